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
ALTER TABLE "workshops" ADD COLUMN "fee_try" integer;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "fee_usd" integer;--> statement-breakpoint
ALTER TABLE "workshop_enquiries" ADD CONSTRAINT "workshop_enquiries_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;