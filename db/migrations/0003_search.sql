-- Trigram matching for the product search; a trusted contrib extension on PostgreSQL 13+, loaded by lib/server/db/client.ts on PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (trim(regexp_replace(lower(translate("products"."title_tr" || ' ' || "products"."title_en", 'ÂâÀàÁáÄäÃãÅåÇçÊêÉéÈèËëĞğİIıÎîÍíÌìÏïÑñÖöÔôÓóÒòÕõŞşÜüÛûÚúÙùÝýÿ', 'aaaaaaaaaaaacceeeeeeeeggiiiiiiiiiiinnoooooooooossuuuuuuuuyyy')), '[^a-z0-9]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_title_idx" ON "products" USING gin ("search_title" gin_trgm_ops);