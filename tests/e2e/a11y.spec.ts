import { expect, test } from './support/test';
import { format, messages, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

const WIDTHS = [1280, 390] as const;
// axe reads colours as they are drawn: a hero crossfade or a drawer sliding in mid-audit reads as low
// contrast. Reduced motion stops autoplay and makes every animation end at once, so the audit sees
// the page at rest.
const reducedMotion = 'reduce' as const;

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  for (const width of WIDTHS) {
    test(`[${lang}] home at ${width}px has no axe violations: page, running slider, open drawer`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await page.goto(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);

      // Reaching for the slider starts it (Swiper arrives late on purpose): audit it running too.
      const hero = page.getByRole('region', { name: t.home.heroLabel });
      await hero.hover();
      await expect(page.getByRole('button', { name: format(t.carousel.goToSlide, lang, { index: 2 }) })).toBeVisible();
      // A person sees one slide: the faded-out ones are out of reach, as links too.
      await expect(hero.getByRole('link')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: t.header.openMenu }).click();
      await expect(page.getByRole('dialog', { name: t.menu.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    test(`[${lang}] home at ${width}px has no axe violations with the welcome popup open`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion });
      const page = await context.newPage();
      await page.goto(`/${lang}`);
      const popup = page.getByRole('dialog');
      await expect(popup).toBeVisible();
      // Wait for the entrance animation to end: axe reads colours mid-fade otherwise.
      await expect.poll(() => popup.evaluate((element) => element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
