/** @jest-environment node */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { workshops } from '@/lib/server/db/schema';
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

type Card = { Id: number; Url: string; Title: string; Subtitle: string; CoverPhoto: string; IsWorkshop: boolean; PublishedAt: string };
type Page = { featuredBlog: Card | null; dataList: Card[]; TotalCount: number; Continue: boolean };

const newest = () => shop.db.select().from(workshops).where(eq(workshops.isActive, true)).orderBy(desc(workshops.publishedAt), desc(workshops.id));
const ids = (cards: Card[]) => cards.map((card) => card.Id);

/** Every page of a tab, read 10 at a time as the load-more button does. */
async function everyPage(LanguageId: number, Type: number) {
  const pages: Page[] = [];
  for (let Skip = 0; ; Skip += 10) {
    const { status, body } = await post('get-arts-workshops', { LanguageId, Type, Take: 10, Skip });
    expect(status).toBe(200);
    pages.push(body.data);
    if (!body.data.Continue) return pages;
  }
}

describe.each(languages)('/get-arts-workshops in LanguageId $LanguageId', ({ LanguageId, suffix }) => {
  it('answers the featured item apart and the first 10 others newest first, with TotalCount and Continue', async () => {
    const rows = await newest();
    expect(rows.length).toBeGreaterThan(21);
    const featured = rows.find((row) => row.isFeatured)!;
    const others = rows.filter((row) => row !== featured);
    const { status, body } = await post('get-arts-workshops', { LanguageId });
    expect(status).toBe(200);
    expect(body.data.featuredBlog).toEqual({
      Id: featured.id,
      Url: `/artsandworkshopdetail/${featured[`slug${suffix}`]}/${featured.id}`,
      Title: featured[`title${suffix}`],
      Subtitle: featured[`subtitle${suffix}`],
      CoverPhoto: featured.coverPhoto,
      IsWorkshop: featured.isWorkshop,
      PublishedAt: featured.publishedAt.toISOString(),
    });
    expect(ids(body.data.dataList)).toEqual(others.slice(0, 10).map((row) => row.id));
    expect(body.data.TotalCount).toBe(others.length);
    expect(body.data.Continue).toBe(true);
  });

  it('pages through every item exactly once; Continue turns false on the last page', async () => {
    const rows = await newest();
    const pages = await everyPage(LanguageId, 1);
    const seen = [pages[0].featuredBlog!.Id, ...pages.flatMap((page) => ids(page.dataList))];
    expect(seen.sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
    expect(pages.at(-1)!.Continue).toBe(false);
    expect(pages.slice(0, -1).every((page) => page.Continue && page.dataList.length === 10)).toBe(true);
    const beyond = await post('get-arts-workshops', { LanguageId, Skip: 500 });
    expect(beyond.body.data).toMatchObject({ dataList: [], TotalCount: rows.length - 1, Continue: false });
  });

  it.each([
    [2, false],
    [3, true],
  ])('tab %i holds only its kind, featured item included', async (Type, isWorkshop) => {
    const rows = (await newest()).filter((row) => row.isWorkshop === isWorkshop);
    const pages = await everyPage(LanguageId, Type);
    const featured = pages[0].featuredBlog!;
    // The featured one of the tab: the newest marked so, else the newest of the tab.
    expect(featured.Id).toBe((rows.find((row) => row.isFeatured) ?? rows[0]).id);
    const listed = pages.flatMap((page) => page.dataList);
    expect([featured, ...listed].every((card) => card.IsWorkshop === isWorkshop)).toBe(true);
    expect(listed).toHaveLength(rows.length - 1);
    expect(pages[0].TotalCount).toBe(rows.length - 1);
  });
});

describe('/get-arts-workshops-detail and /get-similiar-workshops', () => {
  it.each(languages)('answers the item with its HTML and both photos in $lang', async ({ LanguageId, suffix }) => {
    const [row] = await newest();
    const { status, body } = await post('get-arts-workshops-detail', { LanguageId, Id: row.id });
    expect(status).toBe(200);
    expect(body.data.detailData).toMatchObject({
      Id: row.id,
      Title: row[`title${suffix}`],
      Subtitle: row[`subtitle${suffix}`],
      Description: row[`description${suffix}`],
      CoverPhoto: row.coverPhoto,
      DetailPhoto: row.detailPhoto,
      IsWorkshop: row.isWorkshop,
      Url: `/artsandworkshopdetail/${row[`slug${suffix}`]}/${row.id}`,
    });
    expect(body.data.detailData.Description).toMatch(/<p>/);
  });

  it.each(languages)('similar: three others, of the same kind first, never the item itself, in $lang', async ({ LanguageId }) => {
    const rows = await newest();
    for (const row of [rows.find((each) => each.isWorkshop)!, rows.find((each) => !each.isWorkshop)!]) {
      const { status, body } = await post('get-similiar-workshops', { LanguageId, WorkshopId: row.id });
      expect(status).toBe(200);
      const expected = rows.filter((each) => each.id !== row.id && each.isWorkshop === row.isWorkshop).slice(0, 3);
      expect(ids(body.data.workshopList)).toEqual(expected.map((each) => each.id));
      expect(ids(body.data.workshopList)).not.toContain(row.id);
    }
  });

  it.each(languages)('an unknown or inactive item is content_not_found in $lang', async ({ LanguageId, lang, messages }) => {
    const headers = { headers: { 'accept-language': lang } };
    for (const [name, data] of [
      ['get-arts-workshops-detail', { LanguageId, Id: 999_999 }],
      ['get-similiar-workshops', { LanguageId, WorkshopId: 999_999 }],
    ] as const) {
      const { status, body } = await post(name, data, headers);
      expect(status).toBe(404);
      expect(body).toMatchObject({ succeeded: false, code: 'content_not_found', message: messages.errors.content_not_found });
    }
    const [row] = await newest();
    await shop.db.update(workshops).set({ isActive: false }).where(eq(workshops.id, row.id));
    try {
      expect((await post('get-arts-workshops-detail', { LanguageId, Id: row.id })).status).toBe(404);
      const list = await everyPage(LanguageId, 1);
      expect([list[0].featuredBlog!.Id, ...list.flatMap((page) => ids(page.dataList))]).not.toContain(row.id);
    } finally {
      await shop.db.update(workshops).set({ isActive: true }).where(eq(workshops.id, row.id));
    }
  });

  it('an empty tab answers no featured item and an empty list', async () => {
    await shop.db.update(workshops).set({ isActive: false }).where(eq(workshops.isWorkshop, false));
    try {
      const { body } = await post('get-arts-workshops', { Type: 2 });
      expect(body.data).toEqual({ featuredBlog: null, dataList: [], TotalCount: 0, Continue: false });
    } finally {
      await shop.db.update(workshops).set({ isActive: true }).where(eq(workshops.isWorkshop, false));
    }
  });
});

/** A message of the language's catalogue (validation or error), its {placeholders} filled in. */
function localized(messages: typeof en, message: string) {
  const texts = [...Object.values(messages.validation), ...Object.values(messages.errors)].filter((text): text is string => typeof text === 'string');
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '.+');
  return texts.some((text) => new RegExp(`^${escape(text)}$`).test(message));
}

