/**
 * Instalments (spec 02 §9): no instalment (0) or 2 to 12; the surcharge is 3.77 % for 2 and 0.99 %
 * more for each instalment above 2, applied to the product total after the discount (cargo is not
 * spread over instalments). Money stays in integer minor units throughout.
 */
export const INSTALLMENT_COUNTS = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export type InstallmentCount = (typeof INSTALLMENT_COUNTS)[number];

/** The nine Turkish card programmes shown as the grid's columns (spec 02 §9). */
export const CARD_FAMILIES = ['Axess', 'Bonus', 'Maximum', 'World', 'CardFinans', 'Paraf', 'Advantage', 'Combo', 'Bankkart'] as const;

export type CardFamily = (typeof CARD_FAMILIES)[number];

export const isInstallmentCount = (value: number): value is InstallmentCount => (INSTALLMENT_COUNTS as readonly number[]).includes(value);

/** The surcharge in basis points (1/100 of a percent): 0 for 0, 377 + 99 × (n − 2) from 2 on. */
export function surchargeBasisPoints(count: number): number {
  if (!isInstallmentCount(count)) throw new RangeError(`No instalment plan of ${count}`);
  return count === 0 ? 0 : 377 + 99 * (count - 2);
}

/** a / b rounded half up, for non-negative integers, without floating point. */
const divideHalfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

export interface InstallmentPlan {
  surcharge: number;
  total: number;
  /** One instalment; for no instalment, the whole total. */
  monthly: number;
}

/**
 * The plan for `productTotal` (after the discount) in `count` instalments. The surcharge is
 * productTotal × basis points / 10 000 rounded half up to the minor unit; the monthly amount is
 * the total / count rounded half up, so count × monthly may differ from the total by under one
 * minor unit per instalment — the total is what is charged.
 */
export function installmentPlan(productTotal: number, count: number): InstallmentPlan {
  if (!Number.isSafeInteger(productTotal) || productTotal < 0) throw new RangeError('A product total is a non-negative integer of minor units');
  const surcharge = divideHalfUp(productTotal * surchargeBasisPoints(count), 10_000);
  const total = productTotal + surcharge;
  return { surcharge, total, monthly: count === 0 ? total : divideHalfUp(total, count) };
}
