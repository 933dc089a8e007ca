import { id, languageId } from './common';
import { addressPhone, cityName, countryField, postalCode, region, turkishPlace } from './place';
import { yup } from './yup';

/** A label such as "Ev" or "İş": short enough for a card's heading and a checkout choice. */
export const ADDRESS_TITLE_MAX = 50;
export const ADDRESS_NAME_MAX = 100;
/** Street, building, door: a long Turkish address fits with room to spare. */
export const ADDRESS_DESCRIPTION_MAX = 400;

/**
 * An address of the address book (spec 02 §3 "On creation"; §5: the fields are required, and a city
 * and a district must be chosen, with the spec's own messages). Its country (issue 20, Türkiye when
 * not given) decides the rest: Türkiye's city and district from the lists (the district one of the
 * city's, which only the server can check), elsewhere a typed city, a region and a postal code of
 * the country's format; the phone of any country, stored in E.164. Whether the shop ships there is
 * the database's (cargo zones), judged by the server. The spec's body fields `CurrentUser` /
 * `CurrenUser` are not named: the session says whose address it is, and the dispatcher drops what
 * a schema does not name.
 */
const addressFields = {
  LanguageId: languageId(),
  CountryId: countryField(),
  Title: yup.string().trim().required().max(ADDRESS_TITLE_MAX),
  NameSurname: yup.string().trim().required().min(2).max(ADDRESS_NAME_MAX),
  City: turkishPlace('CountryId', 'cityNotChosen'),
  District: turkishPlace('CountryId', 'districtNotChosen'),
  CityName: cityName('CountryId'),
  Region: region(),
  Description: yup.string().trim().required().max(ADDRESS_DESCRIPTION_MAX),
  Phone: addressPhone('CountryId').required(),
  Zip: postalCode('CountryId'),
};

/** /add-address and the address modal's add mode. */
export const addressSchema = yup.object(addressFields);

/** /update-address and the modal's edit mode: the same fields and the address's Id. */
export const updateAddressSchema = yup.object({ ...addressFields, Id: id().required() });

/** /remove-address. */
export const removeAddressSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

/** /get-addresses: the session names the member. */
export const addressListSchema = yup.object({ LanguageId: languageId() });

export type AddressInput = yup.InferType<typeof addressSchema>;
