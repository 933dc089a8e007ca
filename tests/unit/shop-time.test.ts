import { instantOfWallClock, wallClockOf } from '@/lib/shop/shop-time';

/* The back-office's date inputs are read in the shop's time (Europe/Istanbul, UTC+3), whatever the operator's zone. */
it('reads a wall-clock value in Istanbul time, with or without seconds', () => {
  expect(instantOfWallClock('2026-11-26T18:00')).toBe('2026-11-26T15:00:00.000Z');
  expect(instantOfWallClock('2026-11-26T18:00:42')).toBe('2026-11-26T15:00:42.000Z');
  expect(instantOfWallClock('')).toBe('');
  expect(wallClockOf(new Date('2026-11-26T15:00:42Z'))).toBe('2026-11-26T18:00');
});
