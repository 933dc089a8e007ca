import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, format, messages, popupAlreadySeen, type Lang } from './support/shop';

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/** Scrolls by a screen and waits until the page has moved. */
async function scrollDown(page: Page) {
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
}

for (const width of [390, 1280]) {
  test(`the header is at most 64px tall once the page scrolls (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/tr');
    const header = page.getByRole('banner');
    await scrollDown(page);
    const box = await header.boundingBox();
    expect(box!.y).toBe(0);
    expect(box!.height).toBeLessThanOrEqual(64);
    // What stays at the top of the screen is the header alone: nothing of it but its 64px.
    const covered = await page.evaluate(() => document.elementsFromPoint(200, 70).some((element) => element.closest('header')));
    expect(covered).toBe(false);
  });
}

for (const [from, to] of [['tr', 'en'], ['en', 'tr']] as [Lang, Lang][]) {
  test(`the header language switch opens /${to} at the same path, at the top of the page`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/${from}?x=1`);
    await scrollDown(page);
    await page.getByRole('banner').getByRole('link', { name: messages[from].language[to] }).click();
    await expect(page).toHaveURL(new RegExp(`/${to}\\?x=1$`));
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(to);
  });
}

test('the header controls and the home row controls are at least 44×44px on a phone', async ({ page }) => {
  const t = messages.tr;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/tr');
  const header = page.getByRole('banner');
  const controls = [
    header.getByRole('button', { name: t.header.openMenu }),
    header.getByRole('link', { name: t.language.en }),
    header.getByRole('link', { name: t.header.homeLink }),
    header.getByRole('button', { name: t.header.openSearch }),
    header.getByRole('link', { name: t.header.signIn }),
    header.getByRole('link', { name: format(t.header.basket, 'tr', { count: 0 }) }),
  ];
  controls.push(page.getByRole('main').getByRole('link', { name: t.home.allProducts }));
  for (const control of controls) {
    const box = await control.boundingBox();
    const name = await control.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent);
    expect(box, name!).not.toBeNull();
    expect(box!.width, name!).toBeGreaterThanOrEqual(44);
    expect(box!.height, name!).toBeGreaterThanOrEqual(44);
    expect(box!.x, name!).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name!).toBeLessThanOrEqual(390);
  }
});

test('the first hero image is in the server HTML, fetched with high priority', async ({ request }) => {
  const { sliderList } = await api<{ sliderList: { PhotoPath: string }[] }>(request, 'get-slider', { LanguageId: 1 });
  const html = await (await request.get('/tr')).text();
  // The hero is the page's first carousel; its first image is the first slide's.
  const firstImage = html.slice(html.indexOf('aria-roledescription="carousel"')).match(/<img[^>]*>/)?.[0] ?? '';
  expect(firstImage.toLowerCase()).toContain('fetchpriority="high"');
  expect(firstImage).toContain(encodeURIComponent(sliderList[0].PhotoPath));
  // One preload per screen shape: the portrait picture for phones, the wide one for the rest.
  expect(html.match(/<link rel="preload" as="image"[^>]*media="[^"]+"/g)).toHaveLength(2);
});

test('the hero bullets are 44×44px targets on a phone once the slider runs', async ({ page }) => {
  const t = messages.tr;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/tr');
  const hero = page.getByRole('region', { name: t.home.heroLabel });
  // Touching the slider starts it at once.
  await hero.hover();
  const first = hero.getByRole('button', { name: format(t.carousel.goToSlide, 'tr', { index: 1 }) });
  await expect(first).toBeVisible();
  for (const bullet of await hero.getByRole('button').all()) {
    const box = await bullet.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});
