import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { latestMailTo } from './support/mail';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

// The detail's photos must load from the image optimiser, not the suite's stand-ins.
test.use({ pictures: 'real' });

type Card = { Id: number; Url: string; Title: string; IsWorkshop: boolean };
type Listing = { featuredBlog: Card | null; dataList: Card[]; TotalCount: number; Continue: boolean };
type Detail = { detailData: Card & { Subtitle: string; Description: string } };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

const TABS = { all: 1, art: 2, workshops: 3 } as const;

const grid = (page: Page, title: string) => page.getByRole('region', { name: title });
const titles = (page: Page, title: string) => grid(page, title).getByRole('article').getByRole('heading').allTextContents();

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang].workshops;
  const LanguageId = languageId(lang);
  const list = (Type: number, Skip = 0) => ({ LanguageId, Type, Take: 10, Skip });

  test(`[${lang}] the tabs switch the grid to their kind, and load more appends until Continue is false`, async ({ page, request }) => {
    await page.goto(`/${lang}/artsandworkshops`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: t.tabsLabel });
    await expect(tabs.getByRole('link', { name: t.tabAll })).toHaveAttribute('aria-current', 'page');

    const all = await api<Listing>(request, 'get-arts-workshops', list(TABS.all));
    await expect(page.getByRole('region', { name: t.featured }).getByRole('heading', { level: 2 })).toHaveText(all.featuredBlog!.Title);
    await expect(grid(page, t.listTitle).getByRole('article')).toHaveCount(10);
    expect(await titles(page, t.listTitle)).toEqual(all.dataList.map((card) => card.Title));

    // Load more, 10 at a time, until the server says there is no more.
    const button = grid(page, t.listTitle).getByRole('button', { name: t.loadMore });
    let shown = 10;
    for (let skip = 10; ; skip += 10) {
      const next = await api<Listing>(request, 'get-arts-workshops', list(TABS.all, skip));
      await button.click();
      shown += next.dataList.length;
      await expect(grid(page, t.listTitle).getByRole('article')).toHaveCount(shown);
      await expect(grid(page, t.listTitle).getByRole('article').nth(skip).getByRole('link')).toBeFocused();
      if (!next.Continue) break;
    }
    expect(shown).toBe(all.TotalCount);
    await expect(button).toHaveCount(0);
    await expect(grid(page, t.listTitle).getByRole('status')).toHaveText(format(t.range, lang, { from: 1, to: shown, total: all.TotalCount }));

    for (const [tab, label, title, isWorkshop] of [
      ['workshops', t.tabWorkshops, t.listTitleWorkshops, true],
      ['art', t.tabArt, t.listTitleArt, false],
    ] as const) {
      const expected = await api<Listing>(request, 'get-arts-workshops', list(TABS[tab]));
      await tabs.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/artsandworkshops\\?tab=${tab}$`));
      await expect(tabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => titles(page, title)).toEqual(expected.dataList.map((card) => card.Title));
      expect(expected.dataList.every((card) => card.IsWorkshop === isWorkshop)).toBe(true);
      await expect(page.getByRole('region', { name: t.featured }).getByText(isWorkshop ? t.kindWorkshop : t.kindArt, { exact: true })).toBeVisible();
    }
  });

  test(`[${lang}] a detail shows its photos, description and three similar items; a wrong slug moves to the right one`, async ({ page, request }) => {
    const { dataList } = await api<Listing>(request, 'get-arts-workshops', list(TABS.workshops));
    const item = dataList[0];
    const { detailData } = await api<Detail>(request, 'get-arts-workshops-detail', { LanguageId, Id: item.Id });
    const { workshopList } = await api<{ workshopList: Card[] }>(request, 'get-similiar-workshops', { LanguageId, WorkshopId: item.Id });

    await page.goto(`/${lang}/artsandworkshops?tab=workshops`);
    await grid(page, t.listTitleWorkshops).getByRole('link', { name: item.Title }).click();
    await expect(page).toHaveURL(`/${lang}${item.Url}`);
    await expect(page.getByRole('heading', { level: 1, name: item.Title })).toBeVisible();
    await expect(page.getByText(detailData.Subtitle, { exact: true })).toBeVisible();
    const photos = page.getByRole('list', { name: t.photosLabel }).getByRole('img');
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const similar = grid(page, t.similar);
    await expect(similar.getByRole('article')).toHaveCount(3);
    await expect(similar.getByRole('article').getByRole('heading')).toHaveText(workshopList.map((card) => card.Title));
    await expect(similar.getByRole('link', { name: item.Title, exact: true })).toHaveCount(0);
    const structured = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(structured).toContainEqual(expect.objectContaining({ '@type': 'CreativeWork', name: item.Title }));

    await page.goto(`/${lang}/artsandworkshopdetail/not-the-title/${item.Id}`);
    await expect(page).toHaveURL(`/${lang}${item.Url}`);
    const missing = await page.goto(`/${lang}/artsandworkshopdetail/x/999999`);
    expect(missing?.status()).toBe(404);
  });

  test(`[${lang}] without JavaScript: tabs, featured item, first 10 and next-page links reach every item`, async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}/artsandworkshops`);
    const all = await api<Listing>(request, 'get-arts-workshops', list(TABS.all));
    await expect(page.getByRole('region', { name: t.featured }).getByRole('heading', { level: 2 })).toHaveText(all.featuredBlog!.Title);
    await expect(page.getByRole('button', { name: t.loadMore })).toHaveCount(0);

    const seen = [all.featuredBlog!.Title];
    for (let pageNumber = 1; ; pageNumber++) {
      const titlesHere = await titles(page, t.listTitle);
      expect(titlesHere.length).toBeGreaterThan(0);
      seen.push(...titlesHere);
      const next = page.getByRole('navigation', { name: t.pagesLabel }).getByRole('link', { name: t.nextPage });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`page=${pageNumber + 1}$`));
      await expect(page.getByRole('navigation', { name: t.pagesLabel }).getByRole('link', { name: t.previousPage })).toBeVisible();
    }
    expect(seen).toHaveLength(all.TotalCount + 1);
    expect(new Set(seen).size).toBe(seen.length);

    await page.goto(`/${lang}/artsandworkshops`);
    await page.getByRole('navigation', { name: t.tabsLabel }).getByRole('link', { name: t.tabArt }).click();
    const art = await api<Listing>(request, 'get-arts-workshops', list(TABS.art));
    expect(await titles(page, t.listTitleArt)).toEqual(art.dataList.map((card) => card.Title));

    await page.getByRole('link', { name: art.dataList[0].Title }).click();
    await expect(page.getByRole('heading', { level: 1, name: art.dataList[0].Title })).toBeVisible();
    await expect(grid(page, t.similarArt).getByRole('article')).toHaveCount(3);
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] listing and detail at ${width}px have no axe violations`, async ({ browser, request, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await page.goto(`/${lang}/artsandworkshops`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      const { dataList } = await api<Listing>(request, 'get-arts-workshops', list(TABS.all));
      await page.goto(`/${lang}${dataList[0].Url}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}

