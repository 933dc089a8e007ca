import type { Db } from '../db/client';
import { layoutInfo } from '../db/schema';
import { deliverSoon } from '../mail/outbox-worker';
import { enqueueMail, type OutgoingMail } from './outbox';

/** A message a visitor sends the shop (the contact form, a workshop enquiry) and what it mails. */
export interface SentMessage {
  /** Writes the message's row, answering its id. */
  store: (tx: Db) => Promise<number>;
  /** The sender's receipt. */
  receipt: OutgoingMail;
  /** The notice of message `id` to the shop's address. */
  notice: (id: number, to: string) => OutgoingMail;
  /** What the log calls it when no notice can go (`[contact] message`). */
  logName: string;
}

/**
 * Stores the message and queues the sender's receipt and the notice to the shop's address in one
 * transaction: when the sender hears "sent", all are written. A shop with no address on file still
 * keeps the message (staff read the table); only the notice is skipped. Answers the message's id.
 */
export async function storeSentMessage(db: Db, message: SentMessage): Promise<number> {
  const [shop] = await db.select({ email: layoutInfo.email }).from(layoutInfo).limit(1);
  const id = await db.transaction(async (tx) => {
    const stored = await message.store(tx);
    await enqueueMail(tx, message.receipt);
    if (shop?.email) await enqueueMail(tx, message.notice(stored, shop.email));
    else console.warn(`${message.logName} #${stored} stored; the shop has no email address on file, so no notice was queued`);
    return stored;
  });
  void deliverSoon();
  return id;
}
