/** @jest-environment node */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { aboutPages, blogs, faqs, infoPages, subscribers } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop();
});

const languages = [
  { LanguageId: 1, lang: 'tr' as const, messages: tr, suffix: 'Tr' as const },
  { LanguageId: 2, lang: 'en' as const, messages: en, suffix: 'En' as const },
];

const from = (ip: string, language = 'en-US') => ({ headers: { 'x-vitrin-client-ip': ip, 'accept-language': language } });

describe.each(languages)('content calls in LanguageId $LanguageId', ({ LanguageId, suffix }) => {
  it('/get-blogs answers the featured blog apart and every other active blog newest first, linked by its localized slug', async () => {
    const rows = await shop.db.select().from(blogs).where(eq(blogs.isActive, true)).orderBy(desc(blogs.publishedAt), desc(blogs.id));
    expect(rows).toHaveLength(14);
    const { status, body } = await post('get-blogs', { LanguageId });
    expect(status).toBe(200);
    const featured = rows.find((row) => row.isFeatured)!;
    expect(body.data.featuredBlog).toMatchObject({ Id: featured.id, Title: featured[`title${suffix}`], Url: `/blogdetail/${featured[`slug${suffix}`]}/${featured.id}` });
    expect(body.data.blogList.map((blog: { Id: number }) => blog.Id)).toEqual(rows.filter((row) => row !== featured).map((row) => row.id));
    const wide = rows.find((row) => row.isWidePhoto && row !== featured)!;
    expect(body.data.blogList.find((blog: { Id: number }) => blog.Id === wide.id)).toEqual({
      Id: wide.id,
      Title: wide[`title${suffix}`],
      Url: `/blogdetail/${wide[`slug${suffix}`]}/${wide.id}`,
      CoverPhoto: wide.coverPhoto,
      DescriptionShort: wide[`descriptionShort${suffix}`],
      IsWidePhoto: true,
      ButtonTitle: wide[`buttonTitle${suffix}`],
      PublishedAt: wide.publishedAt.toISOString(),
    });
  });

  it('/get-blog-detail answers the article with its HTML and detail photo', async () => {
    const [row] = await shop.db.select().from(blogs).orderBy(asc(blogs.id)).limit(1);
    const { body } = await post('get-blog-detail', { LanguageId, BlogId: row.id });
    expect(body.data.blogData).toMatchObject({ Id: row.id, Title: row[`title${suffix}`], Description: row[`description${suffix}`], DetailPhoto: row.detailPhoto });
    expect(body.data.blogData.Description).toMatch(/<p>/);
  });

  it('/get-similiar-blogs answers three other blogs, newest first', async () => {
    const rows = await shop.db.select().from(blogs).orderBy(desc(blogs.publishedAt), desc(blogs.id));
    const { body } = await post('get-similiar-blogs', { LanguageId, BlogId: rows[0].id });
    expect(body.data.blogList.map((blog: { Id: number }) => blog.Id)).toEqual(rows.slice(1, 4).map((row) => row.id));
  });

  it('/get-about-detail answers the about page; no video is null', async () => {
    const [row] = await shop.db.select().from(aboutPages);
    const { body } = await post('get-about-detail', { LanguageId });
    expect(body.data.aboutData).toEqual({ Title: row[`title${suffix}`], VideoUrl: null, PhotoPath: row.photoPath, Description: row[`description${suffix}`] });
  });

  it('/get-policy-page answers the page and the menu of all four in order', async () => {
    const rows = await shop.db.select().from(infoPages).orderBy(asc(infoPages.sortOrder));
    expect(rows.map((row) => row.key)).toEqual(['shipping-returns', 'membership', 'privacy-policy', 'termsconditions']);
    const { body } = await post('get-policy-page', { LanguageId, Key: 'membership' });
    const row = rows[1];
    expect(body.data.pageData).toEqual({ Key: 'membership', Title: row[`title${suffix}`], Description: row[`description${suffix}`] });
    expect(body.data.pageList).toEqual(rows.map((each) => ({ Key: each.key, Title: each[`title${suffix}`] })));
  });

  it('/get-faqs answers the active questions with HTML answers', async () => {
    const rows = await shop.db.select().from(faqs).orderBy(asc(faqs.sortOrder));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const { body } = await post('get-faqs', { LanguageId });
    expect(body.data.faqList).toEqual(rows.map((row) => ({ Id: row.id, Question: row[`question${suffix}`], Answer: row[`answer${suffix}`] })));
  });
});

