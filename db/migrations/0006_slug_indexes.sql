CREATE INDEX "products_slug_tr_idx" ON "products" USING btree ("slug_tr");--> statement-breakpoint
CREATE INDEX "products_slug_en_idx" ON "products" USING btree ("slug_en");