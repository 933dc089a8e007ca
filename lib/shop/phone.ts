import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A phone as people type it, in E.164 (`+905321234567`), or null when it is not a valid number. A
 * number without its calling code is read as one of `country` (the address's): `0532 123 45 67` in
 * Türkiye, `030 1234567` in Germany.
 */
export function toE164(value: string, country: string | undefined): string | null {
  const parsed = parsePhoneNumberFromString(value, country as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** Spec 01 §5: a Turkish number reads `+90 (532) 123 45 67`; any other as its country writes it internationally. */
export function phoneDisplay(stored: string): string {
  const turkish = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(stored);
  if (turkish) return `+90 (${turkish[1]}) ${turkish[2]} ${turkish[3]} ${turkish[4]}`;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/** The country a stored number belongs to and its national part, to fill a phone field again. */
export function phoneParts(stored: string, fallbackCountry: string): { country: string; national: string } {
  const parsed = parsePhoneNumberFromString(stored, fallbackCountry as CountryCode);
  if (!parsed) return { country: fallbackCountry, national: stored.replace(/^\+\d*/, '') };
  return { country: parsed.country ?? fallbackCountry, national: parsed.nationalNumber };
}

/** Whether a country has a calling code of its own (Antarctica, Bouvet Island and a few other territories have none). */
export const hasCallingCode = (country: string) => isSupportedCountry(country);

/** `+44` for GB: the calling code a phone field shows beside the number (Türkiye's for a country without one). */
export const callingCode = (country: string) => `+${getCountryCallingCode((hasCallingCode(country) ? country : 'TR') as CountryCode)}`;
