import { createHash } from 'node:crypto';
import type { RateLimit, RateLimitDecision, RateLimitStore, WindowCounts } from './types';

// Sliding window counter (Cloudflare's): two counters per subject whatever the traffic, unlike a
// sliding log that keeps one timestamp per hit; the previous window is weighted by its overlap.

/** Subjects come from requests (e-mails, keys): long ones are hashed so a key stays small. */
const MAX_SUBJECT = 128;

export function rateLimitKey(bucket: string, subject: string) {
  const part = subject.length > MAX_SUBJECT ? `sha256:${createHash('sha256').update(subject).digest('base64url')}` : subject;
  return `${bucket}:${part}`;
}

/**
 * Counts one hit of `subject` in `bucket` and says whether it is allowed. Refused hits count too,
 * so a client that keeps hammering stays refused instead of getting in at each window edge.
 * A failing shared store lets the hit through (logged): a Redis outage must not close the shop.
 */
export function consume(store: RateLimitStore, bucket: string, subject: string, rule: RateLimit, now = Date.now()): Promise<RateLimitDecision> {
  return judge(store, 'hit', bucket, subject, rule, now);
}

/**
 * Whether one more hit would be allowed now, without counting one: for a limit that counts only
 * some outcomes (a wrong password), checked before the outcome is known and counted after it.
 */
export function wouldAllow(store: RateLimitStore, bucket: string, subject: string, rule: RateLimit, now = Date.now()): Promise<RateLimitDecision> {
  return judge(store, 'peek', bucket, subject, rule, now);
}

async function judge(store: RateLimitStore, how: 'hit' | 'peek', bucket: string, subject: string, rule: RateLimit, now: number): Promise<RateLimitDecision> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  let counts: WindowCounts;
  try {
    counts = await store[how]({ key: rateLimitKey(bucket, subject), windowStart, windowMs, now });
  } catch (error) {
    warnFailOpen(store, bucket, error);
    return { allowed: true, retryAfterSeconds: 0, remaining: rule.limit };
  }
  const withThisOne = how === 'peek' ? { ...counts, current: counts.current + 1 } : counts;
  return decide(withThisOne, rule.limit, windowMs, now - windowStart);
}

/**
 * The estimate is previous·(W − elapsed)/W + current; kept in integer milliseconds
 * (previous·(W − elapsed) ≤ (limit − current)·W) so the boundary is exact.
 */
export function decide({ current, previous }: WindowCounts, limit: number, windowMs: number, elapsed: number): RateLimitDecision {
  const allowedWith = (prev: number, cur: number, at: number) => prev * (windowMs - at) <= (limit - cur) * windowMs;
  const allowed = allowedWith(previous, current, elapsed);
  if (allowed) {
    const spare = Math.floor(((limit - current) * windowMs - previous * (windowMs - elapsed)) / windowMs);
    return { allowed, retryAfterSeconds: 0, remaining: Math.max(0, spare) };
  }
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((nextAllowedAt({ current, previous }, limit, windowMs) - elapsed) / 1000)), remaining: 0 };
}

/**
 * Milliseconds from the window start at which one more hit fits, if none comes before: later in
 * this window once the previous one's weight has faded enough, else in the next window, where this
 * window's count is the fading one. Two windows on, nothing is left to weigh.
 */
function nextAllowedAt({ current, previous }: WindowCounts, limit: number, windowMs: number) {
  const room = limit - current - 1;
  if (room >= 0 && previous > 0) {
    const at = windowMs - Math.floor((room * windowMs) / previous);
    if (at < windowMs) return at;
  }
  return windowMs + Math.max(0, windowMs - Math.floor(((limit - 1) * windowMs) / current));
}

const WARN_EVERY_MS = 60_000;
const warnings = new WeakMap<RateLimitStore, { at: number; unreported: number }>();

/** One line a minute per store at most: an outage at full traffic would otherwise flood the log. */
function warnFailOpen(store: RateLimitStore, bucket: string, error: unknown) {
  const now = Date.now();
  const last = warnings.get(store);
  if (last && now - last.at < WARN_EVERY_MS) {
    last.unreported += 1;
    return;
  }
  const more = last?.unreported ? ` (${last.unreported} more since the last warning)` : '';
  console.warn(`[rate-limit] store failed, ${bucket} allowed without a limit${more}:`, error);
  warnings.set(store, { at: now, unreported: 0 });
}
