import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { format, messages, popupAlreadySeen } from './support/shop';

// These tests check pictures that load: their widths, sources or timing.
test.use({ pictures: 'real' });

const hero = (page: Page) => page.getByRole('region', { name: messages.en.home.heroLabel });

/** The source the browser chose for the first slide's picture, decoded from next/image's URL. */
const firstSlideSource = (page: Page) =>
  hero(page).locator('img').first().evaluate((img: HTMLImageElement) => (img.complete ? decodeURIComponent(img.currentSrc) : ''));

for (const [device, viewport, folder] of [
  ['a phone', { width: 390, height: 844 }, '/media/demo/slider-mobile/'],
  ['a desktop', { width: 1440, height: 900 }, '/media/demo/slider/'],
] as const) {
  test(`${device} loads the slide picture drawn for it`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/en');
    await expect.poll(() => firstSlideSource(page)).toContain(folder);
    await context.close();
  });
}

test('one caption at a time while slides fade, and the slide controls sit on a solid pill', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  await popupAlreadySeen(context, baseURL!);
  const page = await context.newPage();
  await page.goto('/en');
  const region = hero(page);
  const second = region.getByRole('button', { name: format(messages.en.carousel.goToSlide, 'en', { index: 2 }) });
  await expect(second).toBeVisible();
  const visibleCaptions = () => region.getByRole('heading', { level: 2 }).evaluateAll((headings) => headings.filter((h) => getComputedStyle(h.parentElement!).visibility === 'visible').length);
  expect(await visibleCaptions()).toBe(1);
  await second.click();
  // Straight after the click the old slide is still fading out: its caption must already be gone.
  expect(await visibleCaptions()).toBe(1);
  const pill = await second.evaluate((bullet) => getComputedStyle(bullet.parentElement!.parentElement!).backgroundColor);
  const alpha = Number(/rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(pill)?.[1] ?? (pill.startsWith('rgb(') ? 1 : 0));
  expect(alpha).toBeGreaterThanOrEqual(0.4);
  await context.close();
});

test('the media route answers 404 for a demo picture the shop never referred to', async ({ request }) => {
  expect((await request.get('/media/demo/product/ring-p999999-1-aabbcc.webp')).status()).toBe(404);
});
