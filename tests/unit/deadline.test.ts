/** @jest-environment node */
import { isBankHoliday } from '@/lib/server/services/checkout/bank-holidays';
import { bankTransferDeadline } from '@/lib/shop/checkout/deadline';

/** An Istanbul wall-clock time (UTC+3) as a Date. */
const istanbul = (date: string, time = '14:00') => new Date(`${date}T${time}:00+03:00`);
/** The end of an Istanbul calendar day. */
const endOf = (date: string) => new Date(`${date}T23:59:59.999+03:00`);

describe('the bank transfer deadline', () => {
  it('is the end of the next weekday in Istanbul, whatever the UTC date', () => {
    expect(bankTransferDeadline(istanbul('2026-11-25'))).toEqual(endOf('2026-11-26'));
    // Friday evening and Saturday wait for Monday.
    expect(bankTransferDeadline(istanbul('2026-11-27', '23:30'))).toEqual(endOf('2026-11-30'));
    expect(bankTransferDeadline(istanbul('2026-11-28'))).toEqual(endOf('2026-11-30'));
    // 00:30 on Thursday in Istanbul is still Wednesday in UTC: Istanbul's calendar decides.
    expect(bankTransferDeadline(istanbul('2026-11-26', '00:30'))).toEqual(endOf('2026-11-27'));
  });

  it('skips the days the banks are closed', () => {
    const closed = (day: Date) => day.toISOString().startsWith('2026-11-26');
    expect(bankTransferDeadline(istanbul('2026-11-25'), closed)).toEqual(endOf('2026-11-27'));
  });

  it('knows Türkiye’s public holidays, fixed and lunar, and keeps an eve a working day', () => {
    // Republic Day, Thursday 29 October 2026.
    expect(bankTransferDeadline(istanbul('2026-10-28'), isBankHoliday)).toEqual(endOf('2026-10-30'));
    // The Feast of Sacrifice, Wednesday 27 to Saturday 30 May 2026: an order on its eve waits for Monday.
    expect(bankTransferDeadline(istanbul('2026-05-26'), isBankHoliday)).toEqual(endOf('2026-06-01'));
    // Its eve (26 May) itself is a working day.
    expect(bankTransferDeadline(istanbul('2026-05-25'), isBankHoliday)).toEqual(endOf('2026-05-26'));
    expect(isBankHoliday(new Date('2026-03-20T00:00:00Z'))).toBe(true);
    expect(isBankHoliday(new Date('2026-11-25T00:00:00Z'))).toBe(false);
  });
});
