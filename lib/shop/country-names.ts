import { COUNTRY_CODES, TURKEY } from './countries';

const names = new Map<string, Intl.DisplayNames>();
const displayNames = (locale: 'tr' | 'en') => {
  let found = names.get(locale);
  if (!found) names.set(locale, (found = new Intl.DisplayNames([locale], { type: 'region' })));
  return found;
};

/** A country's name in the page's language (Intl.DisplayNames): "Almanya" / "Germany". */
export const countryName = (code: string, locale: 'tr' | 'en') => displayNames(locale).of(code) ?? code;

/** The country select's options: Türkiye first, then every other country in the page language's alphabetical order. */
export function countryOptions(locale: 'tr' | 'en', codes: readonly string[] = COUNTRY_CODES): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  const others = codes.filter((code) => code !== TURKEY.code).map((code) => ({ code, name: countryName(code, locale) }));
  others.sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: TURKEY.code, name: countryName(TURKEY.code, locale) }, ...others];
}
