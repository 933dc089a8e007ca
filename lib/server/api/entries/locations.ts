import { yup } from '@/lib/shop/validation/yup';
import { countryId, id } from '@/lib/shop/validation/common';
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
  'get-district-list': endpoint({
    input: yup.object({ CityId: id().required() }),
    auth: 'public',
    cacheTags: [TAGS.layout],
    handler: async ({ CityId }, { db }) => ({ districtList: await listDistricts(db, CityId) }),
  }),
};
