import { and, asc, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { markTags } from '../cache/revalidations';
import { blogTag, TAGS } from '../cache/tags';
import { ApiError } from '../errors';
import type { Db } from '../db/client';
import { blogSimilar, blogs } from '../db/schema';
import { pick } from './localized';

/** Similar blogs shown under an article (spec 01 §2 Blog detail). */
const SIMILAR_COUNT = 3;

type BlogRow = typeof blogs.$inferSelect;

const card = (row: BlogRow, locale: Locale) => ({
  Id: row.id,
  Title: pick(row, 'title', locale),
  Url: routes.blog(pick(row, 'slug', locale), row.id),
  CoverPhoto: row.coverPhoto,
  DescriptionShort: pick(row, 'descriptionShort', locale),
  IsWidePhoto: row.isWidePhoto,
  ButtonTitle: pick(row, 'buttonTitle', locale),
  PublishedAt: row.publishedAt.toISOString(),
});

const newestFirst = [desc(blogs.publishedAt), desc(blogs.id)];

/**
 * What the public sees: an active post whose publish date has come. A post dated in the future is
 * scheduled: not listed, not in the sitemap (which reads the list), and 404 until then;
 * jobs/blog-schedule.ts drops the cached pages when its moment passes.
 */
const isPublic = () => and(eq(blogs.isActive, true), lte(blogs.publishedAt, new Date()));

/** The magazine: the featured blog (the newest one marked so) and every other blog, newest first. */
export async function listBlogs(db: Db, locale: Locale) {
  const rows = await db.select().from(blogs).where(isPublic()).orderBy(...newestFirst);
  const featured = rows.find((row) => row.isFeatured) ?? null;
  return {
    featuredBlog: featured ? card(featured, locale) : null,
    blogList: rows.filter((row) => row !== featured).map((row) => card(row, locale)),
  };
}

async function activeBlog(db: Db, blogId: number) {
  const [row] = await db.select().from(blogs).where(and(eq(blogs.id, blogId), isPublic())).limit(1);
  if (!row) throw new ApiError('blog_not_found');
  return row;
}

export async function blogDetail(db: Db, locale: Locale, blogId: number) {
  const row = await activeBlog(db, blogId);
  return { ...card(row, locale), DetailPhoto: row.detailPhoto, Description: pick(row, 'description', locale) };
}

/**
 * The posts an editor chose for this one (those public now, in their order), else the newest
 * others; the article itself must exist.
 */
export async function similarBlogs(db: Db, locale: Locale, blogId: number) {
  await activeBlog(db, blogId);
  const chosen = await db
    .select({ blog: blogs })
    .from(blogSimilar)
    .innerJoin(blogs, eq(blogs.id, blogSimilar.similarId))
    .where(and(eq(blogSimilar.blogId, blogId), isPublic()))
    .orderBy(asc(blogSimilar.sortOrder))
    .limit(SIMILAR_COUNT);
  if (chosen.length) return chosen.map((row) => card(row.blog, locale));
  const rows = await db
    .select()
    .from(blogs)
    .where(and(isPublic(), ne(blogs.id, blogId)))
    .orderBy(...newestFirst)
    .limit(SIMILAR_COUNT);
  return rows.map((row) => card(row, locale));
}

/**
 * Marks what a scheduled post's moment in (from, to] changes as expired: the magazine's list (and
 * the sitemap and the newest-others similar lists, which carry its tag) and the post's own tag.
 * Nothing else: the rest of the editorial content did not change. Answers how many came due.
 */
export async function markBlogsDue(db: Db, from: Date, to: Date): Promise<number> {
  const due = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.isActive, true), gt(blogs.publishedAt, from), lte(blogs.publishedAt, to)));
  if (due.length) await markTags(db, [TAGS.blogs, ...due.map((post) => blogTag(post.id))], 'expired', to.getTime());
  return due.length;
}
