ALTER TABLE "collaborations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fashion_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;