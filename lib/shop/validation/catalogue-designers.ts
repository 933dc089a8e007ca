import { id, languageId, version } from './common';
import { issue, yup } from './yup';
import { SLUG_PATTERN } from './catalogue-editing';

/** A logo the shop's own upload pipeline stored for designers (catalogue-image-upload, target designerLogo). */
export const DESIGNER_LOGO_PATTERN = /^\/media\/uploads\/designerLogo\/[0-9a-f-]{36}\/\d+\.webp$/;

export const catalogueDesignersSchema = yup.object({ LanguageId: languageId() });

export const catalogueDesignerSchema = yup.object({ LanguageId: languageId(), DesignerId: id().required() });

export const catalogueDesignerSaveSchema = yup.object({
  LanguageId: languageId(),
  DesignerId: id().required(),
  /** The version the form was loaded at: a save from an older one is a 409. */
  Version: version().required(),
  Name: yup.string().trim().min(2).max(120).required(),
  /** Empty follows the name; a set one must be free among the designers. */
  Slug: yup.string().trim().max(120).matches(SLUG_PATTERN, { message: issue('slug'), excludeEmptyString: true }).default(''),
  DescriptionTr: yup.string().max(100_000).default(''),
  DescriptionEn: yup.string().max(100_000).default(''),
  /** The logo kept as it is, a new upload's path, or empty for none; the service checks a changed one. */
  Logo: yup.string().trim().max(300).default(''),
  IsActive: yup.boolean().default(true),
});
export type CatalogueDesignerSave = yup.InferType<typeof catalogueDesignerSaveSchema>;
