import { MAX_DESIGNERS } from '../category-listing';
import { CATALOG_PRICE_RANGE, DEFAULT_SORT, PAGE_SIZE, SORT_VALUES, toMinor } from '../listing';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../route-params';
import { MAX_ID } from './common';
import { issue, yup } from './yup';

/** Spec 02 §9: the category slider takes 10 (the fashion page asks for them all). */
export const CATEGORY_SLIDER_TAKE = 10;

/** Prices travel in minor units of the page's currency (kuruş for LanguageId 1, cents for 2), up to 10000 TL / $. */
export const catalogPrice = () => yup.number().integer().min(0).max(toMinor(CATALOG_PRICE_RANGE.limit));

/** Spec 01 §9 sort codes. */
export const orderBy = () => yup.number().integer().oneOf([...SORT_VALUES]).default(DEFAULT_SORT);
export const take = () => yup.number().integer().min(1).max(PAGE_SIZE).default(PAGE_SIZE);
/** Far past any catalogue; a larger offset is junk that would only make the database count. */
export const skip = () => yup.number().integer().min(0).max(1_000_000).default(0);

/** designerListString: designer ids joined by commas ("3,17"), empty or null for every designer. */
export const designerListString = () =>
  yup
    .string()
    .trim()
    .max(MAX_DESIGNERS * 11)
    .nullable()
    .default(null)
    .test('designer-ids', issue('type'), (value) => !value || (/^\d{1,10}(,\d{1,10})*$/.test(value) && value.split(',').every((id) => Number(id) >= 1 && Number(id) <= MAX_ID)));

/** The ids of a valid designerListString, without repeats. */
export const designerIdsOf = (value: string | null | undefined): number[] => (value ? [...new Set(value.split(',').map(Number))] : []);

/** A record's slug as it stands in an address: lower-case letters and digits joined by single hyphens. */
export const slug = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .max(MAX_SLUG_LENGTH)
    .matches(SLUG_PATTERN, { message: issue('type') })
    .required();

/** The listing filter both listing calls take (spec 01 §7): sort, price range, designers, the three flags, page. */
export const listingFilterFields = () => ({
  OrderBy: orderBy(),
  MinPrice: catalogPrice().default(0),
  // The top of the range (10000) or null: no upper bound.
  MaxPrice: catalogPrice().nullable().default(null),
  designerListString: designerListString(),
  Take: take(),
  Skip: skip(),
  IsOnlyDiscounted: yup.boolean().default(false),
  IsOnlyStock: yup.boolean().default(false),
  IsOnlyFreeCargo: yup.boolean().default(false),
});
