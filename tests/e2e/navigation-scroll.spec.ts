import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { PAGE_KINDS } from './support/page-kinds';
import { popupAlreadySeen, type Lang } from './support/shop';

/*
 * A page reached by a link starts at its top at once. The shop's CSS lets in-page jumps glide, and
 * Next.js used that glide for every new page too: for some 0.6 s the page slid up, moving the
 * buttons under a shopper's tap. It explains a full run's failure on the payment step, where a click
 * on the discount box's Apply sent nothing while the button slid up 91-278 px.
 */
type Seen = { seen: [string, number][] };

for (const lang of ['tr', 'en'] as Lang[]) {
  test(`[${lang}] a product opened from the foot of a listing starts at its top at once, not sliding up under the shopper's tap`, async ({ page, request, context, baseURL }) => {
    await popupAlreadySeen(context, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedPath(await PAGE_KINDS.category(request, lang), lang));
    const card = page.locator('main').getByRole('article').last();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // The address and scroll position of every frame from here on: what the shopper's eye sees.
    await page.evaluate(() => {
      const record: Seen['seen'] = [];
      (window as unknown as Seen).seen = record;
      const frame = () => {
        record.push([location.pathname, window.scrollY]);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await page.evaluate(() => (window as unknown as Seen).seen);
    const listing = seen.filter(([path]) => path === seen[0][0]);
    const from = listing[listing.length - 1][1];
    // The new page's frames: where the listing was left, then the top, and none on the way between.
    const between = seen.filter(([path, y]) => path !== seen[0][0] && y > 100 && y < from - 100);
    expect(between).toEqual([]);
  });
}
