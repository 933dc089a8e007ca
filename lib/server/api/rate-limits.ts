import { consume, rateLimitStore } from '../rate-limit';
import { RateLimitedError } from '../errors';
import type { Endpoint } from './endpoint';

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
