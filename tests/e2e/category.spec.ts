import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';

type Category = { Id: number; Name: string; Url: string };
type Card = { Title: string };

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

  for (const width of [1280, 390]) {
    test(`[${lang}] the listing at ${width}px has no axe violations`, async ({ browser, baseURL, request }) => {
      const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await page.goto(`/${lang}${categories[0].Url}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
      await context.close();
    });
  }
}
