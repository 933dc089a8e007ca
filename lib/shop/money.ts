/** Prices travel as integer minor units (kuruş / cents); only the final display divides by 100. */
export type Currency = 'TRY' | 'USD';

const turkish = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Spec 01 §1: TL for Turkish, $ otherwise, always 2 decimals — "1.234,50 TL" / "$1,234.50".
 * The shop writes "TL" after the number (as Turkish receipts do) rather than Intl's "₺" prefix.
 */
export function formatMoney(minorUnits: number, currency: Currency): string {
  const amount = minorUnits / 100;
  return currency === 'TRY' ? `${turkish.format(amount)} TL` : dollars.format(amount);
}

/** Spec 01 §1: prices on a Turkish page are in TL, on any other in $. */
export const currencyOfLocale = (locale: 'tr' | 'en'): Currency => (locale === 'tr' ? 'TRY' : 'USD');

/** How a price filter names its currency ("TL" / "$"). */
export const currencyLabel = (currency: Currency) => (currency === 'TRY' ? 'TL' : '$');

/** An amount as an operator types it ("1299.90", "1299,9", "1299"): minor units, exactly, never through a float; null when it is not one. */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** The charged currency as people name it, in the page's language: "US Dollar (USD)", "Türk Lirası (TRY)". */
export const currencyName = (currency: Currency, locale: 'tr' | 'en') =>
  `${new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency} (${currency})`;