describe('arts and workshops calls refuse malformed input with a localized message', () => {
  it.each(languages)('bad Type, Take, Skip and ids are validation errors in $lang', async ({ lang, messages }) => {
    const headers = { headers: { 'accept-language': lang } };
    const bad: [string, object][] = [
      ['get-arts-workshops', { Type: 0 }],
      ['get-arts-workshops', { Type: 4 }],
      ['get-arts-workshops', { Type: 'art' }],
      ['get-arts-workshops', { Take: 0 }],
      ['get-arts-workshops', { Take: 501 }],
      ['get-arts-workshops', { Skip: -1 }],
      ['get-arts-workshops', { Skip: 1.5 }],
      ['get-arts-workshops', { LanguageId: 3 }],
      ['get-arts-workshops-detail', {}],
      ['get-arts-workshops-detail', { Id: 'abc' }],
      ['get-arts-workshops-detail', { Id: 0 }],
      ['get-similiar-workshops', {}],
      ['get-similiar-workshops', { WorkshopId: -4 }],
    ];
    for (const [name, data] of bad) {
      const { status, body } = await post(name, data, headers);
      expect({ name, data, status, code: body.code }).toEqual({ name, data, status: 400, code: 'validation_failed' });
      expect(localized(messages, body.message)).toBe(true);
    }
  });
});
