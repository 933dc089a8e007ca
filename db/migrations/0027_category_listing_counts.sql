CREATE TABLE "category_listing_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"active" integer NOT NULL
);
--> statement-breakpoint
-- As in migration 0025, and now also each category's active count in category_listing_counts: the rows
-- taken out and put back are counted per category and only a net change is written, so a price or stock
-- edit (the same rows back) touches no count row and holds no lock on a top group's count (ADR 0060).
CREATE OR REPLACE FUNCTION "category_listings_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone_categories integer[];
  gone_active integer[];
BEGIN
  IF ids IS NULL THEN
    DELETE FROM category_listings;
  ELSE
    WITH gone AS (DELETE FROM category_listings WHERE product_id = ANY(ids) RETURNING category_id, is_active)
      SELECT coalesce(array_agg(category_id), '{}'), coalesce(array_agg(n), '{}') INTO gone_categories, gone_active
      FROM (SELECT category_id, count(*) FILTER (WHERE is_active)::int AS n FROM gone GROUP BY category_id) g;
  END IF;
  WITH added AS (
    INSERT INTO category_listings (category_id, product_id, designer_id, is_active, created_at, popularity,
        price_try, sale_price_try, price_usd, sale_price_usd, total_stock, is_free_cargo)
      SELECT DISTINCT t.category_id, p.id, p.designer_id, p.is_active, p.created_at, p.popularity,
        p.price_try, p.sale_price_try, p.price_usd, p.sale_price_usd, p.total_stock, p.is_free_cargo
      FROM products p
      JOIN product_categories pc ON pc.product_id = p.id
      JOIN categories c ON c.id = pc.category_id
      CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) t(category_id)
      WHERE t.category_id IS NOT NULL AND (ids IS NULL OR p.id = ANY(ids))
      RETURNING category_id, is_active
  ), change AS (
    SELECT category_id, count(*) FILTER (WHERE is_active)::int AS n FROM added GROUP BY category_id
    UNION ALL
    SELECT category_id, -n FROM unnest(gone_categories, gone_active) AS g(category_id, n)
  )
  -- In category order, so two writers lock the count rows they share in the same order.
  INSERT INTO category_listing_counts AS counted (category_id, active)
    SELECT category_id, sum(n) FROM change GROUP BY category_id HAVING sum(n) <> 0 OR ids IS NULL ORDER BY category_id
  ON CONFLICT (category_id) DO UPDATE SET active = CASE WHEN ids IS NULL THEN excluded.active ELSE counted.active + excluded.active END;
  IF ids IS NULL THEN
    -- A whole rewrite: categories left with no rows count none.
    UPDATE category_listing_counts SET active = 0
      WHERE active <> 0 AND category_id NOT IN (SELECT DISTINCT category_id FROM category_listings);
  END IF;
END $$;
--> statement-breakpoint
INSERT INTO category_listing_counts (category_id, active)
  SELECT category_id, count(*) FILTER (WHERE is_active) FROM category_listings GROUP BY category_id;
--> statement-breakpoint
-- A fuller sample of the search columns: with the default the planner guessed ~100 products for a word
-- that 6,000 of a million hold and ranked them all from the trigram index (64 ms) instead of walking
-- the popularity index to the first six (1.5 ms; ADR 0060).
ALTER TABLE "products" ALTER COLUMN "search_title" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_document" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "products" ("search_title", "search_document");
