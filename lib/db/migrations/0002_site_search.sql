-- Site search (storefront 2.7): a weighted full-text document per product, typo tolerance on
-- names through pg_trgm (PGlite loads it as a contrib extension, see lib/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Name (A), category names (B), descriptions (C), area and resort (D). Categories live in
-- another table, so a generated column cannot see them: triggers keep the document current.
CREATE FUNCTION product_search_document(p_name text, p_short text, p_description text, p_area text, p_within text, p_id integer)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  select setweight(to_tsvector('english', coalesce(p_name, '')), 'A')
      || setweight(to_tsvector('english', coalesce((
           select string_agg(c.name, ' ' order by c.name)
             from product_categories pc join categories c on c.id = pc.category_id
            where pc.product_id = p_id), '')), 'B')
      || setweight(to_tsvector('english', coalesce(p_short, '') || ' ' || coalesce(p_description, '')), 'C')
      || setweight(to_tsvector('english', coalesce(p_area, '') || ' ' || coalesce(p_within, '')), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION products_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_document(NEW.name, NEW.short_description, NEW.description, NEW.area, NEW.located_within, NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF name, short_description, description, area, located_within
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_vector_row();--> statement-breakpoint
CREATE FUNCTION product_categories_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
     SET search_vector = product_search_document(p.name, p.short_description, p.description, p.area, p.located_within, p.id)
   WHERE p.id IN (SELECT product_id FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_categories_search_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_categories_search_vector();--> statement-breakpoint
CREATE TRIGGER product_categories_search_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_categories_search_vector();--> statement-breakpoint
UPDATE products SET search_vector = product_search_document(name, short_description, description, area, located_within, id);
