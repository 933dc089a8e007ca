import Holidays from 'date-holidays';

const turkey = new Holidays('TR', { types: ['public'] });
/** Noon in Istanbul (UTC+3): a religious holiday's eve closes banks only from the afternoon, so it stays a working day. */
const NOON_MS = 9 * 60 * 60 * 1000;

/** Whether Türkiye's banks are closed on this Istanbul calendar day (given as its UTC midnight): a public holiday. */
export const isBankHoliday = (day: Date): boolean => Boolean(turkey.isHoliday(new Date(day.getTime() + NOON_MS)));
