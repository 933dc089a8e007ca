import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { mailUrl, sendMail, type MailToSend } from './transport';

const BATCH = 20;
/** After this many failed tries a mail stays in the outbox with its last error, for a person to look at. */
export const MAX_ATTEMPTS = 10;
/** A claimed mail is someone's for this long: a process that died mid-send frees it again. */
const LEASE = sql`now() + interval '5 minutes'`;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_PAUSE_SECONDS = 6 * 60 * 60;
const INTERVAL_MS = 60_000;

/** 30 s, 1 min, 2 min, … up to six hours between tries. */
export const retryDelaySeconds = (failures: number) => Math.min(FIRST_RETRY_SECONDS * 2 ** (failures - 1), LONGEST_PAUSE_SECONDS);

const due = () =>
  and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, sql`now()`)));

/**
 * One pass over the outbox: claims the due mails (skipping those another process holds), sends
 * each, and marks it sent, or counts the failure and sets the next try further away each time.
 */
export async function deliverDueMails(db: Db, send: (mail: MailToSend) => Promise<void> = sendMail): Promise<{ sent: number; failed: number }> {
  const tally = { sent: 0, failed: 0 };
  for (;;) {
    const claimable = db.select({ id: mailOutbox.id }).from(mailOutbox).where(due()).orderBy(asc(mailOutbox.id)).limit(BATCH).for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: LEASE })
      .where(inArray(mailOutbox.id, claimable))
      .returning({ id: mailOutbox.id, to: mailOutbox.to, replyTo: mailOutbox.replyTo, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html, attempts: mailOutbox.attempts });
    for (const { id, attempts, ...mail } of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await send(mail);
        await db.update(mailOutbox).set({ sentAt: new Date(), error: null, nextAttemptAt: null }).where(eq(mailOutbox.id, id));
        tally.sent += 1;
      } catch (error) {
        const failures = attempts + 1;
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const retryAt = new Date(Date.now() + retryDelaySeconds(failures) * 1000);
        await db.update(mailOutbox).set({ attempts: failures, error: reason, nextAttemptAt: retryAt }).where(eq(mailOutbox.id, id));
        console.warn(`[mail] #${id} not delivered (try ${failures} of ${MAX_ATTEMPTS}): ${reason}`);
        tally.failed += 1;
      }
    }
    if (claimed.length < BATCH) return tally;
  }
}

interface Worker {
  timer: NodeJS.Timeout;
  running: Promise<void> | null;
  again: boolean;
}

/** Next loads server code in several bundles: the worker lives on globalThis so they share one. */
const holder = ((globalThis as { __vitrinOutbox?: { worker?: Worker } }).__vitrinOutbox ??= {});

function run(worker: Worker): Promise<void> {
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = (async () => {
    do {
      worker.again = false;
      await deliverDueMails(await getDb()).catch((error: unknown) => console.error('[mail] the outbox pass failed', error));
    } while (worker.again);
  })().finally(() => {
    worker.running = null;
  });
  return worker.running;
}

/**
 * Server start: a pass at once, then one a minute on a timer that never keeps the process alive.
 * Without MAIL_URL nothing is sent and the mails wait in the outbox.
 */
export function startOutboxWorker(intervalMs = INTERVAL_MS): boolean {
  if (holder.worker) return true;
  if (!mailUrl()) {
    console.info('[mail] MAIL_URL is not set: mails stay in the outbox (mail_outbox)');
    return false;
  }
  const worker: Worker = { timer: setInterval(() => void run(worker), intervalMs).unref(), running: null, again: false };
  holder.worker = worker;
  void run(worker);
  return true;
}

/** A mail was just queued: deliver it now rather than at the next tick. Nothing happens without a running worker. */
export function deliverSoon(): Promise<void> {
  return holder.worker ? run(holder.worker) : Promise.resolve();
}

export async function stopOutboxWorker() {
  const worker = holder.worker;
  if (!worker) return;
  clearInterval(worker.timer);
  holder.worker = undefined;
  await worker.running;
}
