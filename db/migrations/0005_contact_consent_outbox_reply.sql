ALTER TABLE "contact_messages" ADD COLUMN "kvkk_accepted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language_id" smallint DEFAULT 1 NOT NULL;