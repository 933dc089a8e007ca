import type { Locale } from '@/lib/shop/locale';

/** Picks the column of the caller's language from a row with `<name>Tr` / `<name>En` pairs. */
export function pick<K extends string, R extends Record<`${K}Tr` | `${K}En`, unknown>>(row: R, name: K, locale: Locale): R[`${K}Tr`] {
  return (locale === 'tr' ? row[`${name}Tr`] : row[`${name}En`]) as R[`${K}Tr`];
}

/** Currency follows the language: TL for Turkish, $ otherwise (spec 01 §1). */
export type Currency = 'TRY' | 'USD';
export const currencyOf = (locale: Locale): Currency => (locale === 'tr' ? 'TRY' : 'USD');
