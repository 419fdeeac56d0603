-- Payment status on orders and the reconciliation job (issue 25 item 3): orders carry where their
-- money stands, the confirmation mail is sent once by the mail job, payments may be refunded, and
-- the pruning job finds old rows by age through the new indexes.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'authorized' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_claimed_at" timestamp with time zone;--> statement-breakpoint
-- Orders written before: captured unless their payment is still only authorised (a capture that
-- failed and was only logged; the reconciliation job captures it now), and their confirmation
-- was mailed inline when they were placed.
UPDATE "orders" SET "payment_status" = CASE WHEN EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = "orders"."id" AND p."status" = 'authorized') THEN 'authorized' ELSE 'captured' END,
                    "confirmation_sent_at" = "created_at";--> statement-breakpoint
CREATE INDEX "carts_unbooked_updated" ON "carts" USING btree ("updated_at") WHERE "carts"."booked_order_id" is null;--> statement-breakpoint
CREATE INDEX "outbox_created" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_open" ON "orders" USING btree ("created_at") WHERE "orders"."payment_status" = 'authorized';--> statement-breakpoint
CREATE INDEX "orders_confirmation_pending" ON "orders" USING btree ("created_at") WHERE "orders"."confirmation_sent_at" is null;--> statement-breakpoint
CREATE INDEX "payments_without_order" ON "payments" USING btree ("updated_at") WHERE "payments"."order_id" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('authorized', 'captured', 'voided', 'refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'authorized', 'declined', 'failed', 'captured', 'voided', 'refunded'));