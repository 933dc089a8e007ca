import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { routes } from '../../lib/shop/routes';
import { plainProducts } from './support/catalogue';
import { api, languageId, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

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
  workshop: async (request) => (await api<{ dataList: Linked[] }>(request, 'get-arts-workshops', { LanguageId, Type: 3, Take: 1, Skip: 0 })).dataList[0].Url,
  contact: async () => routes.contact(),
  basket: async () => routes.basket(),
};

/**
 * axe passes a small target that has 24px of space around it (WCAG's spacing exception); the shop
 * holds itself to the stricter line: every link or control that stands on its own (not a link inside
 * a sentence) is at least 24 × 24 px. A box ticked through its label counts as the label, a card's
 * stretched title link as the card.
 */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const MIN = 24;
    const selector = 'a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not drawn, or drawn off screen until focused (the skip link, visually hidden text).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
      const label = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) ? (element.labels?.[0] ?? null) : null;
      // A card's title link stretched over the whole card (an absolute ::after): the card is the target.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') continue;
      const target = (label ?? element).getBoundingClientRect();
      // A link inside running text is exempt (WCAG's inline exception): its line is its sentence's.
      const block = element.parentElement;
      const inSentence = style.display === 'inline' && block !== null && (block.textContent ?? '').trim() !== (element.textContent ?? '').trim();
      if (inSentence) continue;
      if (target.width < MIN - 0.5 || target.height < MIN - 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(target.width)}×${Math.round(target.height)}`);
      }
    }
    return found;
  });
}

test.use({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const [kind, address] of Object.entries(PAGES)) {
  test(`at 390px every link and control on the ${kind} page is a 24px target (axe target-size, WCAG 2.2)`, async ({ page, request }) => {
    await page.goto(`/${lang}${await address(request)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await axeViolations(page, ['target-size'])).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });
}
