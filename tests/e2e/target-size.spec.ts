import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { routes } from '../../lib/shop/routes';
import { plainProducts } from './support/catalogue';
import { api, languageId, popupAlreadySeen, type Lang } from './support/shop';

type Linked = { Url: string };

const lang: Lang = 'tr';
const LanguageId = languageId(lang);

/** One page of each kind a phone reaches, addresses from the API. */
const PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => routes.home(),
  category: async (request) => (await api<{ categories: Linked[] }>(request, 'get-categories', { LanguageId })).categories[0].Url,
  product: async (request) => (await plainProducts(request, lang))[0].Url,
  search: async () => routes.allProducts(),
  designers: async () => routes.designers(),
  designer: async (request) => (await api<{ List: { DesignerNames: Linked[] }[] }>(request, 'designer-list', { LanguageId })).List[0].DesignerNames[0].Url,
  blogs: async () => routes.blogs(),
  blog: async (request) => (await api<{ featuredBlog: Linked }>(request, 'get-blogs', { LanguageId })).featuredBlog.Url,
  workshops: async () => routes.workshops(),
  contact: async () => routes.contact(),
  basket: async () => routes.basket(),
};

test.use({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const [kind, address] of Object.entries(PAGES)) {
  test(`at 390px every link and control on the ${kind} page is a 24px target (axe target-size, WCAG 2.2)`, async ({ page, request }) => {
    await page.goto(`/${lang}${await address(request)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`))).toEqual([]);
  });
}
