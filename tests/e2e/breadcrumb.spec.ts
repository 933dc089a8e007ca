import { expect, test } from '@playwright/test';
import { routes } from '../../lib/shop/routes';
import { messages, popupAlreadySeen, type Lang } from './support/shop';
import { PAGE_KINDS } from './support/page-kinds';

type ListItem = { position: number; name: string; item: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

// Issue 21: in English the menu's first item, HOME, is a category; the trail's first step is the home page, under one name per language.
for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang].breadcrumb;

  for (const kind of ['category', 'product', 'designer', 'blog', 'about']) {
    test(`[${lang}] the ${kind} page's trail starts at the home page, and its BreadcrumbList says the same`, async ({ page, request, baseURL }) => {
      await page.goto(`/${lang}${await PAGE_KINDS[kind](request, lang)}`);
      const trail = page.getByRole('navigation', { name: t.label });
      const home = trail.getByRole('link').first();
      await expect(home).toHaveAccessibleName(t.home);
      await expect(home).toHaveAttribute('href', `/${lang}`);

      const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((each) => JSON.parse(each));
      const list = graphs.filter((each) => each['@type'] === 'BreadcrumbList');
      expect(list).toHaveLength(1);
      const steps: ListItem[] = list[0].itemListElement;
      expect(steps[0]).toMatchObject({ position: 1, name: t.home, item: new URL(`/${lang}`, baseURL).toString() });
      // Step for step the trail a person sees.
      expect(steps.map((step) => step.name)).toEqual((await trail.getByRole('listitem').allInnerTexts()).map((text) => text.trim()));
    });
  }

  test(`[${lang}] the search page shows no trail, but its BreadcrumbList starts at the home page too`, async ({ page, baseURL }) => {
    await page.goto(`/${lang}${await PAGE_KINDS.search(page.request, lang)}`);
    const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((each) => JSON.parse(each));
    const steps: ListItem[] = graphs.find((each) => each['@type'] === 'BreadcrumbList').itemListElement;
    expect(steps.map(({ position, name, item }) => ({ position, name, item }))).toEqual([
      { position: 1, name: t.home, item: new URL(`/${lang}`, baseURL).toString() },
      { position: 2, name: messages[lang].search.allProducts, item: new URL(`/${lang}${routes.clearFilters()}`, baseURL).toString() },
    ]);
  });
}
