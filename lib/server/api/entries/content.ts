import { yup } from '@/lib/shop/validation/yup';
import { id, languageId } from '@/lib/shop/validation/common';
import { subscriberSchema } from '@/lib/shop/validation/subscriber';
import { POLICY_KEYS } from '@/lib/shop/policies';
import { blogDetail, listBlogs, similarBlogs } from '../../services/blogs';
import { aboutDetail, listFaqs, policyPage } from '../../services/pages';
import { addSubscriber } from '../../services/subscribers';
import { endpoint, Reply } from '../endpoint';
import { blogTag, TAGS } from '../../cache/tags';

/** The magazine, the newsletter and the shop's own pages (spec 01 §2 Blog and magazine, Other screens; spec 02 §2 about). */
export const contentEntries = {
  'get-blogs': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.blogs],
    handler: (_input, { db, locale }) => listBlogs(db, locale),
  }),
  'get-blog-detail': endpoint({
    input: yup.object({ LanguageId: languageId(), BlogId: id().required() }),
    auth: 'public',
    cacheTags: ({ BlogId }) => [blogTag(BlogId)],
    handler: async ({ BlogId }, { db, locale }) => ({ blogData: await blogDetail(db, locale, BlogId) }),
  }),
  'get-similiar-blogs': endpoint({
    input: yup.object({ LanguageId: languageId(), BlogId: id().required() }),
    auth: 'public',
    handler: async ({ BlogId }, { db, locale }) => ({ blogList: await similarBlogs(db, locale, BlogId) }),
    // Its own post (whose chosen list it is), the list (the newest others stand in), each card shown.
    cacheTags: ({ BlogId }, { blogList }) => [blogTag(BlogId), TAGS.blogs, ...blogList.map((post) => blogTag(post.Id))],
  }),
  'add-subscriber': endpoint({
    input: subscriberSchema,
    auth: 'public',
    // A newsletter form sees a handful of sign-ups per visitor; more is a script filling the list.
    rateLimit: {
      ip: { limit: 10, windowSeconds: 600 },
      key: { limit: 3, windowSeconds: 3600, of: ({ Email }) => Email.toLowerCase() },
    },
    // The same friendly answer for a repeated address: the form never reveals who is on the list.
    handler: async ({ Email }, { db, languageId }) => {
      await addSubscriber(db, Email, languageId);
      return new Reply(null, 'subscribed');
    },
  }),
  'get-about-detail': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.about],
    handler: async (_input, { db, locale }) => ({ aboutData: await aboutDetail(db, locale) }),
  }),
  'get-policy-page': endpoint({
    input: yup.object({ LanguageId: languageId(), Key: yup.string().oneOf(POLICY_KEYS).required() }),
    auth: 'public',
    cacheTags: [TAGS.policies],
    handler: ({ Key }, { db, locale }) => policyPage(db, locale, Key),
  }),
  'get-faqs': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.faq],
    handler: async (_input, { db, locale }) => ({ faqList: await listFaqs(db, locale) }),
  }),
};
