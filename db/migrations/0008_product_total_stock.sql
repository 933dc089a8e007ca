ALTER TABLE "products" ADD COLUMN "total_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Spec 01 §3's total stock, kept by the database so that every writer (seed, services, the command line) keeps it.
CREATE FUNCTION "products_total_stock_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.total_stock := CASE WHEN NEW.is_main_variation THEN NEW.stock
    ELSE coalesce((SELECT sum(v.stock) FROM product_variations v WHERE v.product_id = NEW.id), 0) END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_total_stock" BEFORE INSERT OR UPDATE OF "stock", "is_main_variation" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_total_stock_row"();--> statement-breakpoint
-- Variations change by the batch (the seed writes thousands per statement): one update per statement.
CREATE FUNCTION "products_total_stock_of"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET total_stock = coalesce((SELECT sum(v.stock) FROM product_variations v WHERE v.product_id = p.id), 0)
  WHERE p.id = ANY(ids) AND NOT p.is_main_variation;
$$;--> statement-breakpoint
CREATE FUNCTION "product_variations_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_total_stock_of(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_variations_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_total_stock_of(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_variations_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_total_stock_of(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variations_total_stock_insert" AFTER INSERT ON "product_variations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variations_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_variations_total_stock_update" AFTER UPDATE ON "product_variations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variations_updated"();--> statement-breakpoint
CREATE TRIGGER "product_variations_total_stock_delete" AFTER DELETE ON "product_variations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variations_deleted"();--> statement-breakpoint
-- ALWAYS: the seed turns ordinary triggers off (session_replication_role = replica) to skip row-by-row foreign-key checks.
ALTER TABLE "products" ENABLE ALWAYS TRIGGER "products_total_stock";--> statement-breakpoint
ALTER TABLE "product_variations" ENABLE ALWAYS TRIGGER "product_variations_total_stock_insert";--> statement-breakpoint
ALTER TABLE "product_variations" ENABLE ALWAYS TRIGGER "product_variations_total_stock_update";--> statement-breakpoint
ALTER TABLE "product_variations" ENABLE ALWAYS TRIGGER "product_variations_total_stock_delete";--> statement-breakpoint
UPDATE "products" SET "total_stock" = "stock" WHERE "is_main_variation";--> statement-breakpoint
SELECT products_total_stock_of(ARRAY(SELECT DISTINCT product_id FROM product_variations));--> statement-breakpoint
-- Every column a listing filters or sorts on, beside the id (drizzle's index builder has no INCLUDE):
-- a category listing looks its few thousand products up here without visiting the wide rows.
CREATE INDEX "products_listing_idx" ON "products" ("id") INCLUDE ("is_active", "designer_id", "sale_price_try", "price_try", "sale_price_usd", "price_usd", "total_stock", "is_free_cargo", "popularity", "created_at");
