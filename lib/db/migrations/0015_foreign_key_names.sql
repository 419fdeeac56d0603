-- The migrations from 0004 to 0014 were written by hand and their foreign keys took PostgreSQL's
-- default names (<table>_<column>_fkey). The schema declares them with .references(), which drizzle-kit
-- names <table>_<column>_<target>_<column>_fk; renaming them here lets drizzle-kit diff the schema
-- against the database again. Nothing else changes, and no row is touched.
ALTER TABLE "cart_items" RENAME CONSTRAINT "cart_items_performance_id_fkey" TO "cart_items_performance_id_performances_id_fk";--> statement-breakpoint
ALTER TABLE "deals" RENAME CONSTRAINT "deals_product_id_fkey" TO "deals_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "ga_holds" RENAME CONSTRAINT "ga_holds_cart_id_fkey" TO "ga_holds_cart_id_carts_id_fk";--> statement-breakpoint
ALTER TABLE "ga_inventory" RENAME CONSTRAINT "ga_inventory_performance_id_fkey" TO "ga_inventory_performance_id_performances_id_fk";--> statement-breakpoint
ALTER TABLE "ga_inventory" RENAME CONSTRAINT "ga_inventory_sku_id_fkey" TO "ga_inventory_sku_id_skus_id_fk";--> statement-breakpoint
ALTER TABLE "gift_card_purchases" RENAME CONSTRAINT "gift_card_purchases_gift_card_code_fkey" TO "gift_card_purchases_gift_card_code_gift_cards_code_fk";--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" RENAME CONSTRAINT "gift_card_redemptions_code_fkey" TO "gift_card_redemptions_code_gift_cards_code_fk";--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" RENAME CONSTRAINT "gift_card_redemptions_order_id_fkey" TO "gift_card_redemptions_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" RENAME CONSTRAINT "order_items_order_id_fkey" TO "order_items_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" RENAME CONSTRAINT "order_items_performance_id_fkey" TO "order_items_performance_id_performances_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" RENAME CONSTRAINT "order_items_product_id_fkey" TO "order_items_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" RENAME CONSTRAINT "order_items_sku_id_fkey" TO "order_items_sku_id_skus_id_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_cart_id_fkey" TO "orders_cart_id_carts_id_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_user_id_fkey" TO "orders_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "payments_cart_id_fkey" TO "payments_cart_id_carts_id_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "payments_order_id_fkey" TO "payments_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "product_views" RENAME CONSTRAINT "product_views_product_id_fkey" TO "product_views_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "promo_codes" RENAME CONSTRAINT "promo_codes_product_id_fkey" TO "promo_codes_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "reviews_product_id_fkey" TO "reviews_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "seat_claims" RENAME CONSTRAINT "seat_claims_cart_id_fkey" TO "seat_claims_cart_id_carts_id_fk";--> statement-breakpoint
ALTER TABLE "seat_claims" RENAME CONSTRAINT "seat_claims_performance_id_fkey" TO "seat_claims_performance_id_performances_id_fk";--> statement-breakpoint
ALTER TABLE "seat_claims" RENAME CONSTRAINT "seat_claims_seat_id_fkey" TO "seat_claims_seat_id_seats_id_fk";--> statement-breakpoint
ALTER TABLE "seat_claims" RENAME CONSTRAINT "seat_claims_sku_id_fkey" TO "seat_claims_sku_id_skus_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" RENAME CONSTRAINT "tickets_order_item_id_fkey" TO "tickets_order_item_id_order_items_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" RENAME CONSTRAINT "tickets_seat_id_fkey" TO "tickets_seat_id_seats_id_fk";--> statement-breakpoint
ALTER TABLE "user_accounts" RENAME CONSTRAINT "user_accounts_user_id_fkey" TO "user_accounts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_sessions" RENAME CONSTRAINT "user_sessions_user_id_fkey" TO "user_sessions_user_id_users_id_fk";
