-- A renamed category changes the search documents of its products (the rename trigger that
-- migration 0002 left out: old names stayed searchable).
CREATE FUNCTION categories_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
     SET search_vector = product_search_document(p.name, p.short_description, p.description, p.area, p.located_within, p.id)
   WHERE p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (SELECT id FROM renamed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_rename AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION categories_search_vector();