describe('content calls refuse what does not exist or is malformed', () => {
  it.each(languages)('an unknown blog is blog_not_found in $lang', async ({ LanguageId, lang, messages }) => {
    for (const name of ['get-blog-detail', 'get-similiar-blogs']) {
      const { status, body } = await post(name, { LanguageId, BlogId: 999_999 }, from('192.0.2.1', lang));
      expect(status).toBe(404);
      expect(body).toMatchObject({ succeeded: false, code: 'blog_not_found', message: messages.errors.blog_not_found });
    }
  });

  it('an inactive blog is not found', async () => {
    const [row] = await shop.db.select().from(blogs).orderBy(desc(blogs.id)).limit(1);
    await shop.db.update(blogs).set({ isActive: false }).where(eq(blogs.id, row.id));
    try {
      expect((await post('get-blog-detail', { BlogId: row.id })).body.code).toBe('blog_not_found');
      const list = await post('get-blogs', { LanguageId: 2 });
      expect(list.body.data.blogList.map((blog: { Id: number }) => blog.Id)).not.toContain(row.id);
    } finally {
      await shop.db.update(blogs).set({ isActive: true }).where(eq(blogs.id, row.id));
    }
  });

  it('a missing or junk blog id and an unknown policy key are validation errors', async () => {
    for (const data of [{}, { BlogId: 'abc' }, { BlogId: 0 }, { BlogId: 1.5 }]) {
      const { status, body } = await post('get-blog-detail', data);
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
    }
    expect((await post('get-policy-page', { Key: 'cookies' })).status).toBe(400);
    expect((await post('get-policy-page', {})).status).toBe(400);
  });
});

describe('/get-about-detail with a video', () => {
  it('answers the video address the row holds', async () => {
    const [row] = await shop.db.select().from(aboutPages);
    await shop.db.update(aboutPages).set({ videoUrl: '/media/about/studio.mp4' }).where(eq(aboutPages.id, row.id));
    try {
      expect((await post('get-about-detail', { LanguageId: 2 })).body.data.aboutData.VideoUrl).toBe('/media/about/studio.mp4');
    } finally {
      await shop.db.update(aboutPages).set({ videoUrl: null }).where(eq(aboutPages.id, row.id));
    }
  });
});

describe('/add-subscriber', () => {
  const count = async (email: string) =>
    (await shop.db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`))[0].n;

  it.each(languages)('stores the address once and answers the friendly message twice in $lang', async ({ LanguageId, lang, messages }) => {
    const email = `reader-${lang}@example.com`;
    const first = await post('add-subscriber', { LanguageId, Email: `  ${email} ` }, from(`198.51.100.${LanguageId}`, lang));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ succeeded: true, message: messages.notices.subscribed, data: null });
    const again = await post('add-subscriber', { LanguageId, Email: email.toUpperCase() }, from(`198.51.100.${LanguageId}`, lang));
    expect(again.body).toEqual(first.body);
    expect(await count(email)).toBe(1);
    const [row] = await shop.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row.languageId).toBe(LanguageId);
  });

  it.each(languages)('refuses a malformed address with the localized field message in $lang', async ({ lang, messages }) => {
    const cases = [
      ['not-an-email', messages.validation.email],
      ['a@', messages.validation.email],
      ['', messages.validation.required],
      [`${'x'.repeat(250)}@example.com`, messages.validation.maxLength.replace('{max}', '254')],
    ];
    for (const [Email, message] of cases) {
      const { status, body } = await post('add-subscriber', { Email }, from('198.51.100.50', lang));
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(body.errors).toEqual({ Email: message });
    }
    expect(await count('not-an-email')).toBe(0);
  });

  it('limits one address to 3 sign-ups an hour, whatever the caller', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 3; i++) expect((await post('add-subscriber', { Email: email }, from(`203.0.113.${10 + i}`))).status).toBe(200);
    const refused = await post('add-subscriber', { Email: 'LIMITED@example.com' }, from('203.0.113.20'));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
  });

  it('limits one caller to 10 sign-ups in ten minutes', async () => {
    for (let i = 0; i < 10; i++) expect((await post('add-subscriber', { Email: `ip-${i}@example.com` }, from('203.0.113.99'))).status).toBe(200);
    const refused = await post('add-subscriber', { Email: 'ip-10@example.com' }, from('203.0.113.99'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count('ip-10@example.com')).toBe(0);
    expect((await post('add-subscriber', { Email: 'other-caller@example.com' }, from('203.0.113.100'))).status).toBe(200);
  });
});
