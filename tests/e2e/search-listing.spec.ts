import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { routes } from '../../lib/shop/routes';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

type Card = { Id: number; Title: string; DiscountedPrice: number; TotalCount?: number };
type Results = { List: Card[]; Continue: boolean };
type Main = { Id: number; Name: string };
type Child = { Id: number; Name: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

const QUERY: Record<Lang, string> = { tr: 'vazo', en: 'vase' };
const cards = (page: Page) => page.locator('main').getByRole('article');
const results = (request: Parameters<typeof api>[0], lang: Lang, data: Record<string, unknown>) =>
  api<Results>(request, 'get-search-results', { LanguageId: languageId(lang), Take: 24, Skip: 0, ...data });

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] a Turkish-aware header search lands on the listing with the count, then sorts by lowest price`, async ({ page, request }) => {
    const text = lang === 'tr' ? 'VAZO' : QUERY.en;
    const expected = await results(request, lang, { searchText: text });
    expect(expected.List.length).toBeGreaterThan(1);
    const suggested = await api<{ List: { Title: string }[] }>(request, 'search-products', { searchText: text, LanguageId: languageId(lang) });
    await page.goto(`/${lang}`);
    await page.getByRole('banner').getByRole('button', { name: t.header.openSearch }).click();
    await page.getByRole('combobox', { name: t.header.searchLabel }).pressSequentially(text);
    // See all sits under the suggestions: a person reaches for it once the list has arrived, not while it is
    // still coming in and pushing the link down (a click then lands on a suggestion and opens that product).
    const list = page.getByRole('listbox', { name: t.header.searchSuggestions });
    await expect(list.getByRole('option')).toHaveCount(suggested.List.length);
    await expect(list.getByRole('option').first()).toContainText(suggested.List[0].Title);
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('link', { name: t.header.searchSeeAll }).click();
    await expect(page.getByRole('heading', { level: 1, name: format(t.search.resultsFor, lang, { text }) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: format(t.category.count, lang, { count: expected.List[0].TotalCount! }) })).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText(expected.List.map((card) => card.Title));

    const cheapest = await results(request, lang, { searchText: text, OrderBy: 1 });
    await page.getByLabel(t.category.sortLabel).selectOption({ label: t.category.sortLowestPrice });
    await expect(page).toHaveURL(/sort=1/);
    await expect(cards(page).getByRole('heading')).toHaveText(cheapest.List.map((card) => card.Title));
    const prices = cheapest.List.map((card) => card.DiscountedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test(`[${lang}] a category and Apply narrow the results; a child category shows with an × that clears it`, async ({ page, request }) => {
    const { categories } = await api<{ categories: Main[] }>(request, 'get-main-categories', { LanguageId: languageId(lang) });
    const main = categories[0];
    const { catData } = await api<{ catData: { Children: Child[] } }>(request, 'get-child-categories', { LanguageId: languageId(lang), CategoryId: main.Id });
    const child = catData.Children[0];
    const inMain = await results(request, lang, { CategoryId: main.Id });
    const inChild = await results(request, lang, { CategoryId: child.Id });

    await page.goto(`/${lang}${routes.clearFilters()}`);
    const filters = page.getByRole('form', { name: t.category.filtersLabel });
    await filters.getByRole('radio', { name: main.Name, exact: true }).check();
    await filters.getByRole('button', { name: t.category.apply }).click();
    await expect(page).toHaveURL(new RegExp(`category=${main.Id}`));
    await expect(page.getByRole('heading', { level: 2, name: format(t.category.count, lang, { count: inMain.List[0].TotalCount! }) })).toBeVisible();

    await page.getByRole('navigation', { name: format(t.search.childrenLabel, lang, { name: main.Name }) }).getByRole('link', { name: child.Name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`child=${child.Id}`));
    await expect(page.getByRole('heading', { level: 2, name: format(t.category.count, lang, { count: inChild.List[0].TotalCount! }) })).toBeVisible();
    await page.getByRole('link', { name: format(t.search.removeChild, lang, { name: child.Name }) }).click();
    await expect(page).not.toHaveURL(/child=/);
    await expect(page.getByRole('heading', { level: 2, name: format(t.category.count, lang, { count: inMain.List[0].TotalCount! }) })).toBeVisible();
  });

  test(`[${lang}] all products page through the pager and load more`, async ({ page, request }) => {
    const second = await results(request, lang, { Skip: 24 });
    const third = await results(request, lang, { Skip: 48 });
    await page.goto(`/${lang}${routes.clearFilters()}`);
    await expect(cards(page)).toHaveCount(24);
    // The load-more button appears once the page is interactive: the pager's click is then the router's.
    await expect(page.getByRole('button', { name: t.category.loadMore })).toBeVisible();
    await page.getByRole('navigation', { name: t.category.pagerLabel }).getByRole('link', { name: t.category.next }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(second.List[0].Title);
    await page.getByRole('button', { name: t.category.loadMore }).click();
    await expect(cards(page)).toHaveCount(48);
    await expect(cards(page).nth(24).getByRole('heading')).toHaveText(third.List[0].Title);
  });

  test(`[${lang}] a search with no match shows the query, spelling help and popular categories with status 200`, async ({ page }) => {
    const response = await page.goto(`/${lang}${routes.search({ text: 'qqzzxxw' })}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByText(format(t.search.emptyTitle, lang, { text: 'qqzzxxw' }))).toBeVisible();
    await expect(page.getByText(t.search.emptyTips)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.search.popularCategories })).toBeVisible();
    await page.getByRole('link', { name: t.search.seeEverything }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.search.allProducts })).toBeVisible();
  });

  test(`[${lang}] on a phone the filters open in a sheet`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US' });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}${routes.search({ text: QUERY[lang] })}`);
    const filters = page.getByRole('form', { name: t.category.filtersLabel });
    await expect(filters).toBeHidden();
    await page.getByRole('link', { name: t.category.filtersTitle, exact: true }).click();
    await expect(page.getByRole('dialog', { name: t.category.filtersTitle }).getByRole('radio', { name: t.search.allCategories })).toBeVisible();
    await context.close();
  });

  test(`[${lang}] without JavaScript the results, the pager and the filter form work`, async ({ browser, baseURL, request }) => {
    const onlyStock = await results(request, lang, { IsOnlyStock: true, IsMustHave: true });
    const context = await browser.newContext({ javaScriptEnabled: false, locale: lang === 'tr' ? 'tr-TR' : 'en-US' });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}${routes.allProducts()}`);
    await expect(page.getByRole('heading', { level: 1, name: t.search.mustHave })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('form', { name: t.category.filtersLabel }).getByRole('checkbox', { name: t.category.onlyStock }).check();
    await page.getByRole('form', { name: t.category.filtersLabel }).getByRole('button', { name: t.category.apply }).click();
    await expect(page).toHaveURL(/stock=1/);
    await expect(page.getByRole('heading', { level: 2, name: format(t.category.count, lang, { count: onlyStock.List[0].TotalCount! }) })).toBeVisible();
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] the search listing at ${width}px has no axe violations, with results and empty`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      for (const text of [QUERY[lang], 'qqzzxxw']) {
        await page.goto(`/${lang}${routes.search({ text })}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    });
  }
}

test('the listing names itself canonical without its text or filter, and keeps such variants out of the index', async ({ request }) => {
  const html = await (await request.get(`/tr${routes.search({ text: 'vazo' })}?sort=1`)).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/tr${routes.clearFilters()}"/>`));
  const plain = await (await request.get(`/tr${routes.clearFilters()}`)).text();
  expect(plain).not.toContain('noindex');
  expect((await request.get(`/tr/searchproducts`, { maxRedirects: 0 })).status()).toBe(308);
  expect((await request.get(`/tr/searchproducts/maybe/no`)).status()).toBe(404);
});
