-- Gift card mails through the job queue (issue 25 item 3): each completed purchase's two mails,
-- the code to the recipient and the receipt to the buyer, are sent once each by the mail worker
-- or the reconciliation sweep, under a claim (a lease) and marked sent after they went.
ALTER TABLE "gift_card_purchases" ADD COLUMN "recipient_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD COLUMN "recipient_mail_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD COLUMN "receipt_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD COLUMN "receipt_mail_claimed_at" timestamp with time zone;--> statement-breakpoint
-- Purchases completed before were mailed inline when they completed: the sweep must not mail them again.
UPDATE "gift_card_purchases" SET "recipient_mail_sent_at" = "completed_at", "receipt_mail_sent_at" = "completed_at" WHERE "status" = 'completed';--> statement-breakpoint
CREATE INDEX "gift_card_purchases_mails_pending" ON "gift_card_purchases" USING btree ("completed_at") WHERE "gift_card_purchases"."status" = 'completed' and ("gift_card_purchases"."recipient_mail_sent_at" is null or "gift_card_purchases"."receipt_mail_sent_at" is null);
