-- Deals with a deadline (issue 8: the deadline timer counts down to the end of a deal that ends
-- within a day). One row per product and end; the seed makes them per product and Pacific date,
-- and tops them up with the bookable window. The index serves "the deal of this product that
-- ends next".
CREATE TABLE "deals" (
  "id" serial PRIMARY KEY NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  CONSTRAINT "deals_period" CHECK ("ends_at" > "starts_at")
);--> statement-breakpoint
CREATE UNIQUE INDEX "deals_product_end" ON "deals" ("product_id", "ends_at");
