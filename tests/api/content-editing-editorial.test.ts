/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/lib/server/db/client';
import { aboutPages, auditLog, blogs, cacheRevalidations, faqs, infoPages } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { mediaResponse } from '@/lib/server/media/serve';
import { mediaRoot } from '@/lib/server/media/store';
import { operatorWithSession } from '../support/operators';
import { freshShop, post } from '../support/shop';

/*
 * The editor's blog posts, pages and FAQ (issue 23): who may call (editor and owner; staff 403),
 * bad input (a field message, nothing saved), the 409 of a stale save, the sanitizer's report, and
 * what a save leaves behind: the audit row and the marks of exactly the reads it changed.
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
let cover = '';

const as = (who: { headers: Record<string, string> }, lang = 'tr') => ({ headers: { ...who.headers, 'accept-language': lang } });
const latestAudit = async () => (await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const marks = async () => (await shop.db.select({ tag: cacheRevalidations.tag }).from(cacheRevalidations)).map((mark) => mark.tag);
const clearMarks = () => shop.db.delete(cacheRevalidations);
const listed = async () => {
  const { body } = await post('get-blogs', { LanguageId: 2 });
  return [...(body.data.featuredBlog ? [body.data.featuredBlog] : []), ...body.data.blogList].map((card: { Id: number }) => card.Id);
};

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-editorial-'));
  shop = await freshShop({ products: 2 });
  [editor, owner, staff] = await Promise.all([operatorWithSession('editor'), operatorWithSession('owner'), operatorWithSession('staff')]);
  const jpeg = await sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 40, g: 80, b: 200 } } }).jpeg().toBuffer();
  const uploaded = await post('catalogue-image-upload', { Target: 'blogCover', File: jpeg.toString('base64'), AltTr: 'Kapak', AltEn: 'Cover' }, as(editor));
  expect(uploaded.status).toBe(200);
  cover = uploaded.body.data.Path;
});

const NEW_POST = {
  TitleTr: 'Atölyeden notlar',
  TitleEn: 'Notes from the studio',
  SummaryTr: 'Kısa bir özet',
  SummaryEn: 'A short summary',
  DescriptionTr: '<p>Seramik fırınının başında geçen bir gün.</p><script>alert(1)</script>',
  DescriptionEn: '<p>A day spent beside the ceramics kiln.</p>',
};

describe('who may call', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['operator-blogs', {}],
    ['operator-blog', { Id: 1 }],
    ['operator-blog-save', { ...NEW_POST, CoverPhoto: 'x' }],
    ['operator-blog-schedule-run', {}],
    ['operator-pages', {}],
    ['operator-page', { Key: 'about' }],
    ['operator-page-save', { Key: 'about', Version: 1 }],
    ['operator-faqs', {}],
    ['operator-faqs-save', { Items: [] }],
    ['operator-video-upload', { Offset: 0, Chunk: 'AAAA' }],
  ];
  it.each(calls)('%s: staff 403, nobody 401', async (name, data) => {
    expect((await post(name, { LanguageId: 1, ...data }, as(staff))).status).toBe(403);
    expect((await post(name, { LanguageId: 1, ...data })).status).toBe(401);
  });

  it('lets the owner read what editors keep', async () => {
    expect((await post('operator-pages', { LanguageId: 1 }, as(owner))).status).toBe(200);
    expect((await post('operator-blogs', { LanguageId: 1 }, as(owner))).status).toBe(200);
  });
});

describe('blog posts', () => {
  it('creates a post, sanitizes its text and says what was removed, and marks only the post and the list', async () => {
    await clearMarks();
    const { status, body } = await post('operator-blog-save', { LanguageId: 1, ...NEW_POST, CoverPhoto: cover }, as(editor));
    expect(status).toBe(200);
    expect(body.message).toBe((await import('@/messages/tr.json')).notices.blog_created);
    const id = body.data.Id as number;
    expect(body.data).toMatchObject({ Version: 1, SlugTr: 'atolyeden-notlar', SlugEn: 'notes-from-the-studio' });
    expect(body.data.Removed.DescriptionTr).toContain('<script>');
    const [row] = await shop.db.select().from(blogs).where(eq(blogs.id, id));
    expect(row.descriptionTr).not.toContain('<script');
    expect(row).toMatchObject({ coverPhoto: cover, detailPhoto: cover, isActive: true });
    expect(await listed()).toContain(id);
    expect(await latestAudit()).toMatchObject({ action: 'blog.created', entity: 'blog', entityId: String(id), operatorId: editor.id });
    expect((await marks()).sort()).toEqual(['blog:' + id, 'blogs'].sort());
  });

  it('schedules a post with a future date; the job (run on demand) marks it once its moment has come', async () => {
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const { body } = await post('operator-blog-save', { LanguageId: 1, ...NEW_POST, TitleEn: 'Scheduled', CoverPhoto: cover, PublishedAt: later.toISOString() }, as(editor));
    const id = body.data.Id as number;
    expect(await listed()).not.toContain(id);
    expect((await post('get-blog-detail', { LanguageId: 2, BlogId: id })).status).toBe(404);
    const list = await post('operator-blogs', { LanguageId: 2 }, as(editor, 'en'));
    expect(list.body.data.List.find((p: { Id: number }) => p.Id === id).State).toBe('scheduled');

    // The moment passes (moved through the database, no waiting); the job marks that post and the list, nothing else.
    await shop.db.update(blogs).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(blogs.id, id));
    await clearMarks();
    const ran = await post('operator-blog-schedule-run', { LanguageId: 2 }, as(editor, 'en'));
    expect(ran.status).toBe(200);
    expect(ran.body.data.Published).toBeGreaterThanOrEqual(1);
    expect(await marks()).toEqual(expect.arrayContaining(['blogs', `blog:${id}`]));
    expect(await marks()).not.toContain('content');
    expect(await listed()).toContain(id);
  });

  it('keeps the similar posts an editor chose, in order, and falls back to the newest others', async () => {
    const ids: number[] = [];
    for (const title of ['Birinci', 'İkinci', 'Üçüncü']) {
      const { body } = await post('operator-blog-save', { LanguageId: 1, ...NEW_POST, TitleTr: title, TitleEn: title, CoverPhoto: cover }, as(editor));
      ids.push(body.data.Id);
    }
    const [first, second, third] = ids;
    const similarOf = async (id: number) => (await post('get-similiar-blogs', { LanguageId: 1, BlogId: id })).body.data.blogList.map((card: { Id: number }) => card.Id);
    expect(await similarOf(first)).toEqual(expect.arrayContaining([third, second]));
    const loaded = (await post('operator-blog', { LanguageId: 1, Id: first }, as(editor))).body.data;
    const saved = await post('operator-blog-save', { LanguageId: 1, ...loaded, SimilarIds: [third, first, second] }, as(editor));
    expect(saved.status).toBe(200);
    // The post itself is dropped from its own list.
    expect(await similarOf(first)).toEqual([third, second]);
    expect((await post('operator-blog', { LanguageId: 1, Id: first }, as(editor))).body.data.SimilarIds).toEqual([third, second]);
  });

  it('refuses a save made from an older version (409) and changes nothing', async () => {
    const { body } = await post('operator-blog-save', { LanguageId: 1, ...NEW_POST, CoverPhoto: cover }, as(editor));
    const loaded = (await post('operator-blog', { LanguageId: 1, Id: body.data.Id }, as(editor))).body.data;
    expect((await post('operator-blog-save', { LanguageId: 1, ...loaded, TitleEn: 'First editor' }, as(editor))).status).toBe(200);
    const stale = await post('operator-blog-save', { LanguageId: 2, ...loaded, TitleEn: 'Second editor' }, as(editor, 'en'));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(en.errors.record_changed);
    const [row] = await shop.db.select().from(blogs).where(eq(blogs.id, body.data.Id));
    expect(row).toMatchObject({ titleEn: 'First editor', version: 2 });
  });

  it.each([
    ['a cover that is not an upload of ours', { CoverPhoto: '/media/elsewhere/x.jpg' }, 'CoverPhoto'],
    ['a similar post that does not exist', { CoverPhoto: 'KEEP', SimilarIds: [2_000_000] }, 'SimilarIds'],
    ['a date that is none', { CoverPhoto: 'KEEP', PublishedAt: 'yarın' }, 'PublishedAt'],
    ['a one-letter title', { CoverPhoto: 'KEEP', TitleTr: 'x' }, 'TitleTr'],
    ['an address with spaces', { CoverPhoto: 'KEEP', SlugEn: 'not a slug' }, 'SlugEn'],
  ])('refuses %s beside the field, in the operator language, and saves nothing', async (_name, change, field) => {
    const before = await shop.db.select().from(blogs).orderBy(asc(blogs.id));
    const data = { LanguageId: 2, ...NEW_POST, ...change, CoverPhoto: change.CoverPhoto === 'KEEP' ? cover : change.CoverPhoto };
    const { status, body } = await post('operator-blog-save', data, as(editor, 'en'));
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toContain(field);
    expect(typeof body.errors[field]).toBe('string');
    expect(await shop.db.select().from(blogs).orderBy(asc(blogs.id))).toEqual(before);
  });

  it('answers 404 for a post that is not there', async () => {
    expect((await post('operator-blog', { LanguageId: 1, Id: 2_000_000 }, as(editor))).status).toBe(404);
    expect((await post('operator-blog-save', { LanguageId: 1, ...NEW_POST, Id: 2_000_000, Version: 1, CoverPhoto: cover }, as(editor))).status).toBe(404);
  });
});

describe('pages', () => {
  it('saves a policy page the storefront then shows, marking only the policy pages', async () => {
    const list = (await post('operator-pages', { LanguageId: 1 }, as(editor))).body.data.List as { Key: string }[];
    expect(list.map((page) => page.Key)).toEqual(['about', 'shipping-returns', 'membership', 'privacy-policy', 'termsconditions']);
    const page = (await post('operator-page', { LanguageId: 1, Key: 'membership' }, as(editor))).body.data;
    await clearMarks();
    const saved = await post('operator-page-save', { LanguageId: 1, ...page, DescriptionEn: '<p>Members get early access to new collections.</p><img src=x onerror=alert(1)>' }, as(editor));
    expect(saved.status).toBe(200);
    expect(saved.body.data.Version).toBe(page.Version + 1);
    expect(saved.body.data.Removed.DescriptionEn.length).toBeGreaterThan(0);
    expect(await marks()).toEqual(['page:policies']);
    const shown = await post('get-policy-page', { LanguageId: 2, Key: 'membership' });
    expect(shown.body.data.pageData.Description).toContain('early access');
    expect(shown.body.data.pageData.Description).not.toContain('onerror');
    expect(await latestAudit()).toMatchObject({ action: 'page.saved', entity: 'page', entityId: 'membership' });

    const stale = await post('operator-page-save', { LanguageId: 1, ...page }, as(editor));
    expect(stale.status).toBe(409);
    const [row] = await shop.db.select().from(infoPages).where(eq(infoPages.key, 'membership'));
    expect(row.descriptionEn).toContain('early access');
  });

  it('saves the about page, marking only it', async () => {
    const page = (await post('operator-page', { LanguageId: 1, Key: 'about' }, as(editor))).body.data;
    await clearMarks();
    const saved = await post('operator-page-save', { LanguageId: 1, ...page, TitleEn: 'About the studio' }, as(editor));
    expect(saved.status).toBe(200);
    expect(await marks()).toEqual(['page:about']);
    expect((await post('get-about-detail', { LanguageId: 2 })).body.data.aboutData.Title).toBe('About the studio');
    const [row] = await shop.db.select().from(aboutPages).orderBy(asc(aboutPages.id)).limit(1);
    expect(row.version).toBe(page.Version + 1);
  });

  it('gives the about page a new photograph, which the storefront shows', async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 180, g: 150, b: 110 } } }).jpeg().toBuffer();
    const uploaded = await post('catalogue-image-upload', { Target: 'about', File: jpeg.toString('base64'), AltTr: 'Dükkân', AltEn: 'The shop' }, as(editor));
    expect(uploaded.status).toBe(200);
    const page = (await post('operator-page', { LanguageId: 1, Key: 'about' }, as(editor))).body.data;
    expect(page.PhotoPath).toMatch(/^\/media\//);
    const saved = await post('operator-page-save', { LanguageId: 1, ...page, PhotoPath: uploaded.body.data.Path }, as(editor));
    expect(saved.status).toBe(200);
    expect((await post('get-about-detail', { LanguageId: 2 })).body.data.aboutData.PhotoPath).toBe(uploaded.body.data.Path);
    expect((await post('operator-page', { LanguageId: 1, Key: 'about' }, as(editor))).body.data.PhotoPath).toBe(uploaded.body.data.Path);
  });

  it('refuses an about photograph that is not an upload of ours beside the field, in tr and en, and saves nothing', async () => {
    const [before] = await shop.db.select().from(aboutPages).orderBy(asc(aboutPages.id)).limit(1);
    const page = (await post('operator-page', { LanguageId: 1, Key: 'about' }, as(editor))).body.data;
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const { status, body } = await post('operator-page-save', { ...page, LanguageId, TitleEn: 'Changed', PhotoPath: '/media/elsewhere/x.jpg' }, as(editor));
      expect(status).toBe(400);
      expect(body.errors.PhotoPath).toBe(messages.validation.imageType);
    }
    expect((await shop.db.select().from(aboutPages).orderBy(asc(aboutPages.id)).limit(1))[0]).toEqual(before);
  });

  it('refuses an unknown page and a short text beside its field', async () => {
    expect((await post('operator-page', { LanguageId: 1, Key: 'kvkk' }, as(editor))).status).toBe(400);
    const page = (await post('operator-page', { LanguageId: 1, Key: 'privacy-policy' }, as(editor))).body.data;
    const { status, body } = await post('operator-page-save', { LanguageId: 1, ...page, DescriptionTr: '<p>kısa</p>' }, as(editor));
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['DescriptionTr']);
  });
});

describe('FAQ', () => {
  it('reorders, adds, removes and changes questions in one save; the FAQ page follows', async () => {
    const loaded = (await post('operator-faqs', { LanguageId: 1 }, as(editor))).body.data.Items as { Id: number; Version: number; QuestionEn: string }[];
    expect(loaded.length).toBeGreaterThanOrEqual(2);
    const [first, second, ...rest] = loaded;
    const added = { Id: null, Version: null, QuestionTr: 'Hediye paketi var mı?', QuestionEn: 'Do you gift-wrap?', AnswerTr: '<p>Evet.</p>', AnswerEn: '<p>Yes, on request.</p>', IsActive: true };
    await clearMarks();
    const saved = await post('operator-faqs-save', { LanguageId: 1, Items: [added, ...rest, { ...first, QuestionEn: 'Changed question?' }], Removed: [{ Id: second.Id, Version: second.Version }] }, as(editor));
    expect(saved.status).toBe(200);
    expect(await marks()).toEqual(['page:faq']);
    const shown = (await post('get-faqs', { LanguageId: 2 })).body.data.faqList as { Id: number; Question: string; Answer: string }[];
    expect(shown[0].Question).toBe('Do you gift-wrap?');
    expect(shown.at(-1)).toMatchObject({ Id: first.Id, Question: 'Changed question?' });
    expect(shown.map((faq) => faq.Id)).not.toContain(second.Id);
    expect(await shop.db.select().from(faqs).where(eq(faqs.id, second.Id))).toHaveLength(0);
    expect(await latestAudit()).toMatchObject({ action: 'faq.saved', entity: 'faq' });
  });

  it('refuses a save that would drop a question someone else added, or one from an older version (409)', async () => {
    const loaded = (await post('operator-faqs', { LanguageId: 1 }, as(editor))).body.data.Items as Record<string, unknown>[];
    const before = await shop.db.select().from(faqs).orderBy(asc(faqs.id));
    const missing = await post('operator-faqs-save', { LanguageId: 1, Items: loaded.slice(1) }, as(editor));
    expect(missing.status).toBe(409);
    const stale = await post('operator-faqs-save', { LanguageId: 1, Items: loaded.map((item) => ({ ...item, Version: (item.Version as number) + 5 })) }, as(editor));
    expect(stale.status).toBe(409);
    expect(await shop.db.select().from(faqs).orderBy(asc(faqs.id))).toEqual(before);
  });

  it('names the question whose field is wrong', async () => {
    const loaded = (await post('operator-faqs', { LanguageId: 1 }, as(editor))).body.data.Items as Record<string, unknown>[];
    const items = loaded.map((item, index) => (index === 1 ? { ...item, QuestionEn: '' } : item));
    const { status, body } = await post('operator-faqs-save', { LanguageId: 2, Items: items }, as(editor, 'en'));
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['Items[1].QuestionEn']);
  });
});

describe('the about page\'s film', () => {
  /** An MP4's first box (ftyp, brand isom), then filler: the shop checks the first bytes, not the codec. */
  const film = (size: number) => {
    const bytes = Buffer.alloc(size, 7);
    bytes.writeUInt32BE(24, 0);
    bytes.write('ftypisom', 4, 'latin1');
    return bytes;
  };
  const upload = async (bytes: Buffer, chunk: number) => {
    let UploadId: string | null = null;
    let reply: { status: number; body: { data: { UploadId: string; Path: string | null; Received: number } } } | null = null;
    for (let Offset = 0; Offset < bytes.length; Offset += chunk) {
      const part = bytes.subarray(Offset, Offset + chunk);
      reply = await post('operator-video-upload', { LanguageId: 1, UploadId, Offset, Chunk: part.toString('base64'), Done: Offset + part.length >= bytes.length }, as(editor));
      expect(reply!.status).toBe(200);
      UploadId = reply!.body.data.UploadId;
    }
    return reply!.body.data;
  };
  const get = (mediaPath: string, range: string | null = null) => mediaResponse(mediaPath.replace(/^\/media\//, '').split('/'), range);

  it('takes a film in chunks, serves it whole or by byte range, and the about page saves, keeps and removes it', async () => {
    const bytes = film(300_000);
    const stored = await upload(bytes, 120_000);
    expect(stored).toMatchObject({ Received: 300_000, Path: expect.stringMatching(/^\/media\/uploads\/about\/[0-9a-f-]{36}\/film\.mp4$/) });
    expect(await latestAudit()).toMatchObject({ action: 'media.uploaded', entityId: stored.Path });
    // Nothing of the upload under way is left behind.
    expect(fs.readdirSync(path.join(mediaRoot(), '.partial'))).toEqual([]);

    const whole = await get(stored.Path!);
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'content-length', 'accept-ranges'].map((name) => [name, whole.headers.get(name)]))).toEqual({ 'content-type': 'video/mp4', 'content-length': '300000', 'accept-ranges': 'bytes' });
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await get(stored.Path!, 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/300000');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get(stored.Path!, 'bytes=299990-');
    expect([tail.status, tail.headers.get('content-length')]).toEqual([206, '10']);
    const past = await get(stored.Path!, 'bytes=300000-');
    expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */300000']);

    const page = (await post('operator-page', { LanguageId: 1, Key: 'about' }, as(editor))).body.data;
    expect((await post('operator-page-save', { LanguageId: 1, ...page, VideoUrl: stored.Path }, as(editor))).status).toBe(200);
    const shown = async () => (await post('get-about-detail', { LanguageId: 2 })).body.data.aboutData.VideoUrl;
    expect(await shown()).toBe(stored.Path);
    const again = (await post('operator-page', { LanguageId: 1, Key: 'about' }, as(editor))).body.data;
    expect(again.VideoUrl).toBe(stored.Path);
    const withoutFilm = Object.fromEntries(Object.entries(again).filter(([key]) => key !== 'VideoUrl'));
    expect((await post('operator-page-save', { LanguageId: 1, ...withoutFilm }, as(editor))).status).toBe(200);
    expect(await shown()).toBe(stored.Path);
    const last = (await post('operator-page', { LanguageId: 1, Key: 'about' }, as(editor))).body.data;
    expect((await post('operator-page-save', { LanguageId: 1, ...last, VideoUrl: '' }, as(editor))).status).toBe(200);
    expect(await shown()).toBeNull();
  });

  it('takes a WebM by its EBML header and doctype', async () => {
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(2000, 1)]);
    expect((await upload(webm, 4000)).Path).toMatch(/\/film\.webm$/);
  });

  it('refuses what is no film, a chunk out of place and a film over 50 MB, beside the field', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const avif = film(4000);
    avif.write('avif', 8, 'latin1');
    for (const [LanguageId, lang, bytes] of [[1, 'tr', png], [2, 'en', avif]] as const) {
      const { status, body } = await post('operator-video-upload', { LanguageId, Offset: 0, Chunk: bytes.toString('base64'), Done: true }, as(editor, lang));
      expect(status).toBe(400);
      expect(body.errors.Chunk).toBe((lang === 'tr' ? tr : en).validation.type);
    }
    const first = await post('operator-video-upload', { LanguageId: 1, Offset: 0, Chunk: film(1000).toString('base64') }, as(editor));
    const { UploadId } = first.body.data;
    for (const Offset of [0, 999, 2000]) {
      const { status, body } = await post('operator-video-upload', { LanguageId: 1, UploadId, Offset, Chunk: film(1000).toString('base64') }, as(editor));
      expect([Offset, status, Object.keys(body.errors ?? {})]).toEqual([Offset, 400, ['Chunk']]);
    }
    // Two copies of the next chunk at once (a retry racing its original): one is kept, the other refused.
    const next = film(1000).toString('base64');
    const copies = await Promise.all([0, 1].map(() => post('operator-video-upload', { LanguageId: 1, UploadId, Offset: 1000, Chunk: next, Done: true }, as(editor))));
    expect(copies.map((copy) => copy.status).sort()).toEqual([200, 400]);
    const joined = copies.find((copy) => copy.status === 200)!.body.data;
    expect(joined).toMatchObject({ Received: 2000 });
    expect(Buffer.from(await (await get(joined.Path)).arrayBuffer()).equals(Buffer.concat([film(1000), film(1000)]))).toBe(true);
    const over = await post('operator-video-upload', { LanguageId: 2, UploadId, Offset: 50 * 1024 * 1024 - 10, Chunk: film(1000).toString('base64') }, as(editor, 'en'));
    expect([over.status, over.body.errors.Chunk]).toEqual([400, en.validation.fileSize.replace('{max}', '50')]);
    // An upload under way is never served: its folder's name starts with a dot.
    expect((await get(`/media/.partial/${UploadId}`)).status).toBe(404);
    const page = (await post('operator-page', { LanguageId: 1, Key: 'about' }, as(editor))).body.data;
    const elsewhere = await post('operator-page-save', { LanguageId: 2, ...page, VideoUrl: '/media/elsewhere/film.mp4' }, as(editor, 'en'));
    expect([elsewhere.status, elsewhere.body.errors.VideoUrl]).toEqual([400, en.validation.type]);
  });
});
