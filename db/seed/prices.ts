import type { Random } from '@/lib/server/random';

export interface Prices {
  priceTry: number;
  salePriceTry: number;
  priceUsd: number;
  salePriceUsd: number;
}

/** Rough lira per dollar for the separate USD price list. */
const LIRA_PER_DOLLAR = 35;

/** A fixed fee in whole lira as both price lists hold it (minor units): the dollar fee rounded to a whole five. */
export const feeMinor = (lira: number) => ({ try: lira * 100, usd: Math.max(5, Math.round(lira / LIRA_PER_DOLLAR / 5) * 5) * 100 });

/** A shelf price in whole lira: rounded to 50, or just under the next hundred (…90). */
export function shelfLira(random: Random, lira: number): number {
  const rounded = random.chance(0.45) ? Math.ceil(lira / 100) * 100 - 10 : Math.round(lira / 50) * 50;
  return Math.max(150, rounded);
}

/** A price drawn log-uniformly from a range, so cheap and dear items both appear. */
export function drawLira(random: Random, [min, max]: readonly [number, number]): number {
  return shelfLira(random, Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))));
}

/** Minor units ending like a shop's price tag: …,00, …,50 or …,90. */
const ENDINGS = [0, 50, 90] as const;

/** The shop-like price (…,00 / …,50 / …,90) nearest to `minor`, never zero. */
export function shopRound(minor: number): number {
  const whole = Math.floor(minor / 100) * 100;
  const candidates = [whole - 10, ...ENDINGS.map((ending) => whole + ending), whole + 100].filter((value) => value > 0);
  return candidates.reduce((best, value) => (Math.abs(value - minor) < Math.abs(best - minor) ? value : best));
}

/** The whole percentage a shopper sees for a list and a sale price. */
export const percentOff = (price: number, sale: number) => Math.round(((price - sale) * 100) / price);

export interface PricedDiscount extends Prices {
  /** Recomputed from the rounded lira prices, so the badge matches the tags. */
  discountPercentage: number;
}

/**
 * Both currencies in minor units (kuruş, cents); the dollar price ends in .00 or .90 and sale
 * prices end like a shop's (…,90 / …,50 / …,00).
 */
export function pricesFor(random: Random, lira: number, discount: number): PricedDiscount {
  const dollars = Math.max(5, Math.round(lira / LIRA_PER_DOLLAR));
  const priceTry = lira * 100;
  const priceUsd = random.chance(0.5) ? dollars * 100 - 10 : dollars * 100;
  if (discount <= 0) return { priceTry, salePriceTry: priceTry, priceUsd, salePriceUsd: priceUsd, discountPercentage: 0 };
  const salePriceTry = Math.min(priceTry - 10, shopRound((priceTry * (100 - discount)) / 100));
  const discountPercentage = percentOff(priceTry, salePriceTry);
  // The dollar tag follows the percentage the badge shows.
  const salePriceUsd = Math.min(priceUsd - 10, shopRound((priceUsd * (100 - discountPercentage)) / 100));
  return { priceTry, salePriceTry, priceUsd, salePriceUsd, discountPercentage };
}
