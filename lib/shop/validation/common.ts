import { issue, yup } from './yup';

/** PostgreSQL's integer columns end here; a larger id can name no record. */
export const MAX_ID = 2_147_483_647;

/** Building blocks shared by every call's schema. */
export const id = () => yup.number().integer().min(1).max(MAX_ID);
export const languageId = () => yup.number().integer().oneOf([1, 2]).default(1);
export const countryId = () => id().default(223);
export const optionalId = () => id().nullable().optional();
export const anonymousId = () => yup.string().uuid().nullable().optional();
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
