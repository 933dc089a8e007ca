import { id, languageId } from './common';
import { instant, moveSchema, recordIdentity } from './editing';
import { issue, yup } from './yup';

/*
 * The editor's home slider, banners and daily popup (issue 23). One list/order/delete shape for
 * the three kinds; each kind's form has its own save schema. Dates arrive as ISO instants (the form
 * reads the shop's time, lib/shop/shop-time.ts).
 */

export const HOME_CONTENT_KINDS = ['slider', 'banner', 'popup'] as const;
export type HomeContentKind = (typeof HOME_CONTENT_KINDS)[number];

export const BANNER_PLACEMENTS = ['home', 'quote', 'fashion'] as const;
export type BannerPlacementInput = (typeof BANNER_PLACEMENTS)[number];

/** Pictures the shop's own upload pipeline stored for these screens (catalogue-image-upload). */
export const HOME_PHOTO_PATTERN = /^\/media\/uploads\/(slider|banner|popup)\/[0-9a-f-]{36}\/\d+\.webp$/;

/**
 * Where a slide, banner or popup leads: a path of the shop (a category's, a product's; never
 * `//host`, which a browser reads as another site) or a full http(s) address.
 */
export const CONTENT_LINK_PATTERN = /^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/$.?#][^\s]*)$/i;

/** The colour of a slide's text over its picture. */
export const FONT_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

const kind = () => yup.string().required().oneOf([...HOME_CONTENT_KINDS]);

/** From (empty: at once) and until (empty: no end), the end after the start. */
const schedule = {
  StartsAt: instant(),
  EndsAt: instant().test('date', issue('date'), function endsAfterStart(value) {
    const starts = (this.parent as { StartsAt?: string }).StartsAt;
    return !value || !starts || Date.parse(value) > Date.parse(starts);
  }),
};

const text = (max: number, required = true) => (required ? yup.string().trim().max(max).required() : yup.string().trim().max(max).default(''));
const link = (required: boolean) => text(500, required).matches(CONTENT_LINK_PATTERN, { message: issue('url'), excludeEmptyString: true });
/** A picture kept as it was or one the upload pipeline stored; the service checks a changed one. */
const photo = (required: boolean) => text(300, required);


export const homeContentListSchema = yup.object({ LanguageId: languageId(), Kind: kind() });

export const homeContentIdSchema = yup.object({ LanguageId: languageId(), Kind: kind(), Id: id().required() });

export const homeContentMoveSchema = moveSchema(['slider', 'banner'] as const);

export const slideSaveSchema = yup.object({
  ...recordIdentity,
  TitleTr: text(200),
  TitleEn: text(200),
  SubtitleTr: text(300, false),
  SubtitleEn: text(300, false),
  ContinueUrl: link(true),
  IsBlank: yup.boolean().default(false),
  Photo: photo(true),
  MobilePhoto: photo(false),
  FontColor: yup.string().trim().default('#ffffff').matches(FONT_COLOR_PATTERN, { message: issue('type') }),
  ...schedule,
  IsActive: yup.boolean().default(true),
});
export type SlideSaveInput = yup.InferType<typeof slideSaveSchema>;

export const bannerSaveSchema = yup.object({
  ...recordIdentity,
  Placement: yup.string().required().oneOf([...BANNER_PLACEMENTS]),
  TitleTr: text(200),
  TitleEn: text(200),
  DescriptionTr: text(2000, false),
  DescriptionEn: text(2000, false),
  ContinueUrl: link(false),
  Photo: photo(false),
  ...schedule,
  IsActive: yup.boolean().default(true),
});
export type BannerSaveInput = yup.InferType<typeof bannerSaveSchema>;

export const popupSaveSchema = yup.object({
  ...recordIdentity,
  TitleTr: text(200, false),
  TitleEn: text(200, false),
  ButtonTitleTr: text(80),
  ButtonTitleEn: text(80),
  ContinueUrl: link(true),
  Photo: photo(true),
  ...schedule,
  IsActive: yup.boolean().default(true),
});
export type PopupSaveInput = yup.InferType<typeof popupSaveSchema>;
