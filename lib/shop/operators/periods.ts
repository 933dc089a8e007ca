/**
 * The dashboard's "today" and "this week" are the shop's days in Türkiye (UTC+3 all year since
 * 2016), whatever the server's clock zone: a week starts on Monday, as Turkish calendars do.
 */
const SHOP_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function shopPeriods(now: Date = new Date()): { today: Date; week: Date } {
  const local = new Date(now.getTime() + SHOP_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - SHOP_OFFSET_MS;
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return { today: new Date(midnight), week: new Date(midnight - daysSinceMonday * DAY_MS) };
}
