CREATE TABLE "workshop_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"name_surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"seats" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language_id" smallint DEFAULT 1 NOT NULL,
	"kvkk_accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD COLUMN "variation_id" integer;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "fee_try" integer;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "fee_usd" integer;--> statement-breakpoint
ALTER TABLE "workshop_enquiries" ADD CONSTRAINT "workshop_enquiries_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;