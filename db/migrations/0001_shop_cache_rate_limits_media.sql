CREATE TABLE "media_assets" (
	"path" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_revalidations" (
	"tag" text PRIMARY KEY NOT NULL,
	"stale_at" bigint DEFAULT 0 NOT NULL,
	"expired_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "photo_path_mobile" text;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");