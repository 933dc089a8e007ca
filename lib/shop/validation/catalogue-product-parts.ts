import { parseSku } from '../sku';
import { OPTION_SEPARATOR } from '../product-options';
import { issue, yup } from './yup';

/** Spec 01 §3's variation types: 1 dropdown, 2 colour swatch, 3 photo swatch. */
export const VARIATION_TYPES = [1, 2, 3] as const;
export const MAX_OPTIONS = 30;
export const MAX_LINKED = 12;

/** Option names as the spec's one `^`-separated text; empty pieces (a trailing `^`) are dropped. */
export const optionNames = (text: string) =>
  text
    .split(OPTION_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);

/** Linked products as the editor types them: SKUs (`VT-12`) separated by commas or spaces. */
export const linkedProductIds = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((sku) => parseSku(sku)?.productId ?? null);

const options = () =>
  yup
    .string()
    .trim()
    .max(2000)
    .default('')
    .test({ name: 'max', message: issue('tooMany'), params: { max: MAX_OPTIONS }, test: (value) => optionNames(value ?? '').length <= MAX_OPTIONS });

/**
 * The product form's fields beyond texts, prices and stock: how its variations are offered (type
 * and the label above them), its option list with its label, SEO title and description per
 * language, and the products linked from its page. Saved with the form, under its version.
 */
export const productPartsFields = {
  VariationType: yup.number().integer().oneOf([...VARIATION_TYPES]).default(1),
  VariationNameTr: yup.string().trim().max(80).default(''),
  VariationNameEn: yup.string().trim().max(80).default(''),
  OptionListNameTr: yup.string().trim().max(80).default(''),
  OptionListNameEn: yup.string().trim().max(80).default(''),
  /** The options in Turkish and in English, `^`-separated, one for one. */
  OptionsTr: options(),
  OptionsEn: options().test({
    name: 'optionsMatch',
    message: issue('optionsMatch'),
    test: (value, context) => optionNames(value ?? '').length === optionNames(String((context.parent as Record<string, unknown>).OptionsTr ?? '')).length,
  }),
  SeoTitleTr: yup.string().trim().max(120).default(''),
  SeoTitleEn: yup.string().trim().max(120).default(''),
  SeoDescriptionTr: yup.string().trim().max(300).default(''),
  SeoDescriptionEn: yup.string().trim().max(300).default(''),
  LinkedSkus: yup
    .string()
    .trim()
    .max(400)
    .default('')
    .test({ name: 'sku', message: issue('sku'), test: (value) => linkedProductIds(value ?? '').every((productId) => productId !== null) })
    .test({ name: 'max', message: issue('tooMany'), params: { max: MAX_LINKED }, test: (value) => linkedProductIds(value ?? '').length <= MAX_LINKED }),
};
