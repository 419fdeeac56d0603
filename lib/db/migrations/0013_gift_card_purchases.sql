-- Gift cards are sold on /giftcard/: each sale is a row claimed by the form's submission key
-- before the card is charged (a double submit buys one card) and, once paid, names the gift
-- card it created. Card data is never stored; the provider's reference is.
CREATE TABLE "gift_card_purchases" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "submission_key" uuid NOT NULL,
  "status" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "gift_card_code" text REFERENCES "gift_cards"("code"),
  "recipient_name" text NOT NULL,
  "recipient_email" text NOT NULL,
  "message" text,
  "buyer_name" text NOT NULL,
  "buyer_email" text NOT NULL,
  "payment_provider" text NOT NULL,
  "payment_reference" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "completed_at" timestamp with time zone,
  CONSTRAINT "gift_card_purchases_submission_key" UNIQUE ("submission_key"),
  CONSTRAINT "gift_card_purchases_gift_card" UNIQUE ("gift_card_code"),
  CONSTRAINT "gift_card_purchases_status" CHECK ("status" in ('pending', 'completed')),
  CONSTRAINT "gift_card_purchases_amount" CHECK ("amount_cents" between 2500 and 50000 and "amount_cents" % 100 = 0),
  CONSTRAINT "gift_card_purchases_completed" CHECK ("status" <> 'completed' or ("gift_card_code" is not null and "completed_at" is not null))
);--> statement-breakpoint
CREATE INDEX "gift_card_purchases_buyer" ON "gift_card_purchases" ("buyer_email");--> statement-breakpoint
-- The /giftcard/ page sells and checks cards through its giftCardShop widget. The seed writes it
-- into new databases; a database seeded before keeps its entry (the seed never rewrites one), so
-- the widget is put first on that page here, once, and only where the page has none.
UPDATE "content_entries"
   SET "updated_at" = now(), "data" = jsonb_set("data", '{content,widgets}', '[{"widgetType": "giftCardShop"}]'::jsonb || coalesce("data"->'content'->'widgets', '[]'::jsonb))
 WHERE "url" = '/giftcard/' AND "type" = 'page'
   AND NOT coalesce("data"->'content'->'widgets', '[]'::jsonb) @> '[{"widgetType": "giftCardShop"}]'::jsonb;
