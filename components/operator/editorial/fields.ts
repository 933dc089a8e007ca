import type { UploadTarget } from '@/lib/shop/images';
import type messages from '@/messages/en.json';

/** A key of a namespace's messages that is a text (not a group). */
type TextKey<N extends 'operatorEditorial' | 'operatorEvents'> = { [K in keyof (typeof messages)[N]]: (typeof messages)[N][K] extends string ? K : never }[keyof (typeof messages)[N]];
/** A label of the `operatorEditorial` messages, or of `operatorEvents` for the fields only workshops, collaborations and fashion tiles have. */
export type Label = TextKey<'operatorEditorial'> | TextKey<'operatorEvents'>;

/**
 * What an editorial form holds, described once per kind of record: the one form (EditorialFields)
 * draws any of them, so a contract, a page, a blog post and a FAQ question are edited alike.
 * `label` is a key of the `operatorEditorial` messages (or `operatorEvents`).
 */
export type FieldSpec =
  | { name: string; kind: 'text'; label: Label; maxLength: number; optional?: boolean; hint?: Label }
  | { name: string; kind: 'textarea'; label: Label; maxLength: number }
  | { name: string; kind: 'rich'; label: Label }
  | { name: string; kind: 'datetime'; label: Label; hint?: Label }
  | { name: string; kind: 'check'; label: Label }
  | { name: string; kind: 'photo'; label: Label; target: UploadTarget }
  | { name: string; kind: 'choices'; label: Label; hint?: Label }
  /** One of the choices (a collaboration's designer). */
  | { name: string; kind: 'select'; label: Label }
  /** Money as an exact decimal ("1250", "54.90"); empty is none. */
  | { name: string; kind: 'amount'; label: Label; hint?: Label }
  /** The about page's film: its labels are the field's own (VideoField). */
  | { name: string; kind: 'video' };

/** A title and a rich text in both languages: contracts, about and the policy pages. */
export const TEXT_PAGE_FIELDS: readonly FieldSpec[] = [
  { name: 'TitleTr', kind: 'text', label: 'titleTr', maxLength: 200 },
  { name: 'TitleEn', kind: 'text', label: 'titleEn', maxLength: 200 },
  { name: 'DescriptionTr', kind: 'rich', label: 'textTr' },
  { name: 'DescriptionEn', kind: 'rich', label: 'textEn' },
];

/** The about page: its title and text, its photograph, and its film (the photograph is the film's poster). */
export const ABOUT_FIELDS: readonly FieldSpec[] = [...TEXT_PAGE_FIELDS, { name: 'PhotoPath', kind: 'photo', label: 'aboutPhoto', target: 'about' }, { name: 'VideoUrl', kind: 'video' }];

export const BLOG_FIELDS: readonly FieldSpec[] = [
  { name: 'TitleTr', kind: 'text', label: 'titleTr', maxLength: 200 },
  { name: 'TitleEn', kind: 'text', label: 'titleEn', maxLength: 200 },
  { name: 'SlugTr', kind: 'text', label: 'slugTr', maxLength: 120, optional: true, hint: 'slugHint' },
  { name: 'SlugEn', kind: 'text', label: 'slugEn', maxLength: 120, optional: true, hint: 'slugHint' },
  { name: 'SummaryTr', kind: 'textarea', label: 'summaryTr', maxLength: 500 },
  { name: 'SummaryEn', kind: 'textarea', label: 'summaryEn', maxLength: 500 },
  { name: 'DescriptionTr', kind: 'rich', label: 'textTr' },
  { name: 'DescriptionEn', kind: 'rich', label: 'textEn' },
  { name: 'CoverPhoto', kind: 'photo', label: 'coverPhoto', target: 'blogCover' },
  { name: 'PublishedAt', kind: 'datetime', label: 'publishedAt', hint: 'publishedAtHint' },
  { name: 'IsActive', kind: 'check', label: 'isActive' },
  { name: 'IsFeatured', kind: 'check', label: 'isFeatured' },
  { name: 'SimilarIds', kind: 'choices', label: 'similar', hint: 'similarHint' },
];