test('the sitemap lists the arts and fashion pages and every item in both languages, with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const lang of ['tr', 'en'] as Lang[]) {
    expect(xml).toContain(`/${lang}/artsandworkshops</loc>`);
    expect(xml).toContain(`/${lang}/fashion</loc>`);
    const { featuredBlog, dataList } = await api<Listing>(request, 'get-arts-workshops', { LanguageId: languageId(lang), Take: 500 });
    for (const item of [featuredBlog!, ...dataList]) expect(xml).toContain(`/${lang}${item.Url}</loc>`);
  }
  const [tr, en] = await Promise.all((['tr', 'en'] as Lang[]).map((lang) => api<Listing>(request, 'get-arts-workshops', { LanguageId: languageId(lang), Take: 500 })));
  expect(xml).toContain(`hreflang="en" href="${new URL(`/en${en.featuredBlog!.Url}`, xml.match(/<loc>(https?:\/\/[^/]+)/)![1]).toString()}"`);
  expect(tr.featuredBlog!.Url).not.toBe(en.featuredBlog!.Url);
});

test('[en] a workshop shows its fee in dollars and takes an enquiry that reaches the shop, with a receipt to the sender', async ({ page, request }) => {
  const t = messages.en;
  const all = await api<Listing>(request, 'get-arts-workshops', { LanguageId: 2, Type: TABS.workshops, Take: 10, Skip: 0 });
  const card = all.featuredBlog!;
  const { detailData } = await api<{ detailData: Detail['detailData'] & { Fee: number | null } }>(request, 'get-arts-workshops-detail', { LanguageId: 2, Id: card.Id });
  const layout = await api<{ Email: string }>(request, 'get-layout-info', {});
  await page.goto(`/en${card.Url}`);
  const price = `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(detailData.Fee! / 100)}`;
  await expect(page.getByText(format(t.workshops.feeValue, 'en', { fee: price }))).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\d TL/);

  const form = page.getByRole('form', { name: t.workshops.enquiryHeading });
  const sender = `enquiry-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: t.workshops.enquiryName }).fill('Deniz Kaya');
  await form.getByRole('textbox', { name: t.workshops.enquiryEmail }).fill(sender);
  await form.getByRole('textbox', { name: t.workshops.enquiryPhone }).fill('5321234567');
  await form.getByRole('combobox', { name: t.workshops.enquirySeats }).selectOption('2');
  await form.getByRole('textbox', { name: new RegExp(t.workshops.enquiryMessage) }).fill('Are materials included?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: t.workshops.enquirySubmit }).click();
  await expect(page.getByRole('dialog', { name: t.modals.successTitle }).getByText(t.notices.workshop_enquiry_sent)).toBeVisible();

  // Stored (the notice names its number) and mailed: a notice to the shop, answerable to the sender, and a receipt.
  const notice = await latestMailTo(layout.Email, (mail) => mail.text.includes(sender));
  expect(notice.text).toContain('Are materials included?');
  expect(notice.text).toMatch(/\d+/);
  const receipt = await latestMailTo(sender);
  expect(receipt.subject).toBe(t.mails.receipt.workshopEnquiry.subject);
  expect(receipt.text).toContain(detailData.Title);
});
