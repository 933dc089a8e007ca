-- drizzle's .desc() wrote DESC NULLS LAST, which a query's plain ORDER BY … DESC cannot walk (schema/columns.ts `descending`).
DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_popular_idx";--> statement-breakpoint
DROP INDEX "blogs_published_idx";--> statement-breakpoint
DROP INDEX "workshops_published_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "designer_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A filing row carries its product's designer and popularity, kept by the database for every writer
-- (seed, services, the command line). Rows come by the batch (the seed files thousands per
-- statement): one update per statement, through the (product, category) key.
CREATE FUNCTION "product_categories_filed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories pc SET designer_id = p.designer_id, popularity = p.popularity
  FROM products p
  WHERE pc.product_id = ANY(ARRAY(SELECT DISTINCT product_id FROM new_rows)) AND p.id = pc.product_id
    AND (pc.designer_id, pc.popularity) IS DISTINCT FROM (p.designer_id, p.popularity);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "products_filing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories pc SET designer_id = p.designer_id, popularity = p.popularity
  FROM products p
  WHERE pc.product_id = ANY(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.designer_id, n.popularity) IS DISTINCT FROM (o.designer_id, o.popularity)))
    AND p.id = pc.product_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_copy_insert" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_categories_filed"();--> statement-breakpoint
CREATE TRIGGER "products_filing_copy_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_filing_changed"();--> statement-breakpoint
-- ALWAYS: the seed turns ordinary triggers off (session_replication_role = replica) to skip row-by-row foreign-key checks.
ALTER TABLE "product_categories" ENABLE ALWAYS TRIGGER "product_categories_copy_insert";--> statement-breakpoint
ALTER TABLE "products" ENABLE ALWAYS TRIGGER "products_filing_copy_update";--> statement-breakpoint
UPDATE "product_categories" pc SET "designer_id" = p."designer_id", "popularity" = p."popularity" FROM "products" p WHERE p."id" = pc."product_id";--> statement-breakpoint
CREATE INDEX "product_categories_popular_idx" ON "product_categories" USING btree ("category_id","popularity" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_categories_designer_popular_idx" ON "product_categories" USING btree ("category_id","designer_id","popularity" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workshops_published_idx" ON "workshops" USING btree ("is_workshop","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- The planner picks the filing indexes by these columns' statistics.
ANALYZE "product_categories";
