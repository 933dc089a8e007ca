import { id, languageId, optionalId, version } from './common';
import { issue, yup } from './yup';
import { SLUG_PATTERN } from './catalogue-editing';

const slug = () => yup.string().trim().max(120).matches(SLUG_PATTERN, { message: issue('slug'), excludeEmptyString: true }).default('');

export const catalogueCategoriesSchema = yup.object({ LanguageId: languageId() });

export const catalogueCategorySchema = yup.object({ LanguageId: languageId(), CategoryId: id().required() });

export const catalogueCategorySaveSchema = yup.object({
  LanguageId: languageId(),
  CategoryId: id().required(),
  /** The version the form was loaded at: a save from an older one is a 409. */
  Version: version().required(),
  NameTr: yup.string().trim().min(2).max(120).required(),
  NameEn: yup.string().trim().min(2).max(120).required(),
  /** Empty follows the name; a set one must be free among the category's siblings (addresses nest under the parent). */
  SlugTr: slug(),
  SlugEn: slug(),
  DescriptionTr: yup.string().max(100_000).default(''),
  DescriptionEn: yup.string().max(100_000).default(''),
  IsActive: yup.boolean().default(true),
});
export type CatalogueCategorySave = yup.InferType<typeof catalogueCategorySaveSchema>;

/** One step up or down among its siblings; the version guards against moving from a stale tree. */
export const catalogueCategoryMoveSchema = yup.object({
  LanguageId: languageId(),
  CategoryId: id().required(),
  Version: version().required(),
  Direction: yup.string().oneOf(['up', 'down'] as const).required(),
});

/** The categories a product is filed under: every listing it shows in follows them. */
export const catalogueProductCategoriesSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  /** The filing's own version (CategoriesVersion), apart from the product form's. */
  Version: version().required(),
  CategoryIds: yup.array(id().required()).min(1).max(20).required(),
});

/** A new category under a parent (none: top level); its slugs follow the names, free among its siblings. */
/** A parent chosen from a list whose first choice ("none") is empty. */
const parentId = () => optionalId().transform((value: number, original: unknown) => (original === '' ? null : value));

export const catalogueCategoryCreateSchema = yup.object({
  LanguageId: languageId(),
  ParentId: parentId(),
  NameTr: yup.string().trim().min(2).max(120).required(),
  NameEn: yup.string().trim().min(2).max(120).required(),
});
export type CatalogueCategoryCreate = yup.InferType<typeof catalogueCategoryCreateSchema>;

/** Deletes an empty category (no subcategories, no products). */
export const catalogueCategoryDeleteSchema = yup.object({ LanguageId: languageId(), CategoryId: id().required(), Version: version().required() });

/** Moves a category under another parent (none: top level), never under itself or its own subtree. */
export const catalogueCategoryParentSchema = yup.object({
  LanguageId: languageId(),
  CategoryId: id().required(),
  Version: version().required(),
  ParentId: parentId(),
});
