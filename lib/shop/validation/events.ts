import { parseAmount } from '../money';
import { SLUG_PATTERN } from './catalogue-editing';
import { id, languageId } from './common';
import { CONTENT_LINK_PATTERN } from './home-content';
import { instant, moveSchema, recordIdentity } from './editing';
import { issue, yup } from './yup';

/*
 * The editor's arts & workshops, collaborations and fashion tiles (issue 23): one list, order and
 * remove shape for the three kinds, a save schema per kind shared by the form and its registry
 * entry. Dates arrive as ISO instants (the form reads the shop's time), fees as exact decimals.
 */

export const EVENT_KINDS = ['workshop', 'collaboration', 'fashion'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The kinds a list orders by hand; workshops follow their publish date (and the featured one). */
export const ORDERED_EVENT_KINDS = ['collaboration', 'fashion'] as const;

/** Pictures the shop's own upload pipeline stored for these screens (catalogue-image-upload). */
export const EVENT_PHOTO_PATTERN = /^\/media\/uploads\/(workshop|collaboration|fashion)\/[0-9a-f-]{36}\/\d+\.webp$/;

const text = (max: number, required = true) => (required ? yup.string().trim().min(2).max(max).required() : yup.string().trim().max(max).default(''));
const richText = () => yup.string().trim().min(20).max(200_000).required();
const slug = () => yup.string().trim().max(120).matches(SLUG_PATTERN, { message: issue('slug'), excludeEmptyString: true }).default('');
/** A picture kept as it was or one the upload pipeline stored; the service checks a changed one. */
const photo = () => yup.string().trim().max(300).required();

/** A fee as the editor types it ("1250", "19.90"): at most two decimals, never negative; empty is no fee. */
const fee = () =>
  yup
    .string()
    .trim()
    .transform((value: string, original: unknown) => (original === null ? '' : value))
    .default('')
    .test('amount', issue('amount'), (value) => !value || parseAmount(value) !== null);


export const eventListSchema = yup.object({ LanguageId: languageId(), Kind: yup.string().required().oneOf([...EVENT_KINDS]) });

/** One record of a kind whose call names it (a read; a fashion tile's delete). */
export const eventRecordSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

export const eventMoveSchema = moveSchema(ORDERED_EVENT_KINDS);

export const workshopSaveSchema = yup.object({
  ...recordIdentity,
  TitleTr: text(200),
  TitleEn: text(200),
  SubtitleTr: text(300, false),
  SubtitleEn: text(300, false),
  /** Empty follows the title; addresses carry the id, so two records may share one. */
  SlugTr: slug(),
  SlugEn: slug(),
  DescriptionTr: richText(),
  DescriptionEn: richText(),
  CoverPhoto: photo(),
  IsWorkshop: yup.boolean().default(true),
  /** Each currency's fee on its own: the Turkish page shows TL, the English one $. */
  FeeTry: fee(),
  FeeUsd: fee(),
  StartsAt: instant(),
  /** Not before the start. */
  EndsAt: instant().test('date', issue('endsBeforeStart'), function endsAfterStart(value) {
    const starts = (this.parent as { StartsAt?: string }).StartsAt;
    return !value || !starts || Number.isNaN(Date.parse(starts)) || Date.parse(value) >= Date.parse(starts);
  }),
  /** When it is listed; empty means now (or unchanged). */
  PublishedAt: instant(),
  IsFeatured: yup.boolean().default(false),
  IsActive: yup.boolean().default(true),
});
export type WorkshopSaveInput = yup.InferType<typeof workshopSaveSchema>;

export const collaborationSaveSchema = yup.object({
  ...recordIdentity,
  DesignerId: id().required(),
  TitleTr: text(200),
  TitleEn: text(200),
  SlugTr: slug(),
  SlugEn: slug(),
  DescriptionTr: richText(),
  DescriptionEn: richText(),
  CoverPhoto: photo(),
  IsActive: yup.boolean().default(true),
});
export type CollaborationSaveInput = yup.InferType<typeof collaborationSaveSchema>;

export const fashionTileSaveSchema = yup.object({
  ...recordIdentity,
  TitleTr: text(200),
  TitleEn: text(200),
  /** Where the tile leads: a path of the shop or a full http(s) address. */
  ButtonUrl: yup.string().trim().max(500).required().matches(CONTENT_LINK_PATTERN, { message: issue('url') }),
  CoverPhoto: photo(),
  IsWidePhoto: yup.boolean().default(false),
});
export type FashionTileSaveInput = yup.InferType<typeof fashionTileSaveSchema>;
