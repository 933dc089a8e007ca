DROP INDEX "discount_code_uses_email_idx";--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD COLUMN "customer_email" text;--> statement-breakpoint
-- Uses recorded before get their customer key by the rule of lib/shop/customer-email.ts, restated
-- here once (tests/api/discounts.test.ts runs this statement against that function): case folded,
-- a +tag dropped, and for Gmail the dots too, under one domain.
UPDATE "discount_code_uses" AS u SET "customer_email" = CASE
    WHEN p.local IS NULL OR p.local = '' THEN p.e
    WHEN p.domain IN ('gmail.com', 'googlemail.com') THEN replace(regexp_replace(p.local, '^(.[^+]*)\+.*$', '\1'), '.', '') || '@gmail.com'
    ELSE regexp_replace(p.local, '^(.[^+]*)\+.*$', '\1') || '@' || p.domain
  END
FROM (
  SELECT id, e, substring(e from '^(.*)@[^@]*$') AS local, substring(e from '@([^@]*)$') AS domain
  FROM (SELECT id, lower(btrim("email")) AS e FROM "discount_code_uses") AS raw
) AS p
WHERE p.id = u.id;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ALTER COLUMN "customer_email" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "discount_code_uses_customer_email_idx" ON "discount_code_uses" USING btree ("discount_code_id","customer_email");
