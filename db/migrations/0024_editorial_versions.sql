CREATE TABLE "blog_similar" (
	"blog_id" integer NOT NULL,
	"similar_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_similar_blog_id_similar_id_pk" PRIMARY KEY("blog_id","similar_id")
);
--> statement-breakpoint
ALTER TABLE "about_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "info_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_similar" ADD CONSTRAINT "blog_similar_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_similar" ADD CONSTRAINT "blog_similar_similar_id_blogs_id_fk" FOREIGN KEY ("similar_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;