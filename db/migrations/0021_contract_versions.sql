CREATE TABLE "contract_versions" (
	"contract_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_versions_contract_id_version_pk" PRIMARY KEY("contract_id","version")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "distance_sales_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pre_information_version" integer;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "contract_versions" ("contract_id", "version", "title_tr", "title_en", "description_tr", "description_en") SELECT "id", "version", "title_tr", "title_en", "description_tr", "description_en" FROM "contracts";
