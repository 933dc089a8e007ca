import type { Random } from '@/lib/server/random';

export interface Prices {
  priceTry: number;
  salePriceTry: number;
  priceUsd: number;
  salePriceUsd: number;
}

/** Rough lira per dollar for the separate USD price list. */
const LIRA_PER_DOLLAR = 35;

/** A shelf price in whole lira: rounded to 50, or just under the next hundred (…90). */
export function shelfLira(random: Random, lira: number): number {
  const rounded = random.chance(0.45) ? Math.ceil(lira / 100) * 100 - 10 : Math.round(lira / 50) * 50;
  return Math.max(150, rounded);
}

/** A price drawn log-uniformly from a range, so cheap and dear items both appear. */
export function drawLira(random: Random, [min, max]: readonly [number, number]): number {
  return shelfLira(random, Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))));
}

/** Both currencies in minor units (kuruş, cents); the dollar price ends in .00 or .90. */
export function pricesFor(random: Random, lira: number, discount: number): Prices {
  const dollars = Math.max(5, Math.round(lira / LIRA_PER_DOLLAR));
  const priceTry = lira * 100;
  const priceUsd = random.chance(0.5) ? dollars * 100 - 10 : dollars * 100;
  const sale = (price: number) => Math.round((price * (100 - discount)) / 100);
  return { priceTry, salePriceTry: sale(priceTry), priceUsd, salePriceUsd: sale(priceUsd) };
}
