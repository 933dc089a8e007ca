CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_tr" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_tr" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
