CREATE TABLE "room_types" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"beds" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_hours" integer NOT NULL,
	"tax_basis_points" integer,
	"tax_per_night_cents" integer,
	CONSTRAINT "room_types_tax" CHECK (("room_types"."tax_basis_points" is null) <> ("room_types"."tax_per_night_cents" is null) and coalesce("room_types"."tax_basis_points", "room_types"."tax_per_night_cents") >= 0),
	CONSTRAINT "room_types_cancellation" CHECK ("room_types"."cancellation_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_night_holds" (
	"cart_id" uuid NOT NULL,
	"sku_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	CONSTRAINT "room_night_holds_pk" PRIMARY KEY("cart_id","sku_id","check_in","check_out","night"),
	CONSTRAINT "room_night_holds_rooms" CHECK ("room_night_holds"."rooms" > 0),
	CONSTRAINT "room_night_holds_stay" CHECK ("room_night_holds"."night" >= "room_night_holds"."check_in" and "room_night_holds"."night" < "room_night_holds"."check_out")
);
--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "member_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "insider_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "item_kind" text DEFAULT 'performance' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "check_in" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "check_out" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "nightly_cents" integer[];--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "check_in" date;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "check_out" date;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stay_confirmation" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stay_nights" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancellation_hours" integer;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_night_holds" ADD CONSTRAINT "room_night_holds_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_night_holds" ADD CONSTRAINT "room_night_holds_night" FOREIGN KEY ("sku_id","night") REFERENCES "public"."room_nights"("sku_id","night") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_night_holds_expiry" ON "room_night_holds" USING btree ("sku_id","night","held_until");--> statement-breakpoint
CREATE INDEX "room_nights_night" ON "room_nights" USING btree ("night");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_stay" ON "cart_items" USING btree ("cart_id","sku_id","check_in","check_out") WHERE "cart_items"."item_kind" = 'stay';--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stay_confirmation" UNIQUE("stay_confirmation");--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_within_total" CHECK ("room_nights"."held" >= 0 and "room_nights"."sold" >= 0 and "room_nights"."held" + "room_nights"."sold" <= "room_nights"."rooms_total");--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_rates" CHECK ("room_nights"."rate_cents" > 0 and "room_nights"."base_rate_cents" >= "room_nights"."rate_cents" and ("room_nights"."member_rate_cents" is null or "room_nights"."member_rate_cents" between 1 and "room_nights"."rate_cents") and ("room_nights"."insider_rate_cents" is null or "room_nights"."insider_rate_cents" between 1 and "room_nights"."rate_cents"));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_kind" CHECK ("cart_items"."item_kind" in ('performance', 'stay'));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_stay" CHECK (("cart_items"."item_kind" = 'stay') = ("cart_items"."check_in" is not null and "cart_items"."check_out" is not null and "cart_items"."guests" is not null and "cart_items"."nightly_cents" is not null) and ("cart_items"."item_kind" <> 'stay' or ("cart_items"."performance_id" is null and "cart_items"."check_out" > "cart_items"."check_in" and "cart_items"."guests" > 0)));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stay" CHECK (("order_items"."check_in" is null) = ("order_items"."stay_confirmation" is null) and ("order_items"."check_in" is null or ("order_items"."check_out" > "order_items"."check_in" and "order_items"."guests" > 0 and "order_items"."stay_nights" is not null)));--> statement-breakpoint
-- An existing database's hotel room types get their details (a fresh one gets them from the seed):
-- the beds read from the room type's name, the 72-hour cancellation window and the 13.38% room tax the seed uses.
INSERT INTO "room_types" ("sku_id", "beds", "cancellation_hours", "tax_basis_points")
SELECT k."id",
       CASE WHEN k."name" ILIKE '%two queen%' THEN '2 Queen Beds'
            WHEN k."name" ILIKE '%suite%' THEN '1 King Bed and a Sofa Bed'
            ELSE '1 King Bed' END,
       72, 1338
  FROM "skus" k JOIN "products" p ON p."id" = k."product_id"
 WHERE p."type" = 'HOTEL' AND k."ticket_type" = 'ROOM'
ON CONFLICT DO NOTHING;
