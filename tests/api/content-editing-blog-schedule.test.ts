/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { blogs, cacheRevalidations } from '@/lib/server/db/schema';
import { markBlogsDue } from '@/lib/server/services/blogs';
import { freshShop, post } from '../support/shop';

/*
 * Blog scheduling (issue 23): a post dated in the future is not listed, not among similar posts and
 * 404 until its moment; once the date has come it is everywhere, and the schedule job marks that
 * post's tag and the magazine list's expired exactly when a post came due in the window it checks.
 */
let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 2 });
});

const HOUR = 60 * 60 * 1000;

async function blog(publishedAt: Date) {
  const slug = `plan-${publishedAt.getTime()}`;
  const [row] = await shop.db
    .insert(blogs)
    .values({
      titleTr: 'Planlı yazı', titleEn: 'Scheduled post', slugTr: slug, slugEn: slug, coverPhoto: 'c.jpg', detailPhoto: 'd.jpg',
      descriptionTr: '<p>Metin</p>', descriptionEn: '<p>Text</p>', descriptionShortTr: 'Kısa', descriptionShortEn: 'Short', publishedAt,
    })
    .returning();
  return row;
}

const listed = async () => {
  const { body } = await post('get-blogs', { LanguageId: 2 });
  return [...(body.data.featuredBlog ? [body.data.featuredBlog] : []), ...body.data.blogList].map((card: { Id: number }) => card.Id);
};

it('hides a post dated in the future from the list, similar posts and its own page', async () => {
  const later = await blog(new Date(Date.now() + 24 * HOUR));
  const published = await blog(new Date(Date.now() - HOUR));
  expect(await listed()).toContain(published.id);
  expect(await listed()).not.toContain(later.id);
  expect((await post('get-blog-detail', { LanguageId: 2, BlogId: later.id })).status).toBe(404);
  expect((await post('get-similiar-blogs', { LanguageId: 2, BlogId: later.id })).status).toBe(404);
  const similar = await post('get-similiar-blogs', { LanguageId: 2, BlogId: published.id });
  expect(similar.body.data.blogList.map((card: { Id: number }) => card.Id)).not.toContain(later.id);
});

it('shows the post once its date has come (the date moved through the database, no waiting)', async () => {
  const due = await blog(new Date(Date.now() + 24 * HOUR));
  await shop.db.update(blogs).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(blogs.id, due.id));
  expect(await listed()).toContain(due.id);
  expect((await post('get-blog-detail', { LanguageId: 2, BlogId: due.id })).status).toBe(200);
});

it("marks the post's own tag and the magazine's list only when it came due in the window, and nothing else", async () => {
  const base = Date.now() + 10 * 24 * HOUR;
  const due = await blog(new Date(base + 30_000));
  const allMarks = () => shop.db.select().from(cacheRevalidations);
  await shop.db.delete(cacheRevalidations);
  expect(await markBlogsDue(shop.db, new Date(base), new Date(base + 20_000))).toBe(0);
  expect(await allMarks()).toEqual([]);
  expect(await markBlogsDue(shop.db, new Date(base + 20_000), new Date(base + 60_000))).toBe(1);
  const marks = await allMarks();
  expect(marks.map((mark) => mark.tag).sort()).toEqual([`blog:${due.id}`, 'blogs']);
  expect(marks.every((mark) => Number(mark.expiredAt) === base + 60_000)).toBe(true);
});
