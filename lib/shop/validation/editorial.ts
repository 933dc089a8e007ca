import { base64Bytes, isBase64 } from '../documents';
import { POLICY_KEYS } from '../policies';
import { ABOUT_VIDEO_PATTERN, MAX_VIDEO_BYTES, VIDEO_CHUNK_BYTES, videoTypeOfBytes } from '../videos';
import { SLUG_PATTERN } from './catalogue-editing';
import { id, languageId, version } from './common';
import { issue, yup } from './yup';

/*
 * The editor's blog posts and the shop's own pages (issue 23): the same form on both sides. Rich
 * texts arrive as HTML and are stored through the shop's one sanitize-html policy; dates as ISO
 * instants (the form reads them in the shop's time).
 */

/** A cover the shop's own upload pipeline stored for blog posts (catalogue-image-upload, target blogCover). */
export const BLOG_COVER_PATTERN = /^\/media\/uploads\/blogCover\/[0-9a-f-]{36}\/\d+\.webp$/;

/** The about page's photograph as the upload pipeline stored it (target about). */
export const ABOUT_PHOTO_PATTERN = /^\/media\/uploads\/about\/[0-9a-f-]{36}\/\d+\.webp$/;

/** How many similar posts an editor may choose for one post (the page shows three). */
export const MAX_SIMILAR = 6;

/** The pages edited as one title and one text per language: about and the four policy pages. */
export const PAGE_KEYS = ['about', ...POLICY_KEYS] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

const title = () => yup.string().trim().min(2).max(200).required();
const richText = (min: number) => yup.string().trim().min(min).max(200_000).required();
const slug = () => yup.string().trim().max(120).matches(SLUG_PATTERN, { message: issue('slug'), excludeEmptyString: true }).default('');

/** The version a form was opened at; a record changed since is refused (409), never overwritten. */
const versionOfExisting = () =>
  version()
    .nullable()
    .default(null)
    .when('Id', { is: (value: number | null) => value != null, then: (schema) => schema.required() });

export const blogListSchema = yup.object({ LanguageId: languageId() });

export const blogIdSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

export const blogSaveSchema = yup.object({
  LanguageId: languageId(),
  /** Absent for a new post. */
  Id: id().nullable().default(null),
  Version: versionOfExisting(),
  TitleTr: title(),
  TitleEn: title(),
  /** Empty follows the title; post addresses carry the id, so two posts may share one. */
  SlugTr: slug(),
  SlugEn: slug(),
  SummaryTr: yup.string().trim().min(2).max(500).required(),
  SummaryEn: yup.string().trim().min(2).max(500).required(),
  DescriptionTr: richText(20),
  DescriptionEn: richText(20),
  /** The cover kept as it is or a new upload's path; the service checks a changed one. */
  CoverPhoto: yup.string().trim().max(300).required(),
  /** When the post becomes public; a future instant schedules it, empty means now (or unchanged). */
  PublishedAt: yup
    .string()
    .trim()
    .default('')
    .test('date', issue('date'), (value) => !value || !Number.isNaN(Date.parse(value))),
  IsActive: yup.boolean().default(true),
  IsFeatured: yup.boolean().default(false),
  /** The posts shown under this one, in order; none shows the newest others. */
  SimilarIds: yup.array(id().required()).max(MAX_SIMILAR).default([]),
});
export type BlogSaveInput = yup.InferType<typeof blogSaveSchema>;

export const scheduleRunSchema = yup.object({ LanguageId: languageId() });

export const pageListSchema = yup.object({ LanguageId: languageId() });

export const pageKeySchema = yup.object({ LanguageId: languageId(), Key: yup.string().oneOf(PAGE_KEYS).required() });

export const pageSaveSchema = yup.object({
  LanguageId: languageId(),
  Key: yup.string().oneOf(PAGE_KEYS).required(),
  Version: version().required(),
  TitleTr: title(),
  TitleEn: title(),
  DescriptionTr: richText(20),
  DescriptionEn: richText(20),
  /** The about page only: its photograph (absent keeps it). */
  PhotoPath: yup.string().trim().max(500).optional(),
  /** The about page only: its film as the video upload stored it; empty removes it, absent keeps it. */
  VideoUrl: yup.string().trim().max(500).optional().matches(ABOUT_VIDEO_PATTERN, { message: issue('type'), excludeEmptyString: true }),
});
export type PageSaveInput = yup.InferType<typeof pageSaveSchema>;

export const faqListSchema = yup.object({ LanguageId: languageId() });

const faqItem = yup.object({
  /** Absent for a new question. */
  Id: id().nullable().default(null),
  Version: versionOfExisting(),
  QuestionTr: yup.string().trim().min(2).max(300).required(),
  QuestionEn: yup.string().trim().min(2).max(300).required(),
  AnswerTr: richText(2),
  AnswerEn: richText(2),
  IsActive: yup.boolean().default(true),
});

/**
 * The whole FAQ in its new order. `Removed` names the questions the editor deleted, at the version
 * they saw; a question neither listed nor removed was added by someone else meanwhile (409).
 */
export const faqSaveSchema = yup.object({
  LanguageId: languageId(),
  Items: yup.array(faqItem.required()).max(100).default([]),
  Removed: yup
    .array(yup.object({ Id: id().required(), Version: version().required() }).required())
    .max(100)
    .default([]),
});
export type FaqSaveInput = yup.InferType<typeof faqSaveSchema>;

/** An upload under way: the id the first chunk was given (its type after the dot). */
export const VIDEO_UPLOAD_ID = /^[0-9a-f-]{36}\.(mp4|webm)$/;

const chunkHead = (value: string) => Uint8Array.from(atob(value.slice(0, 88)), (char) => char.charCodeAt(0));

/**
 * One chunk of the about page's film: the first (Offset 0, no UploadId) must start like an MP4 or
 * WebM; each later one continues the upload at the offset the store holds; the film never passes
 * the limit. `Done` on the last one moves it into the media store.
 */
export const videoUploadSchema = yup.object({
  LanguageId: languageId(),
  UploadId: yup.string().matches(VIDEO_UPLOAD_ID, { message: issue('type') }).nullable().optional(),
  Offset: yup.number().integer().min(0).max(MAX_VIDEO_BYTES).required(),
  Chunk: yup
    .string()
    .required()
    .test({ name: 'type', message: issue('type'), test: (value) => !value || (isBase64(value) && base64Bytes(value) <= VIDEO_CHUNK_BYTES) })
    .test({
      name: 'fileSize',
      message: issue('fileSize'),
      params: { max: MAX_VIDEO_BYTES / 1024 / 1024 },
      test: (value, context) => !value || !isBase64(value) || Number((context.parent as { Offset?: number }).Offset ?? 0) + base64Bytes(value) <= MAX_VIDEO_BYTES,
    })
    .test({
      name: 'videoType',
      message: issue('type'),
      test: (value, context) => !value || !isBase64(value) || Boolean((context.parent as { UploadId?: string | null }).UploadId) || videoTypeOfBytes(chunkHead(value)) !== null,
    }),
  Done: yup.boolean().default(false),
});
export type VideoUploadInput = yup.InferType<typeof videoUploadSchema>;