/** One question of the FAQ; the form repeats these for every question, in order. */
export const FAQ_ITEM_FIELDS: readonly FieldSpec[] = [
  { name: 'QuestionTr', kind: 'text', label: 'questionTr', maxLength: 300 },
  { name: 'QuestionEn', kind: 'text', label: 'questionEn', maxLength: 300 },
  { name: 'AnswerTr', kind: 'rich', label: 'answerTr' },
  { name: 'AnswerEn', kind: 'rich', label: 'answerEn' },
  { name: 'IsActive', kind: 'check', label: 'shown' },
];

/** An art event or workshop: dates and a fee per currency beside the texts of a post. */
export const WORKSHOP_FIELDS: readonly FieldSpec[] = [
  { name: 'TitleTr', kind: 'text', label: 'titleTr', maxLength: 200 },
  { name: 'TitleEn', kind: 'text', label: 'titleEn', maxLength: 200 },
  { name: 'SubtitleTr', kind: 'text', label: 'subtitleTr', maxLength: 300, optional: true },
  { name: 'SubtitleEn', kind: 'text', label: 'subtitleEn', maxLength: 300, optional: true },
  { name: 'SlugTr', kind: 'text', label: 'slugTr', maxLength: 120, optional: true, hint: 'slugHint' },
  { name: 'SlugEn', kind: 'text', label: 'slugEn', maxLength: 120, optional: true, hint: 'slugHint' },
  { name: 'DescriptionTr', kind: 'rich', label: 'textTr' },
  { name: 'DescriptionEn', kind: 'rich', label: 'textEn' },
  { name: 'CoverPhoto', kind: 'photo', label: 'coverPhoto', target: 'workshop' },
  { name: 'IsWorkshop', kind: 'check', label: 'isWorkshop' },
  { name: 'FeeTry', kind: 'amount', label: 'feeTry', hint: 'feeHint' },
  { name: 'FeeUsd', kind: 'amount', label: 'feeUsd', hint: 'feeHint' },
  { name: 'StartsAt', kind: 'datetime', label: 'startsAt', hint: 'datesHint' },
  { name: 'EndsAt', kind: 'datetime', label: 'endsAt' },
  { name: 'PublishedAt', kind: 'datetime', label: 'listedAt', hint: 'listedAtHint' },
  { name: 'IsFeatured', kind: 'check', label: 'featuredFirst' },
  { name: 'IsActive', kind: 'check', label: 'visible' },
];

/** A designer's collaboration: its designer, texts and cover. */
export const COLLABORATION_FIELDS: readonly FieldSpec[] = [
  { name: 'DesignerId', kind: 'select', label: 'designer' },
  { name: 'TitleTr', kind: 'text', label: 'titleTr', maxLength: 200 },
  { name: 'TitleEn', kind: 'text', label: 'titleEn', maxLength: 200 },
  { name: 'SlugTr', kind: 'text', label: 'slugTr', maxLength: 120, optional: true, hint: 'slugHint' },
  { name: 'SlugEn', kind: 'text', label: 'slugEn', maxLength: 120, optional: true, hint: 'slugHint' },
  { name: 'DescriptionTr', kind: 'rich', label: 'textTr' },
  { name: 'DescriptionEn', kind: 'rich', label: 'textEn' },
  { name: 'CoverPhoto', kind: 'photo', label: 'coverPhoto', target: 'collaboration' },
  { name: 'IsActive', kind: 'check', label: 'visible' },
];

/** A tile of the fashion page: a picture, its title and where it leads. */
export const FASHION_TILE_FIELDS: readonly FieldSpec[] = [
  { name: 'TitleTr', kind: 'text', label: 'titleTr', maxLength: 200 },
  { name: 'TitleEn', kind: 'text', label: 'titleEn', maxLength: 200 },
  { name: 'ButtonUrl', kind: 'text', label: 'link', maxLength: 500, hint: 'linkHint' },
  { name: 'CoverPhoto', kind: 'photo', label: 'picture', target: 'fashion' },
  { name: 'IsWidePhoto', kind: 'check', label: 'isWide' },
];
