import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';
import { PAGE_KINDS } from './support/page-kinds';

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

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

// One test (one browser page) per kind, both languages in turn: their texts differ in length, so a target may wrap in one only.
// Each kind is its own test, so a run names every failing kind; within one, both languages are checked before the one assertion.
for (const [kind, address] of Object.entries(PAGE_KINDS)) {
  test(`at 390px every link and control on the ${kind} page is a 24px target in both languages (axe target-size, WCAG 2.2)`, async ({ page, request }) => {
    const found: Record<string, { axe: Awaited<ReturnType<typeof axeViolations>>; small: string[] }> = {};
    for (const lang of ['tr', 'en'] as Lang[]) {
      await page.goto(`/${lang}${await address(request, lang)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      found[lang] = { axe: await axeViolations(page, ['target-size']), small: await smallTargets(page) };
    }
    expect(found).toEqual({ tr: { axe: [], small: [] }, en: { axe: [], small: [] } });
  });
}
