ALTER TABLE "product_variations" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "categories_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "product_photos_variation_idx" ON "product_photos" USING btree ("variation_id");