import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';

type Entry = { Id: number; Url: string; Name: string };
type Group = { FirstChar: string; DesignerNames: Entry[] };
type Category = { Id: number; Name: string };
type Card = { Id: number; Url: string; Title: string; DiscountedPrice: number; TotalCount?: number };
type Detail = { designerData: { Id: number; Name: string; Url: string; HighestPrice: number }; products: Card[]; Continue: boolean };
type Collaboration = { Id: number; Url: string; Title: string; DesignerName: string; DesignerUrl: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/** The designer with the most products: its page needs a second page of 24. */
async function biggestDesigner(request: APIRequestContext, lang: Lang): Promise<Entry & { total: number }> {
  const { List } = await api<{ List: Group[] }>(request, 'designer-list', { LanguageId: languageId(lang) });
  const entries = List.flatMap((group) => group.DesignerNames);
  const totals = await Promise.all(
    entries.map(async (entry) => (await api<Detail>(request, 'get-designer-detail', { LanguageId: languageId(lang), DesignerId: entry.Id, Take: 1 })).products[0]?.TotalCount ?? 0),
  );
  const index = totals.indexOf(Math.max(...totals));
  return { ...entries[index], total: totals[index] };
}

const productGrid = (page: Page, lang: Lang, name: string) => page.getByRole('region', { name: format(messages[lang].brand.productsTitle, lang, { name }) });

/** The product ids in the grid's order, read from the card links. */
async function gridIds(page: Page, lang: Lang, name: string): Promise<number[]> {
  const hrefs = await productGrid(page, lang, name).getByRole('article').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').at(-1)));
}

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  const LanguageId = languageId(lang);

  test(`[${lang}] the designer list groups the names by initial in Turkish order, each linking to its brand page`, async ({ page, request }) => {
    const { List } = await api<{ List: Group[] }>(request, 'designer-list', { LanguageId });
    await page.goto(`/${lang}/designerlist`);
    await expect(page.getByRole('heading', { level: 1, name: t.brands.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(List.map((group) => group.FirstChar));
    for (const group of List) {
      const region = main.getByRole('region', { name: group.FirstChar, exact: true });
      await expect(region.getByRole('link')).toHaveText(group.DesignerNames.map((entry) => entry.Name));
      await expect(region.getByRole('link').first()).toHaveAttribute('href', `/${lang}${group.DesignerNames[0].Url}`);
    }
    const initials = List.map((group) => group.FirstChar);
    expect(initials.indexOf('Ç')).toBeGreaterThan(initials.indexOf('B'));
    expect(initials.indexOf('Ç')).toBeLessThan(initials.indexOf('D'));
    await main.getByRole('link', { name: List[0].DesignerNames[0].Name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: List[0].DesignerNames[0].Name })).toBeVisible();
  });

  test(`[${lang}] a category filter link narrows the designer list (in the URL, without JavaScript)`, async ({ browser, request, baseURL }) => {
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId });
    const category = categories[0];
    const [all, narrowed] = await Promise.all(
      [undefined, category.Id].map((CategoryId) => api<{ List: Group[] }>(request, 'designer-list', { LanguageId, CategoryId })),
    );
    const names = (list: Group[]) => list.flatMap((group) => group.DesignerNames.map((entry) => entry.Name));
    const context = await browser.newContext({ javaScriptEnabled: false });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}/designerlist`);
    const filters = page.getByRole('navigation', { name: t.brands.filterLabel });
    await expect(filters.getByRole('link', { name: t.brands.all })).toHaveAttribute('aria-current', 'page');
    await filters.getByRole('link', { name: category.Name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/designerlist\\?category=${category.Id}$`));
    await expect(filters.getByRole('link', { name: category.Name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(format(t.brands.count, lang, { count: names(narrowed.List).length }));
    const shown = await page.getByRole('main').getByRole('region').getByRole('link').allTextContents();
    expect(shown).toEqual(names(narrowed.List));
    expect(shown.length).toBeLessThan(names(all.List).length);
    await context.close();
  });

  test(`[${lang}] without JavaScript the brand page shows its first 24 products, and the price form filters by GET`, async ({ browser, request, baseURL }) => {
    const designer = await biggestDesigner(request, lang);
    const first = await api<Detail>(request, 'get-designer-detail', { LanguageId, DesignerId: designer.Id });
    const context = await browser.newContext({ javaScriptEnabled: false });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}${designer.Url}`);
    await expect(page.getByRole('heading', { level: 1, name: designer.Name })).toBeVisible();
    expect(await gridIds(page, lang, designer.Name)).toEqual(first.products.map((card) => card.Id));
    await expect(productGrid(page, lang, designer.Name).getByRole('article')).toHaveCount(24);
    // Load more needs JavaScript: without it the page offers no button that would do nothing.
    await expect(page.getByRole('button', { name: t.category.loadMore })).toHaveCount(0);
    const structured = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(structured).toContainEqual(expect.objectContaining({ '@type': 'Brand', name: designer.Name }));

    // The price filter tops out at the brand's dearest piece (rounded up to a hundred), not at a fixed 1.000.
    const top = page.getByLabel(t.category.maxPrice, { exact: true });
    const ceiling = Number(await top.getAttribute('max'));
    expect(ceiling * 100).toBeGreaterThanOrEqual(first.designerData.HighestPrice);
    expect(ceiling * 100 - first.designerData.HighestPrice).toBeLessThan(100 * 100);
    await expect(top).toHaveValue(String(ceiling));

    const cheap = await api<Detail>(request, 'get-designer-detail', { LanguageId, DesignerId: designer.Id, MaxPrice: 100 * 100 });
    await top.fill('100');
    await page.getByRole('button', { name: t.category.apply, exact: true }).click();
    await expect(page).toHaveURL(/max=100/);
    expect(await gridIds(page, lang, designer.Name)).toEqual(cheap.products.map((card) => card.Id));
    await context.close();
  });

  test(`[${lang}] load more appends the next page of the brand's products`, async ({ page, request }) => {
    const designer = await biggestDesigner(request, lang);
    expect(designer.total).toBeGreaterThan(24);
    const [first, second] = await Promise.all(
      [0, 24].map((Skip) => api<Detail>(request, 'get-designer-detail', { LanguageId, DesignerId: designer.Id, Skip })),
    );
    await page.goto(`/${lang}${designer.Url}`);
    const grid = productGrid(page, lang, designer.Name);
    await expect(grid.getByRole('article')).toHaveCount(24);
    await grid.getByRole('button', { name: t.category.loadMore }).click();
    await expect(grid.getByRole('article')).toHaveCount(24 + second.products.length);
    await expect(grid.getByRole('article').nth(24).getByRole('link')).toBeFocused();
    expect(await gridIds(page, lang, designer.Name)).toEqual([...first.products, ...second.products].map((card) => card.Id));
    await expect(grid.getByRole('status')).toHaveText(format(t.category.showing, lang, { from: 1, to: 24 + second.products.length, total: designer.total }));
    await expect(grid.getByRole('button', { name: t.category.loadMore })).toHaveCount(second.Continue ? 1 : 0);
  });

  test(`[${lang}] sorting by lowest price orders the grid by selling price`, async ({ page, request }) => {
    const designer = await biggestDesigner(request, lang);
    const all = [
      ...(await api<Detail>(request, 'get-designer-detail', { LanguageId, DesignerId: designer.Id })).products,
      ...(await api<Detail>(request, 'get-designer-detail', { LanguageId, DesignerId: designer.Id, Skip: 24 })).products,
    ];
    const priceOf = new Map(all.map((card) => [card.Id, card.DiscountedPrice]));
    await page.goto(`/${lang}${designer.Url}`);
    const before = await gridIds(page, lang, designer.Name);
    await page.getByRole('combobox', { name: t.category.sortLabel, exact: true }).selectOption({ label: t.category.sortLowestPrice });
    await expect(page).toHaveURL(/sort=1/);
    await expect.poll(() => gridIds(page, lang, designer.Name)).not.toEqual(before);
    const prices = (await gridIds(page, lang, designer.Name)).map((id) => priceOf.get(id)!);
    expect(prices).toHaveLength(24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...priceOf.values()));
  });

  test(`[${lang}] on a phone the brand's filters open in the category page's sheet, and Apply closes it onto the narrowed grid`, async ({ browser, request, baseURL }) => {
    const designer = await biggestDesigner(request, lang);
    const cheap = await api<Detail>(request, 'get-designer-detail', { LanguageId, DesignerId: designer.Id, MaxPrice: 100 * 100 });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}${designer.Url}`);
    const sheet = page.getByRole('dialog', { name: t.category.filtersTitle });
    await expect(sheet).toBeHidden();
    await page.getByRole('link', { name: t.category.filtersTitle, exact: true }).click();
    await expect(sheet).toBeVisible();
    await sheet.getByLabel(t.category.maxPrice, { exact: true }).fill('100');
    const apply = sheet.getByRole('button', { name: t.category.apply, exact: true });
    await expect(apply).toBeInViewport();
    await apply.click();
    await expect(page).toHaveURL(/max=100/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('link', { name: `${t.category.filtersTitle} ${format(t.category.activeFilters, lang, { count: 1 })}`, exact: true })).toBeVisible();
    await expect.poll(() => gridIds(page, lang, designer.Name)).toEqual(cheap.products.map((card) => card.Id));
    await context.close();
  });

  test(`[${lang}] a collaboration card leads to its detail, whose See All goes to the designer's page`, async ({ page, request }) => {
    const { collaborationList } = await api<{ collaborationList: Collaboration[] }>(request, 'get-collaborations', { LanguageId });
    expect(collaborationList).toHaveLength(5);
    await page.goto(`/${lang}/isbirlikleri`);
    await expect(page.getByRole('heading', { level: 1, name: t.collaborations.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
    const chosen = collaborationList[1];
    await page.getByRole('link', { name: chosen.Title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}${chosen.Url}$`));
    await expect(page.getByRole('heading', { level: 1, name: chosen.Title })).toBeVisible();
    const other: Lang = lang === 'tr' ? 'en' : 'tr';
    const { collaborationData: translated } = await api<{ collaborationData: Collaboration }>(request, 'get-collaboration-detail', { LanguageId: languageId(other), CollaborationId: chosen.Id });
    await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', new RegExp(`/${other}${translated.Url}$`));
    const { designerProducts } = await api<{ designerProducts: Card[] }>(request, 'get-collaboration-detail', { LanguageId, CollaborationId: chosen.Id });
    const carousel = page.getByRole('region', { name: format(t.collaborations.productsLabel, lang, { designer: chosen.DesignerName }) });
    await expect(carousel.getByRole('article')).toHaveCount(designerProducts.length);
    const seeAll = page.getByRole('link', { name: new RegExp(`^${t.collaborations.seeAll}`) });
    await expect(seeAll).toHaveAttribute('href', `/${lang}${chosen.DesignerUrl}`);
    await seeAll.click();
    await expect(page.getByRole('heading', { level: 1, name: chosen.DesignerName })).toBeVisible();
  });

  test(`[${lang}] an unknown designer or collaboration is the 404 page`, async ({ page }) => {
    for (const path of [`/${lang}/designers/nobody/999999`, `/${lang}/isbirlikleridetay/nothing/999999`, `/${lang}/designers/nobody/abc`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: t.notFound.title })).toBeVisible();
    }
  });
}

test('the sitemap lists the brand pages and every designer and collaboration in both languages, with alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const { List } = await api<{ List: Group[] }>(request, 'designer-list', { LanguageId: 1 });
  const designers = List.flatMap((group) => group.DesignerNames);
  const [tr, en] = await Promise.all([1, 2].map((LanguageId) => api<{ collaborationList: Collaboration[] }>(request, 'get-collaborations', { LanguageId, Take: 100 })));
  expect(tr.collaborationList.length).toBeGreaterThan(5);
  for (const lang of ['tr', 'en'] as Lang[]) {
    expect(locs).toEqual(expect.arrayContaining([`/${lang}/designerlist`, `/${lang}/isbirlikleri`]));
    for (const designer of designers) expect(locs).toContain(`/${lang}${designer.Url}`);
    for (const item of (lang === 'tr' ? tr : en).collaborationList) expect(locs).toContain(`/${lang}${item.Url}`);
  }
  const first = tr.collaborationList[0];
  const english = en.collaborationList.find((item) => item.Id === first.Id)!;
  expect(english.Url).not.toBe(first.Url);
  // The Turkish entry of a collaboration names its English page (its own slug) as the alternate.
  const entry = xml.split('<url>').find((block) => block.includes(`/tr${first.Url}</loc>`))!;
  expect(entry).toMatch(new RegExp(`hreflang="en" href="[^"]*/en${english.Url}"`));
});
