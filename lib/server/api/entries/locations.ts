import { yup } from '@/lib/shop/validation/yup';
import { countryId, id, languageId } from '@/lib/shop/validation/common';
import { countryList } from '../../services/cargo-zones';
import { currencyOf } from '../../services/localized';
import { listCities, listDistricts } from '../../services/locations';
import { endpoint } from '../endpoint';
import { TAGS } from '../../cache/tags';

/** City and district lists of the address and application forms (spec 02 §3, §7); Turkish names in both languages. */
export const locationEntries = {
  'get-city-list': endpoint({
    input: yup.object({ CountryId: countryId() }),
    auth: 'public',
    cacheTags: [TAGS.layout],
    handler: async ({ CountryId }, { db }) => ({ cityList: await listCities(db, CountryId) }),
  }),
  /** Issue 20: every country with its cargo zone (none: not shipped to), and the zones' rates in the caller's currency. */
  'get-country-list': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.layout, TAGS.cargo],
    handler: async (_input, { db, locale }) => countryList(db, currencyOf(locale)),
  }),
  'get-district-list': endpoint({
    input: yup.object({ CityId: id().required() }),
    auth: 'public',
    cacheTags: [TAGS.layout],
    handler: async ({ CityId }, { db }) => ({ districtList: await listDistricts(db, CityId) }),
  }),
};
