CREATE TABLE "unfinished_seeds" (
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
