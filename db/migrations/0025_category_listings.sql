CREATE TABLE "category_listings" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"popularity" integer NOT NULL,
	"price_try" integer NOT NULL,
	"sale_price_try" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"sale_price_usd" integer NOT NULL,
	"total_stock" integer NOT NULL,
	"is_free_cargo" boolean NOT NULL,
	CONSTRAINT "category_listings_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
-- The listing rows of the products `ids` (all products when null), written again: one per category a
-- product is filed under and per parent of such a category, with the product's listing columns.
CREATE FUNCTION "category_listings_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM category_listings;
  ELSE
    DELETE FROM category_listings WHERE product_id = ANY(ids);
  END IF;
  INSERT INTO category_listings (category_id, product_id, designer_id, is_active, created_at, popularity,
      price_try, sale_price_try, price_usd, sale_price_usd, total_stock, is_free_cargo)
    SELECT DISTINCT t.category_id, p.id, p.designer_id, p.is_active, p.created_at, p.popularity,
      p.price_try, p.sale_price_try, p.price_usd, p.sale_price_usd, p.total_stock, p.is_free_cargo
    FROM products p
    JOIN product_categories pc ON pc.product_id = p.id
    JOIN categories c ON c.id = pc.category_id
    CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) t(category_id)
    WHERE t.category_id IS NOT NULL AND (ids IS NULL OR p.id = ANY(ids));
END $$;--> statement-breakpoint
CREATE FUNCTION "category_listings_filings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM category_listings_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM category_listings_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the products whose listing columns changed: a search document or a description rewrites no listing row.
CREATE FUNCTION "category_listings_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_listings_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.designer_id, n.is_active, n.created_at, n.popularity, n.price_try, n.sale_price_try, n.price_usd, n.sale_price_usd, n.total_stock, n.is_free_cargo)
      IS DISTINCT FROM (o.designer_id, o.is_active, o.created_at, o.popularity, o.price_try, o.sale_price_try, o.price_usd, o.sale_price_usd, o.total_stock, o.is_free_cargo)));
  RETURN NULL;
END $$;--> statement-breakpoint
-- A category moved under another parent takes its products' rows along.
CREATE FUNCTION "category_listings_tree_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_listings_refresh(ARRAY(
    SELECT DISTINCT pc.product_id FROM product_categories pc
    JOIN new_rows n ON n.id = pc.category_id JOIN old_rows o ON o.id = n.id
    WHERE n.parent_id IS DISTINCT FROM o.parent_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "category_listings_filed" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_listings_filings_changed"();--> statement-breakpoint
CREATE TRIGGER "category_listings_refiled" AFTER UPDATE ON "product_categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_listings_filings_changed"();--> statement-breakpoint
CREATE TRIGGER "category_listings_unfiled" AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_listings_filings_changed"();--> statement-breakpoint
CREATE TRIGGER "category_listings_product" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_listings_products_changed"();--> statement-breakpoint
CREATE TRIGGER "category_listings_tree" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_listings_tree_changed"();--> statement-breakpoint
-- ALWAYS: the seed turns ordinary triggers off (session_replication_role = replica) to skip row-by-row foreign-key checks.
ALTER TABLE "product_categories" ENABLE ALWAYS TRIGGER "category_listings_filed";--> statement-breakpoint
ALTER TABLE "product_categories" ENABLE ALWAYS TRIGGER "category_listings_refiled";--> statement-breakpoint
ALTER TABLE "product_categories" ENABLE ALWAYS TRIGGER "category_listings_unfiled";--> statement-breakpoint
ALTER TABLE "products" ENABLE ALWAYS TRIGGER "category_listings_product";--> statement-breakpoint
ALTER TABLE "categories" ENABLE ALWAYS TRIGGER "category_listings_tree";--> statement-breakpoint
-- Filled before its indexes are built: one sorted build each beats a million-row update of each.
SELECT category_listings_refresh(NULL);--> statement-breakpoint
CREATE INDEX "category_listings_product_idx" ON "category_listings" USING btree ("product_id");--> statement-breakpoint
-- Each sort's index over one category's range, carrying every filter column (drizzle's index builder has
-- no INCLUDE): a page is the first entries of the range that pass, a count the passing entries of it.
CREATE INDEX "category_listings_newest_idx" ON "category_listings" ("category_id", "created_at" DESC, "product_id" DESC)
  INCLUDE ("is_active", "designer_id", "sale_price_try", "price_try", "sale_price_usd", "price_usd", "total_stock", "is_free_cargo");--> statement-breakpoint
CREATE INDEX "category_listings_price_try_idx" ON "category_listings" ("category_id", "sale_price_try", "product_id")
  INCLUDE ("is_active", "designer_id", "price_try", "total_stock", "is_free_cargo");--> statement-breakpoint
CREATE INDEX "category_listings_price_usd_idx" ON "category_listings" ("category_id", "sale_price_usd", "product_id")
  INCLUDE ("is_active", "designer_id", "price_usd", "total_stock", "is_free_cargo");--> statement-breakpoint
CREATE INDEX "category_listings_popular_idx" ON "category_listings" ("category_id", "popularity" DESC, "product_id" DESC)
  INCLUDE ("is_active", "designer_id", "sale_price_try", "price_try", "sale_price_usd", "price_usd", "total_stock", "is_free_cargo");
--> statement-breakpoint
-- One or two designers' pieces of a category: their own short range, for the count and for a page the planner sorts itself.
CREATE INDEX "category_listings_designer_idx" ON "category_listings" ("category_id", "designer_id")
  INCLUDE ("is_active", "created_at", "popularity", "sale_price_try", "price_try", "sale_price_usd", "price_usd", "total_stock", "is_free_cargo");
