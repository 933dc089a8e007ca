import { consume, rateLimitStore } from '../rate-limit';
import { RateLimitedError } from '../errors';
import type { Endpoint } from './endpoint';

/**
 * A form a person sends once or twice in their own name (a message to the shop, a workshop enquiry):
 * a run of them from one address, or in one e-mail's name from any, is a script. Each entry that
 * declares it counts on its own.
 */
export const ONE_PERSONS_FORM = {
  ip: { limit: 5, windowSeconds: 600 },
  key: { limit: 5, windowSeconds: 3600, of: ({ Email }: { Email: string }) => Email.toLowerCase() },
} satisfies Endpoint['rateLimit'];

/** Counts the call against the entry's limits (IP first, then its key); the first refusal throws a 429. */
export async function enforceRateLimits(name: string, limits: Endpoint['rateLimit'], input: unknown, ip: string) {
  if (!limits) return;
  const checks: [bucket: string, subject: string | null | undefined, rule: NonNullable<Endpoint['rateLimit']>['ip']][] = [
    [`${name}:ip`, ip, limits.ip],
    [`${name}:key`, limits.key?.of(input), limits.key],
  ];
  for (const [bucket, subject, rule] of checks) {
    if (!rule || !subject) continue;
    const decision = await consume(rateLimitStore(), bucket, subject, rule);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  }
}
