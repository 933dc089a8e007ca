import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { routes } from '../../lib/shop/routes';
import { shot } from './support/boxes';
import { api, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

type Suggestion = { Id: number; Url: string; Title: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/** Opens the header search and types, as a person would; answers the box and the suggestions. */
async function typeInSearch(page: Page, lang: Lang, text: string) {
  const t = messages[lang].header;
  await page.getByRole('banner').getByRole('button', { name: t.openSearch }).click();
  const box = page.getByRole('combobox', { name: t.searchLabel });
  await expect(box).toBeFocused();
  await box.pressSequentially(text);
  return { box, list: page.getByRole('listbox', { name: t.searchSuggestions }) };
}

const searchUrl = (lang: Lang, text: string) => new RegExp(`/${lang}${routes.search({ text }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const QUERIES: Record<Lang, string> = { tr: 'seramk vazo', en: 'ceramic vase' };
const NEXT_WORD: Record<Lang, string> = { tr: 'lamba', en: 'lamp' };

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang].header;

  test(`[${lang}] suggestions follow the typing; the arrows move and Enter opens the product`, async ({ page, request }) => {
    const text = QUERIES[lang];
    const { List } = await api<{ List: Suggestion[] }>(request, 'search-products', { searchText: text, LanguageId: languageId(lang) });
    expect(List.length).toBeGreaterThan(1);
    await page.goto(`/${lang}`);
    const { box, list } = await typeInSearch(page, lang, text);
    await expect(list.getByRole('option')).toHaveCount(List.length);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option').first()).toContainText(List[0].Title);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(box).toBeFocused();
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}${List[0].Url}$`));
  });

  test(`[${lang}] back from a product chosen by keyboard, a new word typed and entered at once searches that word, not the earlier product`, async ({ page, request }) => {
    const [earlier, typed] = [QUERIES[lang], NEXT_WORD[lang]];
    const { List } = await api<{ List: Suggestion[] }>(request, 'search-products', { searchText: earlier, LanguageId: languageId(lang) });
    // The new word's suggestions are still on their way when Enter is pressed, however slow the machine.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search-products', async (route) => {
      if (route.request().postDataJSON().data.searchText === typed) await gate;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/${lang}`);
    const first = await typeInSearch(page, lang, earlier);
    await expect(first.list.getByRole('option').first()).toContainText(List[0].Title);
    await first.box.press('ArrowDown');
    await first.box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}${List[0].Url}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));

    // The earlier word once more, its first suggestion lit up again, then the new word and at once Down and Enter.
    const again = await typeInSearch(page, lang, earlier);
    await expect(again.list.getByRole('option').first()).toContainText(List[0].Title);
    await again.box.press('ArrowDown');
    await expect(again.list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await again.box.fill(typed);
    await again.box.press('ArrowDown');
    await again.box.press('Enter');
    await expect(page).toHaveURL(searchUrl(lang, typed));
    release();
  });

  test(`[${lang}] Escape closes the suggestions, then the search`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const { box, list } = await typeInSearch(page, lang, QUERIES[lang]);
    await expect(list.getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(list.getByRole('option')).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: t.searchSeeAll })).toBeHidden();
    await box.press('Escape');
    await expect(box).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: t.openSearch })).toBeFocused();
  });

  test(`[${lang}] See all and Enter with nothing highlighted open searchproducts with the text`, async ({ page }) => {
    const text = 'İstanbul çiçek';
    await page.goto(`/${lang}`);
    const { list } = await typeInSearch(page, lang, text);
    const seeAll = page.getByRole('link', { name: t.searchSeeAll });
    await expect(seeAll).toBeVisible();
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await seeAll.click();
    await expect(page).toHaveURL(searchUrl(lang, text));

    await page.goto(`/${lang}`);
    const { box } = await typeInSearch(page, lang, 'vazo');
    await box.press('Enter');
    await expect(page).toHaveURL(searchUrl(lang, 'vazo'));
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] See all stays where it is when the suggestions arrive at ${width}px, so a quick tap still lands on it`, async ({ page }) => {
      // The answers wait until the link has been measured without them; calm motion, so nothing is mid-way.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // A call the box aborted for a newer text has no answer left to continue.
      await page.route('**/api/search-products', (route) => held.then(() => route.continue()).catch(() => undefined));
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}`);
      const { list } = await typeInSearch(page, lang, QUERIES[lang]);
      const seeAll = page.getByRole('link', { name: t.searchSeeAll });
      await expect(page.getByRole('status').filter({ hasText: t.searchLoading })).toBeVisible();
      await expect(seeAll).toBeVisible();
      const before = await seeAll.boundingBox();
      await shot(page, `search-before-${lang}-${width}`);
      release();
      await expect(list.getByRole('option').first()).toBeVisible();
      await expect(list).toHaveAttribute('aria-busy', 'false');
      expect(await seeAll.boundingBox()).toEqual(before);
      await shot(page, `search-after-${lang}-${width}`);
    });
  }

  test(`[${lang}] a search with no match says so and still offers all results`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const { list } = await typeInSearch(page, lang, 'zzqqxx');
    await expect(page.getByText(t.searchNoResults.replace('{text}', 'zzqqxx'))).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.searchSeeAll })).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] no axe violations with the suggestions open at ${width}px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await page.goto(`/${lang}`);
      const { list } = await typeInSearch(page, lang, QUERIES[lang]);
      await expect(list.getByRole('option').first()).toBeVisible();
      await list.getByRole('option').first().hover();
      await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}

test('without JavaScript the search box opens and its form reaches searchproducts with the text', async ({ browser, baseURL }) => {
  const t = messages.tr.header;
  const context = await browser.newContext({ javaScriptEnabled: false });
  await popupAlreadySeen(context, baseURL!);
  const page = await context.newPage();
  await page.goto('/tr');
  await page.getByRole('banner').getByRole('link', { name: t.openSearch }).click();
  // A plain search field: without JavaScript no suggestions come, so it promises none (no combobox).
  const box = page.getByRole('searchbox', { name: t.searchLabel });
  await expect(box).toBeVisible();
  await box.fill('Çiçek vazo');
  await box.press('Enter');
  // The searchproducts page itself belongs to the listing; the address is what this form owes it.
  await expect(page).toHaveURL(searchUrl('tr', 'Çiçek vazo'));
  await context.close();
});
