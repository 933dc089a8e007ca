ALTER TABLE "career_applications" ADD COLUMN "cv_path" text;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "language_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "designer_applications" ADD COLUMN "language_id" smallint DEFAULT 1 NOT NULL;