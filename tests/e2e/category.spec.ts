import { expect, test } from './support/test';
import { api, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

type Category = { Id: number; Name: string; Url: string };
type Card = { Title: string; DesignerName: string; Price: number; DiscountedPrice: number };
type Designer = { Id: number; Name: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] a header category opens its listing with products, and the next page through the pager`, async ({ page, request }) => {
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
    const first = categories[0];
    await page.goto(`/${lang}`);
    await page.getByRole('navigation', { name: t.header.primaryNav }).getByRole('link', { name: first.Name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.Name })).toBeVisible();
    const results = page.locator('main').getByRole('article');
    await expect(results).toHaveCount(24);
    const firstTitle = await results.first().getByRole('heading').innerText();
    // The load-more button appears once the page is interactive: the pager's click is then the router's.
    await expect(page.getByRole('button', { name: t.category.loadMore })).toBeVisible();
    await page.getByRole('navigation', { name: t.category.pagerLabel }).getByRole('link', { name: t.category.next }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(results.first().getByRole('heading')).not.toHaveText(firstTitle);
  });

  test(`[${lang}] without JavaScript the listing shows its products and sorts by lowest price through its form`, async ({ browser, baseURL, request }) => {
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
    const first = categories[0];
    const { List } = await api<{ List: Card[] }>(request, 'get-category-products', { LanguageId: languageId(lang), CategoryId: first.Id, OrderBy: 1, Take: 24, Skip: 0 });
    const context = await browser.newContext({ javaScriptEnabled: false, locale: lang === 'tr' ? 'tr-TR' : 'en-US' });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}${first.Url}`);
    await expect(page.locator('main').getByRole('article').first()).toBeVisible();
    await page.getByLabel(t.category.sortLabel).selectOption({ label: t.category.sortLowestPrice });
    await page.getByRole('button', { name: t.category.sortApply, exact: true }).click();
    await expect(page.locator('main').getByRole('article').first().getByRole('heading')).toHaveText(List[0].Title);
    await context.close();
  });

  test(`[${lang}] filtered by a designer and a highest price, sorted by lowest price, it lists what the server lists, cheapest first`, async ({ page, request }) => {
    const LanguageId = languageId(lang);
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId });
    const category = categories[0];
    const { designers } = await api<{ designers: Designer[] }>(request, 'get-filter-designers', { LanguageId, CategoryId: category.Id });
    // The designer with the most pieces here, so a price limit leaves some out and keeps some.
    const counted = await Promise.all(
      designers.map(async (designer) => {
        const { List } = await api<{ List: Card[] }>(request, 'get-category-products', { LanguageId, CategoryId: category.Id, designerListString: String(designer.Id), OrderBy: 1, Take: 24, Skip: 0 });
        return { designer, List };
      }),
    );
    const { designer, List: all } = counted.sort((a, b) => b.List.length - a.List.length)[0];
    expect(all.length).toBeGreaterThan(2);
    // Whole currency units on the form; minor units in the call.
    const max = Math.ceil(all[Math.floor(all.length / 2)].DiscountedPrice / 100);
    const { List: expected } = await api<{ List: Card[] }>(request, 'get-category-products', {
      LanguageId, CategoryId: category.Id, designerListString: String(designer.Id), MaxPrice: max * 100, OrderBy: 1, Take: 24, Skip: 0,
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    await page.goto(`/${lang}${category.Url}`);
    const filters = page.getByRole('form', { name: t.category.filtersLabel });
    await filters.getByRole('checkbox', { name: designer.Name, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`designer=${designer.Id}`));
    await filters.getByLabel(t.category.maxPrice).fill(String(max));
    await filters.getByRole('button', { name: t.category.apply }).click();
    await expect(page).toHaveURL(new RegExp(`max=${max}`));
    await page.getByLabel(t.category.sortLabel).selectOption({ label: t.category.sortLowestPrice });
    await expect(page).toHaveURL(/sort=1/);
    const cards = page.locator('main').getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(expected.map((card) => card.Title));
    await expect(cards.getByText(designer.Name, { exact: true })).toHaveCount(expected.length);
    // The server's order is the cheapest first, and none is above the limit.
    const prices = expected.map((card) => card.DiscountedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBeLessThanOrEqual(max * 100);
  });

  test(`[${lang}] a designer ticked and a sort chosen before the page's script has run are applied once it runs`, async ({ page, request }) => {
    const LanguageId = languageId(lang);
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId });
    const category = categories[0];
    const { designers } = await api<{ designers: Designer[] }>(request, 'get-filter-designers', { LanguageId, CategoryId: category.Id });
    const designer = designers[0];
    const { List: expected } = await api<{ List: Card[] }>(request, 'get-category-products', {
      LanguageId, CategoryId: category.Id, designerListString: String(designer.Id), OrderBy: 1, Take: 24, Skip: 0,
    });
    // The scripts arrive after the shopper has chosen, as on a slow phone.
    let release = () => {};
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    await page.goto(`/${lang}${category.Url}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('form', { name: t.category.filtersLabel }).getByRole('checkbox', { name: designer.Name, exact: true }).check();
    await page.getByLabel(t.category.sortLabel).selectOption({ label: t.category.sortLowestPrice });
    await expect(page).not.toHaveURL(/designer=/);

    release();
    await expect(page).toHaveURL(new RegExp(`designer=${designer.Id}.*sort=1|sort=1.*designer=${designer.Id}`));
    await expect(page.locator('main').getByRole('article').getByRole('heading')).toHaveText(expected.map((card) => card.Title));
  });

  test(`[${lang}] load more appends the next 24 products after the first page`, async ({ page, request }) => {
    const LanguageId = languageId(lang);
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId });
    const category = categories[0];
    const { List: second } = await api<{ List: Card[] }>(request, 'get-category-products', { LanguageId, CategoryId: category.Id, Take: 24, Skip: 24 });
    expect(second.length).toBeGreaterThan(0);
    await page.goto(`/${lang}${category.Url}`);
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: t.category.loadMore }).click();
    await expect(cards).toHaveCount(24 + second.length);
    await expect(cards.nth(24).getByRole('heading')).toHaveText(second[0].Title);
    // Focus moves to the first card that arrived, not back to the top.
    await expect(cards.nth(24).getByRole('link').first()).toBeFocused();
  });

  test(`[${lang}] the short address shop/{slug}, in either language's slug, answers 308 to the category's full address`, async ({ request }) => {
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
    const other = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang === 'tr' ? 'en' : 'tr') });
    const category = categories[0];
    for (const url of [category.Url, other.categories.find((each) => each.Id === category.Id)!.Url]) {
      const response = await request.get(`/${lang}/shop/${url.split('/')[2]}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location, 'http://x').pathname).toBe(`/${lang}${category.Url}`);
    }
    expect((await request.get(`/${lang}/shop/no-such-category`)).status()).toBe(404);
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] the listing at ${width}px has no axe violations`, async ({ browser, baseURL, request }) => {
      const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await page.goto(`/${lang}${categories[0].Url}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
