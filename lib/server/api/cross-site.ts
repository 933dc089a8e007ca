import { OPERATOR_COOKIE } from '../auth/operator-session';
import { SESSION_COOKIE } from '../auth/session';

/** What the check reads of a request (the dispatcher's ApiRequest has both), so this module needs nothing of the dispatcher. */
interface RequestHeaders {
  header(name: string): string | undefined;
  cookie(name: string): string | undefined;
}

/** An Origin that names no host (`null` from a sandboxed frame, garbage) is another site's too. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * A call that carries the member's or an operator's session, or would start one, but comes from another site: the
 * browser says so (Sec-Fetch-Site), or its Origin is not this host. SameSite=Lax already keeps the
 * cookie off most such requests; this refuses the rest. Other calls without the cookie (the public
 * catalogue) pass.
 */
export function isCrossSiteMemberCall(request: RequestHeaders, startsSession = false): boolean {
  if (!startsSession && request.cookie(SESSION_COOKIE) === undefined && request.cookie(OPERATOR_COOKIE) === undefined) return false;
  if (request.header('sec-fetch-site') === 'cross-site') return true;
  const origin = request.header('origin');
  if (!origin) return false;
  return hostOf(origin) !== request.header('host');
}
