import { expect, test, type Locator } from '@playwright/test';
import { popupAlreadySeen, type Lang } from './support/shop';

/**
 * The first frame on a phone lays out only what the phone shows: the footer and the home's editorial
 * rows below the first screen are skipped (`content-visibility: auto`) until the shopper scrolls near
 * them. Skipped content stays in the page for assistive technology and search, and is drawn on arrival.
 */

/** Whether the browser draws the element now: false while an ancestor's `content-visibility: auto` skips it. */
const drawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

for (const lang of ['tr', 'en'] as Lang[]) {
  test(`[${lang}] at 390px the footer and the home's lower rows wait below the first screen, are found by role, and are drawn when scrolled to`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}`);

    const footer = page.getByRole('contentinfo');
    const footerLink = footer.getByRole('link').last();
    await expect(footerLink).toBeAttached();
    expect(await drawn(footerLink)).toBe(false);

    const lastRow = page.getByRole('main').getByRole('region').last();
    await expect(lastRow).toBeAttached();
    expect(await drawn(lastRow.getByRole('heading').first())).toBe(false);

    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(footerLink)).toBe(true);
    await expect(footerLink).toBeInViewport();

    // The hero picture, above the fold, is drawn from the start.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await drawn(page.getByRole('main').locator('picture img').first())).toBe(true);
    await context.close();
  });
}
