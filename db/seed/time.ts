/** Every seeded date counts back from this fixed moment, so two seeds give identical rows. */
export const BASE_DATE = new Date('2026-10-01T09:00:00+03:00');

const DAY = 24 * 60 * 60 * 1000;

export const daysBefore = (days: number) => new Date(BASE_DATE.getTime() - Math.round(days * DAY));
export const daysAfter = (days: number) => new Date(BASE_DATE.getTime() + Math.round(days * DAY));
