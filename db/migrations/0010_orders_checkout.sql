CREATE TABLE "discount_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "previous_status" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fail_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_zip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_uses_order_idx" ON "discount_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_customer_idx" ON "discount_code_uses" USING btree ("discount_code_id","user_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_email_idx" ON "discount_code_uses" USING btree ("discount_code_id",lower("email"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_previous_status_order_statuses_id_fk" FOREIGN KEY ("previous_status") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_idx" ON "refund_requests" USING btree ("order_id") WHERE "refund_requests"."status" = 'open';--> statement-breakpoint
UPDATE "order_statuses" SET "name_tr" = v.tr, "name_en" = v.en FROM (VALUES
  (1, 'Ödeme Bekleniyor', 'Awaiting Payment'), (2, 'Ödendi', 'Paid'), (3, 'Hazırlanıyor', 'Preparing'),
  (4, 'Kargoya Verildi', 'Shipped'), (5, 'Teslim Edildi', 'Delivered'), (6, 'İptal Edildi', 'Cancelled'),
  (7, 'İade Talebi Alındı', 'Refund Requested'), (8, 'İade Edildi', 'Refunded'), (9, 'Ödeme Başarısız', 'Payment Failed'),
  (10, 'Reddedildi', 'Rejected'), (11, 'İade Reddedildi', 'Refund Rejected')
) AS v(id, tr, en) WHERE "order_statuses"."id" = v.id;
