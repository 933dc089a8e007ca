import { getDb } from '../db/client';
import { expireUnpaidOrders } from '../services/checkout/card';

/** Every five minutes: a card attempt holds stock for 30 minutes, so a lost unit is back within 35. */
const INTERVAL_MS = 5 * 60 * 1000;

type Holder = { timer?: NodeJS.Timeout; running?: Promise<void> };
const holder = ((globalThis as { __vitrinOrderExpiry?: Holder }).__vitrinOrderExpiry ??= {});

async function runOnce() {
  try {
    const cancelled = await expireUnpaidOrders(await getDb());
    if (cancelled) console.info(`[orders] ${cancelled} unpaid order(s) past their deadline cancelled; stock released`);
  } catch (error) {
    console.error('[orders] the expiry job failed', error);
  }
}

/** Run by bootstrap.ts at server start and then every few minutes (never by the CLI or the tests, which call expireUnpaidOrders). */
export function startOrderExpiryJob(intervalMs = INTERVAL_MS) {
  if (holder.timer) return;
  const tick = () => {
    holder.running ??= runOnce().finally(() => (holder.running = undefined));
  };
  holder.timer = setInterval(tick, intervalMs).unref();
  tick();
}
