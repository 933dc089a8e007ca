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
} from '@/lib/shop/validation/editorial';
import { runBlogScheduleNow } from '../../jobs/blog-schedule';
import { blogForEditing, blogList, saveBlog } from '../../services/content-editing/blog';
import { faqList, saveFaqs } from '../../services/content-editing/faqs';
import { pageForEditing, pageList, savePage } from '../../services/content-editing/pages';
import { endpoint, Reply } from '../endpoint';
import { actorOf, EDITOR, withFieldRefusals } from './catalogue-editing';

/** Room for two long rich texts per language (a post, a page, the whole FAQ). */
const TEXT_MAX_BODY_BYTES = 2 * 1024 * 1024;

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
