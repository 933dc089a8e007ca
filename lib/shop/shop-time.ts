/** The shop's clock: every page shows times here, and the back-office's date inputs are read in it. */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';

const wallClock = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as a `datetime-local` input shows it in the shop's time: "2026-11-26T18:00". */
export const wallClockOf = (instant: Date) => wallClock.format(instant).replace(' ', 'T');

/** What a `datetime-local` value (with or without seconds) in the shop's time names, as an ISO instant ('' stays ''); the operator's own zone does not matter. */
export function instantOfWallClock(local: string): string {
  if (!local) return '';
  const asUtc = Date.parse(`${local}Z`);
  if (Number.isNaN(asUtc)) return local;
  // Zone offsets are whole minutes: measured at the minute, so a value with seconds keeps them.
  const minute = asUtc - (((asUtc % 60_000) + 60_000) % 60_000);
  const offset = Date.parse(`${wallClockOf(new Date(minute))}Z`) - minute;
  return new Date(asUtc - offset).toISOString();
}
