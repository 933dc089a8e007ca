import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Postal codes by country (postcode-validator's formats). Türkiye's five digits may stay empty, as
 * before (spec 02 §3 Zip); a country with a known format needs one that fits it; a country without
 * postal codes (or without a known format) takes any short text or none.
 */
export const postalCodeRequired = (country: string) => country !== 'TR' && postcodeValidatorExistsForCountry(country);

export function postalCodeFits(country: string, value: string): boolean {
  if (!value) return !postalCodeRequired(country);
  if (country === 'TR') return /^\d{5}$/.test(value);
  return postcodeValidatorExistsForCountry(country) ? postcodeValidator(value, country) : value.length <= 20;
}
