import {
  blogIdSchema,
  blogListSchema,
  blogSaveSchema,
  faqListSchema,
  faqSaveSchema,
  pageKeySchema,
  pageListSchema,
  pageSaveSchema,
  scheduleRunSchema,
  videoUploadSchema,
} from '@/lib/shop/validation/editorial';
import { VIDEO_CHUNK_BYTES } from '@/lib/shop/videos';
import { runBlogScheduleNow } from '../../jobs/blog-schedule';
import { storeVideoChunk } from '../../media/video-uploads';
import { recordAudit } from '../../services/operators/audit';
import { blogForEditing, blogList, saveBlog } from '../../services/content-editing/blog';
import { faqList, saveFaqs } from '../../services/content-editing/faqs';
import { pageForEditing, pageList, savePage } from '../../services/content-editing/pages';
import { endpoint, Reply } from '../endpoint';
import { actorOf, EDITOR, withFieldRefusals } from './catalogue-editing';

/** Room for two long rich texts per language (a post, a page, the whole FAQ). */
const TEXT_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** base64 of the largest chunk of a film, and room for the other fields. */
const VIDEO_CHUNK_MAX_BODY_BYTES = Math.ceil((VIDEO_CHUNK_BYTES * 4) / 3) + 16 * 1024;

/** The editor's blog posts and the shop's own pages: about, policies, FAQ (issue 23). */
export const editorialEntries = {
  'operator-blogs': endpoint({
    input: blogListSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (_input, { db }) => blogList(db),
  }),
  'operator-blog': endpoint({
    input: blogIdSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db }) => blogForEditing(db, Id),
  }),
  'operator-blog-save': endpoint({
    input: blogSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: TEXT_MAX_BODY_BYTES,
    handler: async (input, { db, locale, operator }) =>
      new Reply(await withFieldRefusals(locale, () => saveBlog(db, actorOf(operator), input)), input.Id ? 'blog_saved' : 'blog_created'),
  }),
  /** The schedule job once, now: posts whose moment has come reach the cached magazine without waiting for its minute. */
  'operator-blog-schedule-run': endpoint({
    input: scheduleRunSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async () => new Reply({ Published: await runBlogScheduleNow() }, 'blog_schedule_ran'),
  }),
  'operator-pages': endpoint({
    input: pageListSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (_input, { db }) => pageList(db),
  }),
  'operator-page': endpoint({
    input: pageKeySchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Key }, { db }) => pageForEditing(db, Key),
  }),
  'operator-page-save': endpoint({
    input: pageSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: TEXT_MAX_BODY_BYTES,
    handler: async (input, { db, locale, operator }) => new Reply(await withFieldRefusals(locale, () => savePage(db, actorOf(operator), input)), 'page_saved'),
  }),
  /** The about page's film, a chunk at a time; the last one answers the path the page's save takes. */
  'operator-video-upload': endpoint({
    input: videoUploadSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: VIDEO_CHUNK_MAX_BODY_BYTES,
    handler: async (input, { db, locale, operator }) => {
      const stored = await withFieldRefusals(locale, () => storeVideoChunk(input));
      if (stored.Path) await recordAudit(db, actorOf(operator), { action: 'media.uploaded', entity: 'media', entityId: stored.Path, before: null, after: { target: 'about', bytes: stored.Received } });
      return stored;
    },
  }),
  'operator-faqs': endpoint({
    input: faqListSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (_input, { db }) => faqList(db),
  }),
  'operator-faqs-save': endpoint({
    input: faqSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: TEXT_MAX_BODY_BYTES,
    handler: async (input, { db, operator }) => new Reply(await saveFaqs(db, actorOf(operator), input), 'faqs_saved'),
  }),
};
