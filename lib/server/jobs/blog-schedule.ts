import { getDb } from '../db/client';
import { markBlogsDue } from '../services/blogs';
import { markHomeContentDue } from '../services/content-editing/home-content';

/** Every minute: a scheduled post reaches the cached magazine and sitemap within a minute of its publish date. */
const INTERVAL_MS = 60 * 1000;
/** At start, posts due this long before are marked too: one may have come due while no instance ran. */
const START_LOOKBACK_MS = 60 * 60 * 1000;

type Holder = { timer?: NodeJS.Timeout; running?: Promise<void>; checkedUpTo?: Date };
const holder = ((globalThis as { __vitrinBlogSchedule?: Holder }).__vitrinBlogSchedule ??= {});

async function runOnce(): Promise<number> {
  const now = new Date();
  const from = holder.checkedUpTo ?? new Date(now.getTime() - START_LOOKBACK_MS);
  try {
    const db = await getDb();
    const due = await markBlogsDue(db, from, now);
    // Scheduled slides, banners and popups start and end by the clock too (docs/adr/0056).
    const home = await markHomeContentDue(db, from, now);
    holder.checkedUpTo = now;
    if (due) console.info(`[blog] ${due} scheduled post(s) published; their pages and the magazine's list dropped`);
    if (home) console.info(`[home] ${home} scheduled part(s) of the home page started or ended; their cached reads dropped`);
    return due;
  } catch (error) {
    console.error('[blog] the schedule job failed', error);
    return 0;
  }
}

/** One run now, after any run under way (an editor's "publish due posts now"); answers how many came due. */
export async function runBlogScheduleNow(): Promise<number> {
  await holder.running;
  const run = runOnce();
  holder.running = run.then(() => undefined).finally(() => (holder.running = undefined));
  return run;
}

/** Run by bootstrap.ts at server start and then every minute (the tests call markBlogsDue). */
export function startBlogScheduleJob(intervalMs = INTERVAL_MS) {
  if (holder.timer) return;
  const tick = () => {
    holder.running ??= runOnce()
      .then(() => undefined)
      .finally(() => (holder.running = undefined));
  };
  holder.timer = setInterval(tick, intervalMs).unref();
  tick();
}
