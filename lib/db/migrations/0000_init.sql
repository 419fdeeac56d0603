CREATE TYPE "public"."image_size" AS ENUM('SQUARELARGE', 'SQUARESMALL', 'HERO658X251', 'WIDE1280X400', 'GALLERY800X533');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('HOTEL', 'AIR_HOTEL', 'SHOW', 'TOUR', 'ATTRACTION', 'CLUB', 'RESTAURANT', 'SPA', 'BAR', 'GAY_CLUB', 'POOL_CLUB', 'SPORTS_BOOK', 'SHOPPING');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"product_type" "product_type" NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merch_list_items" (
	"list_code" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"promotion_name" text,
	CONSTRAINT "merch_list_items_list_code_product_id_pk" PRIMARY KEY("list_code","product_id")
);
--> statement-breakpoint
CREATE TABLE "merch_lists" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performances" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue_id" integer,
	"cancelled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" "image_size" NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"is_primary" boolean NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" "product_type" NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"located_within" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"area" text NOT NULL,
	"on_strip" boolean NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"provider_name" text NOT NULL,
	"min_age" integer,
	"rating" numeric(2, 1) NOT NULL,
	"review_count" integer NOT NULL,
	"star_rating" numeric(2, 1),
	"guest_score" numeric(3, 1),
	"sellable" boolean NOT NULL,
	"duration_minutes" integer,
	"venue_id" integer,
	"local_phone" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popularity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_url_unique" UNIQUE("url"),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" >= 0 and "products"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"sku_id" integer NOT NULL,
	"night" date NOT NULL,
	"rate_cents" integer NOT NULL,
	"base_rate_cents" integer NOT NULL,
	"rooms_total" integer NOT NULL,
	CONSTRAINT "room_nights_sku_id_night_pk" PRIMARY KEY("sku_id","night")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"row_name" text NOT NULL,
	"seat_name" text NOT NULL,
	"seat_number" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"price_tier" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"equivalency_key" text NOT NULL,
	"ticket_type" text NOT NULL,
	"price_tier" integer,
	"supports_seat_selection" boolean NOT NULL,
	"price_cents" integer NOT NULL,
	"base_price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"insider_price_cents" integer,
	"insider_password_protected" boolean DEFAULT false NOT NULL,
	"purchase_quantities" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_quantity" integer NOT NULL,
	"capacity_per_performance" integer,
	"max_occupancy" integer,
	"sort_order" integer NOT NULL,
	CONSTRAINT "skus_prices_positive" CHECK ("skus"."price_cents" > 0 and "skus"."base_price_cents" >= "skus"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "venue_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_tier" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"map_width" integer NOT NULL,
	"map_height" integer NOT NULL,
	"seat_count" integer NOT NULL,
	CONSTRAINT "venues_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merch_list_items" ADD CONSTRAINT "merch_list_items_list_code_merch_lists_code_fk" FOREIGN KEY ("list_code") REFERENCES "public"."merch_lists"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_list_items" ADD CONSTRAINT "merch_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_section_id_venue_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."venue_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_sections" ADD CONSTRAINT "venue_sections_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_group_slug" ON "categories" USING btree ("group_code","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "performances_product_start" ON "performances" USING btree ("product_id","starts_at");--> statement-breakpoint
CREATE INDEX "product_categories_category" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_images_product" ON "product_images" USING btree ("product_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "products_type_slug" ON "products" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "products_type_popularity" ON "products" USING btree ("type","popularity");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_section_row_seat" ON "seats" USING btree ("section_id","row_name","seat_name");--> statement-breakpoint
CREATE INDEX "seats_venue" ON "seats" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "skus_product" ON "skus" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_sections_venue_name" ON "venue_sections" USING btree ("venue_id","name");--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_signups_email" ON "email_signups" USING btree ("email");