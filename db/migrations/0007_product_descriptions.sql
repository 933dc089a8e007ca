CREATE TABLE "product_descriptions" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"description_tr" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_descriptions" ADD CONSTRAINT "product_descriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_descriptions" ("product_id", "description_tr", "description_en") SELECT "id", "description_tr", "description_en" FROM "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description_tr";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description_en";