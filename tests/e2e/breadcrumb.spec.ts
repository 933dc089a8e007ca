import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { format, messages, popupAlreadySeen, type Lang } from './support/shop';
import { PAGE_KINDS } from './support/page-kinds';

type ListItem = { position: number; name: string; item: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

// Issue 21: in English the menu's first item, HOME, is a category; the trail's first step is the home page, under one name per language.
for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang].breadcrumb;

  // Content pages a menu or the footer links to, beside the page kinds.
  const CONTENT_PAGES: Record<string, string> = {
    faq: routes.faq(),
    'customer service': routes.contact(),
    collaborations: routes.collaborations(),
    fashion: routes.fashion(),
    'shipping and returns': routes.shippingReturns(),
    contracts: routes.contracts(),
  };
  for (const kind of ['category', 'search', 'product', 'designers', 'designer', 'blogs', 'blog', 'workshops', 'workshop', 'about', ...Object.keys(CONTENT_PAGES)]) {
    test(`[${lang}] the ${kind} page's trail starts at the home page, and its BreadcrumbList says the same`, async ({ page, request, baseURL }) => {
      await page.goto(`/${lang}${CONTENT_PAGES[kind] ?? (await PAGE_KINDS[kind](request, lang))}`);
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

  test(`[${lang}] a search page's trail ends on what its heading names: all products, must-haves, a text`, async ({ page }) => {
    const s = messages[lang].search;
    const text = lang === 'tr' ? 'vazo' : 'vase';
    for (const [path, last] of [
      [routes.clearFilters(), null],
      [routes.allProducts(), s.mustHave],
      [routes.search({ text }), format(s.resultsFor, lang, { text })],
    ] as const) {
      await page.goto(localizedPath(path, lang));
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      const trail = page.getByRole('navigation', { name: t.label });
      await expect(trail.getByRole('listitem')).toHaveText(last ? [t.home, s.allProducts, last] : [t.home, s.allProducts]);
      await expect(trail.getByRole('listitem').last()).toHaveText(heading);
      await expect(trail.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
      await expect(trail.getByRole('link')).toHaveCount(last ? 2 : 1);
    }
  });
}
