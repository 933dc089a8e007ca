import type { InferType, ObjectSchema } from 'yup';
import type { Db } from '../db/client';
import type { Locale } from '@/lib/shop/locale';
import type { OperatorRole } from '@/lib/shop/operators/roles';
import type { OperatorActor } from '../auth/operator-session';
import type { SessionUser } from '../auth/session';
import type { CookieToSet } from './cookie';
import type { NoticeKey } from './messages';
import type { CacheTag } from '../cache/tags';
import type { RateLimit } from '../rate-limit';
import type { Issue } from '@/lib/shop/validation/yup';

export interface CallContext {
  db: Db;
  locale: Locale;
  languageId: 1 | 2;
  /** The member proven by the session cookie; never taken from the request body. */
  user: SessionUser | null;
  /** The operator proven by the operator cookie; set for every 'operator' call, null otherwise. */
  operator: OperatorActor | null;
  ip: string;
  /** Where this caller reached the shop, for answers made for the caller alone (never for cached data): ADR 0041. */
  origin: string;
  /** The caller's country (alpha-2) by a CDN header or Accept-Language, for answers made for the caller alone; null for cached reads. */
  country: string | null;
  /**
   * An editor's preview (draft mode, docs/adr/0056): reads show unpublished records too. Only the
   * server transport sets it, for a page rendered in draft mode for a signed-in editor; over HTTP it is always false.
   */
  preview: boolean;
  setCookie(cookie: CookieToSet): void;
}

/** What a handler may return besides plain data: a success message key shown to the shopper. */
export class Reply<T> {
  constructor(readonly data: T, readonly message?: NoticeKey) {}
}

/** The tags a read's answer names; a method's type (bivariant), so an entry of any answer is still an Endpoint. */
type TagsOfAnswer<I, O> = { tags(input: I, output: O): readonly CacheTag[] }['tags'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = ObjectSchema<any>;

export interface Endpoint<S extends AnySchema = AnySchema, O = unknown> {
  input: S;
  /**
   * 'member' calls answer 401 without a valid session. 'operator' calls (the back-office) answer
   * 401 without an operator session, 403 to a shopper's session or to a role not in `roles`.
   */
  auth: 'public' | 'member' | 'operator';
  /** The roles an 'operator' call needs (the owner may make every call); none listed: owners only. */
  roles?: readonly OperatorRole[];
  /**
   * An 'operator' call an operator may make before finishing their setup (the first sign-in's new
   * password, an owner's two-factor enrolment); every other call waits for it (403).
   */
  duringSetup?: boolean;
  /**
   * The call signs a browser in: refused from another site even without a session cookie, or a
   * foreign page could sign its visitor into the attacker's account (login CSRF).
   */
  startsSession?: boolean;
  /**
   * Catalogue reads the same for every shopper: the in-process transport caches them under these
   * tags, and writes to that data revalidate the tags. A function names the entities the answer
   * shows (the product asked for, each card of a list), so a write to one reaches exactly them;
   * declared after the handler, so that TypeScript knows the answer's type.
   */
  cacheTags?: readonly CacheTag[] | TagsOfAnswer<InferType<S>, NoInfer<O>>;
  /**
   * Sliding-window limits on HTTP callers: per client IP, and per key taken from the validated
   * input (an e-mail, say). A refused call is a localized 429 with Retry-After.
   */
  rateLimit?: {
    ip?: RateLimit;
    key?: RateLimit & { of(input: InferType<S>): string | null | undefined };
  };
  /**
   * The largest body this call reads (default MAX_BODY_BYTES, 64 KB); a larger one is a 413 before
   * it is read into memory. Raised only by calls that carry a file in their JSON data.
   */
  maxBodyBytes?: number;
  /** What a body over the limit means to the form (the file is too large): the 413 names the field, so the form shows it there. */
  oversizeIssue?: Issue;
  handler(input: InferType<S>, ctx: CallContext): Promise<O | Reply<O>>;
}

export const endpoint = <S extends AnySchema, O>(definition: Endpoint<S, O>) => definition;
