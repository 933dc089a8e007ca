import { and, desc, eq, ne } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { ApiError } from '../errors';
import type { Db } from '../db/client';
import { blogs } from '../db/schema';
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

/** The magazine: the featured blog (the newest one marked so) and every other blog, newest first. */
export async function listBlogs(db: Db, locale: Locale) {
  const rows = await db.select().from(blogs).where(eq(blogs.isActive, true)).orderBy(...newestFirst);
  const featured = rows.find((row) => row.isFeatured) ?? null;
  return {
    featuredBlog: featured ? card(featured, locale) : null,
    blogList: rows.filter((row) => row !== featured).map((row) => card(row, locale)),
  };
}

async function activeBlog(db: Db, blogId: number) {
  const [row] = await db.select().from(blogs).where(and(eq(blogs.id, blogId), eq(blogs.isActive, true))).limit(1);
  if (!row) throw new ApiError('blog_not_found');
  return row;
}

export async function blogDetail(db: Db, locale: Locale, blogId: number) {
  const row = await activeBlog(db, blogId);
  return { ...card(row, locale), DetailPhoto: row.detailPhoto, Description: pick(row, 'description', locale) };
}

/** The newest other blogs; the article itself must exist. */
export async function similarBlogs(db: Db, locale: Locale, blogId: number) {
  await activeBlog(db, blogId);
  const rows = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.isActive, true), ne(blogs.id, blogId)))
    .orderBy(...newestFirst)
    .limit(SIMILAR_COUNT);
  return rows.map((row) => card(row, locale));
}
