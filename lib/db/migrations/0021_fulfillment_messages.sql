-- Ticket-buying 1: the default ticket information is 'Tickets will be emailed to you.', and a
-- fulfillment option can supply another message. A sku carries its option's message (null: the
-- default); an order item keeps the message it was sold with.
ALTER TABLE "skus" ADD COLUMN "fulfillment_message" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fulfillment_message" text;--> statement-breakpoint
-- A database seeded before this migration gets what the seed now writes (CLUB_TABLE_FULFILLMENT in
-- lib/db/seed/families/clubs.ts): a club's tables are held under the buyer's name.
UPDATE "skus" SET "fulfillment_message" = 'Your table is held under the name on this order: check in at the VIP host stand with a photo ID.'
  FROM "products" p WHERE p."id" = "skus"."product_id" AND p."type" = 'CLUB' AND "skus"."ticket_type" = 'TABLE';
