/** A cookie a call sets: the handler (through its context) or the session layer names it, the dispatcher writes it. */
export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
  /** Lax unless said otherwise; the operator's cookie is Strict (never sent from another site's link). */
  sameSite?: 'lax' | 'strict';
}
