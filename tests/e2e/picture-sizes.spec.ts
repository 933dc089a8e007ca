import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { PAGE_KINDS } from './support/page-kinds';
import { popupAlreadySeen, type Lang } from './support/shop';

// These tests check pictures that load: their widths, sources or timing.
test.use({ pictures: 'real' });

/*
 * Sized pictures: every picture the optimizer serves is drawn from one at least as wide as its box,
 * at a desktop's width and on a phone's denser screen. A `sizes` that names a smaller slot than the
 * layout gives (a third where the grid gives half, half where the gallery takes 7 of 12 parts)
 * makes the browser pick a narrower picture and stretch it. Pictures whose source is itself smaller
 * than the width asked for are the source's limit, not the page's, and are left out.
 */
test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/**
 * The pictures drawn wider than the picture the browser chose for them. Each is brought into view
 * first, so lazy ones load; those a carousel keeps beside the screen (moved by transforms, which
 * scrolling does not reach) never load and are not counted.
 */
async function stretchedPictures(page: Page) {
  await page.evaluate(async () => {
    for (const img of document.images) {
      img.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = img.getBoundingClientRect();
      if (box.width > 0 && box.left < innerWidth && box.right > 0) img.dataset.seen = '';
    }
  });
  const pictures = page.locator('img[data-seen][srcset*="/_next/image"]');
  // A lazy picture the pass went by before the browser saw it in view has not started; a person
  // scrolling back would see it load, so it is brought back and awaited, one at a time.
  for (const picture of await pictures.all()) {
    if (await picture.evaluate((img: HTMLImageElement) => img.complete)) continue;
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  }
  return pictures.evaluateAll(async (images) => {
    const stretched: string[] = [];
    for (const img of images as HTMLImageElement[]) {
      const drawn = img.getBoundingClientRect().width;
      if (drawn === 0 || img.naturalWidth === 0) continue;
      const asked = Number(new URL(img.currentSrc).searchParams.get('w'));
      const plain = new Image();
      plain.src = img.currentSrc;
      await plain.decode();
      // The optimizer never enlarges: a source narrower than asked is the source's limit.
      if (plain.naturalWidth < asked) continue;
      if (img.naturalWidth < drawn * 0.98) stretched.push(`${img.alt || img.currentSrc}: ${img.naturalWidth} for ${Math.round(drawn)} px (sizes "${img.sizes}")`);
    }
    return stretched;
  });
}

const VIEWS: { lang: Lang; width: number; height: number; deviceScaleFactor: number }[] = [
  { lang: 'en', width: 1280, height: 900, deviceScaleFactor: 1 },
  { lang: 'tr', width: 390, height: 844, deviceScaleFactor: 2 },
];

for (const view of VIEWS) {
  test.describe(`[${view.lang}] at ${view.width} px`, () => {
    test.use({ viewport: { width: view.width, height: view.height }, deviceScaleFactor: view.deviceScaleFactor });

    test('every page kind draws its pictures from ones at least as wide as their boxes', async ({ page, request }) => {
      test.slow();
      const found: Record<string, string[]> = {};
      for (const [kind, pathOf] of Object.entries(PAGE_KINDS)) {
        await page.goto(localizedPath(await pathOf(request, view.lang), view.lang));
        const stretched = await stretchedPictures(page);
        if (stretched.length) found[kind] = stretched;
      }
      expect(found).toEqual({});
    });
  });
}
