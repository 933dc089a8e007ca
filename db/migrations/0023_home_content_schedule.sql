ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;