import { MAX_ID } from './validation/common';

/** A record id from a URL segment: digits only, within the database's integer range; anything else is null (the page answers 404). */
export function parseRouteId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const value = Number(segment);
  return value <= MAX_ID ? value : null;
}
