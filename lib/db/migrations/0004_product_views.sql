-- Product views for social proof ('N people looking right now'): one row per visitor, product and
-- 30-minute window, so a visitor who reloads counts once. Rows older than the metrics period
-- (2 days) are pruned by the app.
CREATE TABLE "product_views" (
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "visitor_id" uuid NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  CONSTRAINT "product_views_pk" PRIMARY KEY ("product_id", "window_start", "visitor_id")
);--> statement-breakpoint
CREATE INDEX "product_views_window" ON "product_views" ("window_start");
