import { MAX_ID } from './limits';
import { issue, yup, type Issue } from './yup';

export { MAX_ID };

/** Building blocks shared by every call's schema. */
export const id = () => yup.number().integer().min(1).max(MAX_ID);
/** A record's version (docs/adr/0053): an integer column like the ids, so bounded like them. */
export const version = () => yup.number().integer().min(1).max(MAX_ID);
export const languageId = () => yup.number().integer().oneOf([1, 2]).default(1);
export const countryId = () => id().default(223);
export const optionalId = () => id().nullable().optional();
/**
 * A select's or radio group's value arrives as text; nothing chosen ('') is "required", not "not a
 * number". `missing` names the message when the spec has its own ("please choose a city").
 */
export const chosen = <S extends yup.NumberSchema<number | undefined>>(schema: S, missing?: Issue['key']) =>
  schema.transform((value: number, original: unknown) => (original === '' ? undefined : value)).required(missing ? issue(missing) : undefined);
export const anonymousId = () => yup.string().uuid().nullable().optional();
/** Whose basket or favourites: the session's member (a UserId must be the caller's own), else the anonymous id the browser keeps (lib/server/api/owner.ts). */
export const shopper = { UserId: optionalId(), AnonymousUserId: anonymousId() };
/** An email address as people type it: trimmed, at most 254 characters (RFC 5321). */
export const email = () => yup.string().trim().email().max(254).required();

/** Spec 01 §5: phones are typed as `(999) 999 99 99` and sent with Turkey's +90. */
export const PHONE_PREFIX = '+90';
/** The ten national digits, however they were typed: `0532…`, `+90 532…`, `(532) 123 45 67`. */
export const nationalDigits = (value: string) => value.replace(/\D/g, '').replace(/^(90|0)(?=\d{10}$)/, '');
/** A Turkish number, stored and sent as `+90` and ten digits (the first not 0). */
export const phone = () =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value ? `${PHONE_PREFIX}${nationalDigits(value)}` : value))
    .matches(/^\+90[1-9]\d{9}$/, { message: issue('phone'), excludeEmptyString: true });

/** A stored `+90` number as people read it: `+90 (532) 123 45 67`. */
export function phoneText(stored: string): string {
  const match = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(stored);
  return match ? `${PHONE_PREFIX} (${match[1]}) ${match[2]} ${match[3]} ${match[4]}` : stored;
}
