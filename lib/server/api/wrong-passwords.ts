import { ApiError, RateLimitedError } from '../errors';
import { consume, rateLimitStore, wouldAllow, type RateLimit } from '../rate-limit';

const BUCKET = 'login:wrong-password';

/** Wrong passwords for one account from one address (docs/adr/0044): then that address waits, right password or not. */
export const WRONG_PASSWORDS: RateLimit = { limit: 5, windowSeconds: 600 };

/**
 * Runs a sign-in under the wrong-password limit. Only a wrong password counts, so a member's own
 * sign-ins never lock them out; and the count is per account and address, so guesses from one
 * address lock out that address, never the owner signing in from theirs. A locked-out address is
 * refused before the password is checked, so a right guess there looks like a wrong one.
 * In-process calls (no address) are the shop's own and not limited.
 */
export async function limitWrongPasswords<T>(email: string, ip: string, signIn: () => Promise<T>): Promise<T> {
  if (!ip) return signIn();
  const subject = `${email.trim().toLowerCase()}|${ip}`;
  const store = rateLimitStore();
  const decision = await wouldAllow(store, BUCKET, subject, WRONG_PASSWORDS);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_credentials') await consume(store, BUCKET, subject, WRONG_PASSWORDS);
    throw error;
  }
}
