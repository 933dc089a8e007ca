import { countryCodeOf, isCountryId, isTurkey, TURKEY } from '../countries';
import { toE164 } from '../phone';
import { postalCodeFits, postalCodeRequired } from '../postal-code';
import { countryId, id } from './common';
import { issue, yup } from './yup';

/** A typed city abroad, and a region, state or province: short lines of an address label. */
export const CITY_NAME_MAX = 100;
export const REGION_MAX = 100;
export const POSTAL_CODE_MAX = 20;

/**
 * Fields of an address that depend on its country (issue 20): Türkiye's city and district from the
 * lists, elsewhere a typed city, a region and a postal code of the country's format, and a phone of
 * any country stored in E.164. `country` names the field holding the address's CountryId; `applies`
 * tells whether the address is being typed at all (a member's checkout picks saved ones instead).
 */
type Applies = (values: unknown[]) => boolean;
const always: Applies = () => true;

/** A CountryId that names a country of ISO 3166-1 (lib/shop/countries.ts); anything else is the field's own 400. */
export const countryField = () => countryId().test('country', issue('country'), (value) => value == null || isCountryId(value));

const codeOf = (country: unknown) => countryCodeOf(country) ?? TURKEY.code;

/** A select's value arrives as text: nothing chosen ('') is "missing", not "not a number". */
const listChoice = () => id().transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value));

/** Türkiye's city or district (a list id): required there; abroad a list's city is refused, never silently kept. */
export const turkishPlace = (country: string, missing: 'cityNotChosen' | 'districtNotChosen', guards: string[] = [], applies: Applies = always) =>
  listChoice().when([country, ...guards], ([place, ...rest], schema) => {
    if (!applies(rest)) return schema.optional();
    return isTurkey(place) ? schema.required(issue(missing)) : schema.optional().test('cityOfCountry', issue('cityOfCountry'), (value) => value == null);
  });

/** The typed city of an address abroad. */
export const cityName = (country: string, guards: string[] = [], applies: Applies = always) =>
  yup
    .string()
    .trim()
    .max(CITY_NAME_MAX)
    .default('')
    .when([country, ...guards], ([place, ...rest], schema) => (applies(rest) && !isTurkey(place) ? schema.required() : schema));

export const region = () => yup.string().trim().max(REGION_MAX).default('');

/** A postal code of the country's format (upper case, as printed on labels); Türkiye's may stay empty. */
export const postalCode = (country: string, guards: string[] = [], applies: Applies = always) =>
  yup
    .string()
    .trim()
    .transform((value: string) => value.toUpperCase())
    .default('')
    .when([country, ...guards], ([place, ...rest], schema) =>
      !applies(rest)
        ? schema.max(POSTAL_CODE_MAX)
        : isTurkey(place)
        ? schema.test('zip', issue('zip'), (value) => postalCodeFits(TURKEY.code, value ?? ''))
        : schema.max(POSTAL_CODE_MAX).test('postalCode', (value, context) => {
            const code = codeOf(place);
            if (!value && postalCodeRequired(code)) return context.createError({ message: issue('required') });
            return postalCodeFits(code, value ?? '') || context.createError({ message: issue('postalCode') });
          }),
    );

/**
 * A phone of any country, stored in E.164 with libphonenumber-js: `+44 20 7946 0958` as typed, or a
 * national number of the address's country (`0532 123 45 67` in Türkiye). Türkiye's keeps its own
 * message (the `(532) 123 45 67` example).
 */
export const addressPhone = (country: string) =>
  yup
    .string()
    .trim()
    .when(country, ([place], schema) =>
      schema
        .transform((value: string) => (value ? (toE164(value, codeOf(place)) ?? value) : value))
        .test('phone', issue(isTurkey(place) ? 'phone' : 'phoneIntl'), (value) => !value || toE164(value, undefined) === value),
    );
