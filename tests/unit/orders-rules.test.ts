/** @jest-environment node */
import { isTurkishIban, maskedIban, normalizeIban } from '@/lib/shop/iban';
import { canMove, isOrderStatus, ORDER_STATUS, REFUNDABLE_STATUSES, refundOffered, statesBefore, statusTone, type OrderStatus } from '@/lib/shop/orders/status';
import { refundRequestSchema } from '@/lib/shop/validation/orders';

const ALL = Object.values(ORDER_STATUS) as OrderStatus[];

describe('order status rules (spec 02 §4)', () => {
  it('offers a refund only for paid orders not yet in a refund or refused state', () => {
    expect(ALL.filter(refundOffered)).toEqual([2, 3, 4, 5]);
    expect(REFUNDABLE_STATUSES).toEqual([2, 3, 4, 5]);
    for (const status of [6, 8, 9, 10, 11] as const) expect(refundOffered(status)).toBe(false);
    // Awaiting payment has nothing to refund; a requested refund is already on its way.
    expect(refundOffered(1)).toBe(false);
    expect(refundOffered(7)).toBe(false);
  });

  it('moves into "refund requested" only from the states that offer a refund', () => {
    expect(statesBefore(ORDER_STATUS.refundRequested).sort()).toEqual([...REFUNDABLE_STATUSES].sort());
    expect(canMove(5, 7)).toBe(true);
    expect(canMove(7, 8)).toBe(true);
    expect(canMove(7, 11)).toBe(true);
    expect(canMove(6, 2)).toBe(false);
    expect(canMove(11, 7)).toBe(false);
    expect(canMove(1, 7)).toBe(false);
  });

  it('styles 6, 9, 10 and 11 negative, 4 distinct, the rest normal', () => {
    expect(ALL.filter((status) => statusTone(status) === 'negative')).toEqual([6, 9, 10, 11]);
    expect(ALL.filter((status) => statusTone(status) === 'shipped')).toEqual([4]);
    expect(statusTone(2)).toBe('normal');
  });

  it('knows its own states only', () => {
    expect(isOrderStatus(11)).toBe(true);
    expect(isOrderStatus(0)).toBe(false);
    expect(isOrderStatus(12)).toBe(false);
  });
});

describe('Turkish IBAN (ISO 13616 mod-97)', () => {
  it('accepts a valid one however it is typed', () => {
    expect(isTurkishIban('TR330006100519786457841326')).toBe(true);
    expect(isTurkishIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(normalizeIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
  });

  it('refuses a bad checksum, a wrong length, letters, another country and nothing', () => {
    expect(isTurkishIban('TR340006100519786457841326')).toBe(false);
    expect(isTurkishIban('TR33000610051978645784132')).toBe(false);
    expect(isTurkishIban('TR3300061005197864578413266')).toBe(false);
    expect(isTurkishIban('TR33ABCD100519786457841326')).toBe(false);
    expect(isTurkishIban('DE89370400440532013000')).toBe(false);
    expect(isTurkishIban('')).toBe(false);
  });

  it('shows an account back by its ends only', () => {
    expect(maskedIban('TR330006100519786457841326')).toBe('TR33 **** **** **** **** 8413 26');
  });

  it('is checked by the refund form’s schema on both sides, sent without spaces', async () => {
    const valid = { OrderId: 4, RefundName: ' Deniz Kaya ', RefundIban: 'TR33 0006 1005 1978 6457 8413 26', RefundNote: 'Beden olmadı.' };
    await expect(refundRequestSchema.validate(valid)).resolves.toMatchObject({ RefundName: 'Deniz Kaya', RefundIban: 'TR330006100519786457841326' });
    await expect(refundRequestSchema.validateAt('RefundIban', { ...valid, RefundIban: 'TR34 0006 1005 1978 6457 8413 26' })).rejects.toMatchObject({ errors: [expect.objectContaining({ key: 'iban' })] });
    await expect(refundRequestSchema.validateAt('RefundIban', { ...valid, RefundIban: '' })).rejects.toMatchObject({ errors: [expect.objectContaining({ key: 'required' })] });
  });
});
