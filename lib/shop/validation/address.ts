import { chosen, id, languageId, phone } from './common';
import { issue, yup } from './yup';

/** A label such as "Ev" or "İş": short enough for a card's heading and a checkout choice. */
export const ADDRESS_TITLE_MAX = 50;
export const ADDRESS_NAME_MAX = 100;
/** Street, building, door: a long Turkish address fits with room to spare. */
export const ADDRESS_DESCRIPTION_MAX = 400;

/** Turkish postcodes are five digits; the field may stay empty (spec 02 §3 Zip). */
export const zip = () =>
  yup
    .string()
    .trim()
    .matches(/^\d{5}$/, { message: issue('zip'), excludeEmptyString: true })
    .default('');

/**
 * An address of the address book (spec 02 §3 "On creation"; §5: the fields are required, and a city
 * and a district must be chosen, with the spec's own messages). The district must also be one of the
 * city's and the city one of Türkiye's, which only the server can check. The spec's body fields
 * `CurrentUser` / `CurrenUser` are not named: the session says whose address it is, and the
 * dispatcher drops what a schema does not name.
 */
const addressFields = {
  LanguageId: languageId(),
  Title: yup.string().trim().required().max(ADDRESS_TITLE_MAX),
  NameSurname: yup.string().trim().required().min(2).max(ADDRESS_NAME_MAX),
  City: chosen(id(), 'cityNotChosen'),
  District: chosen(id(), 'districtNotChosen'),
  Description: yup.string().trim().required().max(ADDRESS_DESCRIPTION_MAX),
  Phone: phone().required(),
  Zip: zip(),
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
