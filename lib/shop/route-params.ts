import { MAX_ID } from './validation/limits';

/** A record id from a URL segment: digits only, within the database's integer range; anything else is null (the page answers 404). */
export function parseRouteId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const value = Number(segment);
  return value <= MAX_ID ? value : null;
}

/** A slug as the shop makes them: lower-case letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

/** A slug from a URL segment, case folded; anything no slug could be is null (the page answers 404). */
export function parseRouteSlug(segment: string | undefined): string | null {
  const value = segment?.toLowerCase();
  return value && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value) ? value : null;
}
