import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './commerce';

/** Mail the shop sends; with no SMTP configured this table is the outbox a developer reads. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** Where a reply goes (the shopper who wrote through a form), when not to the shop's own sender. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The language the mail is written in (1 Turkish, 2 English), for the sender's own framing. */
    languageId: smallint('language_id').notNull().default(1),
    /** The order a mail is about, so the back-office lists the mails sent about it. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failed delivery's reason; the worker retries with a growing pause until it gives up. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try (again); null is "at once". */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt), index('mail_outbox_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`), index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
