-- Products get the landing url of storefront 2.2's content-managed static routes
-- (/shows/{category}/{name}, /nightlife/bars/{name}, /hotels/{name}, ...): the url by which the
-- catalog answers a static route that the content service does not (2.10). Null: no landing page.
ALTER TABLE "products" ADD COLUMN "landing_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_landing_url_unique" UNIQUE("landing_url");--> statement-breakpoint
-- A database seeded before this migration gets the urls the seed now writes (productLandingPath in
-- lib/routes/product-landing.ts): the section of the type, the show category or tour destination
-- of lowest sort order, the product's slug. Names whose url another route owns, and a second product
-- at the same url, get none.
WITH "placed" AS (
  SELECT p."id",
    CASE p."type"
      WHEN 'SHOW' THEN '/shows/' || c."slug" || '/'
      WHEN 'TOUR' THEN '/tours/' || c."slug" || '/'
      WHEN 'ATTRACTION' THEN '/attractions/'
      WHEN 'RESTAURANT' THEN '/restaurants/'
      WHEN 'CLUB' THEN '/nightclubs/'
      WHEN 'BAR' THEN CASE WHEN p."url" LIKE '/iv2/las-vegas-strip-clubs/%' THEN '/nightlife/stripclubs/' ELSE '/nightlife/bars/' END
      WHEN 'GAY_CLUB' THEN '/nightlife/gayclubs/'
      WHEN 'POOL_CLUB' THEN '/nightlife/poolclubs/'
      WHEN 'SPA' THEN '/spas/'
      WHEN 'SPORTS_BOOK' THEN '/gaming/sportsbooks/'
      WHEN 'SHOPPING' THEN '/shopping/'
      WHEN 'HOTEL' THEN '/hotels/'
    END || p."slug" AS "landing"
  FROM "products" p
  LEFT JOIN LATERAL (
    SELECT k."slug" FROM "product_categories" pc JOIN "categories" k ON k."id" = pc."category_id"
    WHERE pc."product_id" = p."id" AND k."group_code" = CASE p."type" WHEN 'SHOW' THEN 'SHOWCATEGORIES' WHEN 'TOUR' THEN 'TOURAREAS' END
    ORDER BY k."sort_order", k."id" LIMIT 1
  ) c ON true
), "unique_places" AS (
  SELECT "id", "landing", row_number() OVER (PARTITION BY "landing" ORDER BY "id") AS "n" FROM "placed"
  WHERE "landing" IS NOT NULL
    AND "landing" !~ '^/hotels/citywide-hotel-deals-calendar$'
    AND "landing" !~ '^/shopping/(antique-stores|art-galleries|ethnic-stores|souvenir-shops|tattoo-parlors|adult-stores)$'
    AND "landing" !~ '^/shows/(january|february|march|april|may|june|july|august|september|october|november|december)-20[0-9][0-9]$'
)
UPDATE "products" SET "landing_url" = u."landing" FROM "unique_places" u WHERE u."id" = "products"."id" AND u."n" = 1;
