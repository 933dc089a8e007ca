/**
 * When an unpaid order gives its stock back. A bank transfer must arrive within one business day
 * (spec 02 §4): the deadline is the end (23:59:59.999) of the next business day in Istanbul's time —
 * Monday to Friday, and not a day the banks are closed (`isClosed`: the server passes Türkiye's
 * public holidays). Türkiye keeps UTC+3 all year (no daylight saving since 2016), so the deadline
 * is that day's 20:59:59.999 UTC.
 */
const ISTANBUL_OFFSET_HOURS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A card attempt holds its stock this long: PayTR's 3-D Secure page is done in minutes. */
export const CARD_HOLD_MINUTES = 30;

/** `isClosed` gets a day as its UTC midnight (the Istanbul calendar date). */
export function bankTransferDeadline(now: Date, isClosed: (day: Date) => boolean = () => false): Date {
  // The calendar day in Istanbul, as a UTC midnight.
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_HOURS * 60 * 60 * 1000);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  do day += DAY_MS;
  while ([0, 6].includes(new Date(day).getUTCDay()) || isClosed(new Date(day)));
  return new Date(day + DAY_MS - ISTANBUL_OFFSET_HOURS * 60 * 60 * 1000 - 1);
}

export const cardPaymentDeadline = (now: Date): Date => new Date(now.getTime() + CARD_HOLD_MINUTES * 60 * 1000);
