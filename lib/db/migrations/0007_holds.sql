-- Seat and general-admission holds (issue 10). Seat state is sparse: a row exists only for a
-- seat that is held or sold, unique on performance and seat; a seat without one is available.
CREATE TABLE "seat_claims" (
  "performance_id" integer NOT NULL REFERENCES "performances"("id") ON DELETE CASCADE,
  "seat_id" integer NOT NULL REFERENCES "seats"("id") ON DELETE CASCADE,
  "cart_id" uuid NOT NULL REFERENCES "carts"("id"),
  "sku_id" integer NOT NULL REFERENCES "skus"("id"),
  "status" text NOT NULL,
  "held_until" timestamp with time zone,
  "claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "seat_claims_pk" PRIMARY KEY ("performance_id", "seat_id"),
  CONSTRAINT "seat_claims_status" CHECK ("status" in ('held', 'sold')),
  CONSTRAINT "seat_claims_hold_expiry" CHECK (("status" = 'held') = ("held_until" is not null))
);--> statement-breakpoint
CREATE INDEX "seat_claims_cart" ON "seat_claims" ("cart_id");--> statement-breakpoint
-- General admission: the capacity of a sku at a performance, with held and sold counts the
-- database keeps within it whatever the application does.
CREATE TABLE "ga_inventory" (
  "performance_id" integer NOT NULL REFERENCES "performances"("id") ON DELETE CASCADE,
  "sku_id" integer NOT NULL REFERENCES "skus"("id") ON DELETE CASCADE,
  "capacity" integer NOT NULL,
  "held" integer DEFAULT 0 NOT NULL,
  "sold" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "ga_inventory_pk" PRIMARY KEY ("performance_id", "sku_id"),
  CONSTRAINT "ga_inventory_within_capacity" CHECK ("held" >= 0 and "sold" >= 0 and "held" + "sold" <= "capacity")
);--> statement-breakpoint
CREATE TABLE "ga_holds" (
  "cart_id" uuid NOT NULL REFERENCES "carts"("id") ON DELETE CASCADE,
  "performance_id" integer NOT NULL,
  "sku_id" integer NOT NULL,
  "quantity" integer NOT NULL,
  "held_until" timestamp with time zone NOT NULL,
  CONSTRAINT "ga_holds_pk" PRIMARY KEY ("cart_id", "performance_id", "sku_id"),
  CONSTRAINT "ga_holds_inventory" FOREIGN KEY ("performance_id", "sku_id") REFERENCES "ga_inventory"("performance_id", "sku_id") ON DELETE CASCADE,
  CONSTRAINT "ga_holds_quantity" CHECK ("quantity" > 0)
);--> statement-breakpoint
CREATE INDEX "ga_holds_expiry" ON "ga_holds" ("performance_id", "sku_id", "held_until");--> statement-breakpoint
-- The focal point of a venue (the centre of the stage lip), from which the best seats are
-- ranked. Every seeded venue has its stage in the middle, 140 map units from the top.
ALTER TABLE "venues" ADD COLUMN "stage_x" integer;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "stage_y" integer;--> statement-breakpoint
UPDATE "venues" SET "stage_x" = "map_width" / 2, "stage_y" = 140;--> statement-breakpoint
ALTER TABLE "venues" ALTER COLUMN "stage_x" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ALTER COLUMN "stage_y" SET NOT NULL;
--> statement-breakpoint
-- A dated cart item (a performance's seats or general-admission places) is one row per cart,
-- performance and ticket type; its quantity follows what the cart holds.
ALTER TABLE "cart_items" ADD COLUMN "performance_id" integer REFERENCES "performances"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_performance_sku" ON "cart_items" ("cart_id", "performance_id", "sku_id") WHERE "performance_id" IS NOT NULL;
