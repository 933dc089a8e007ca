import { test as base, type Browser } from '@playwright/test';

export { expect } from '@playwright/test';

/** A 1 × 1 transparent PNG: the stand-in's answer, still an image that loads. */
const ONE_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The image optimiser's address: every storefront and back-office picture a page shows goes through
 * it. A pattern, not a function: Playwright's driver matches a pattern itself, so no other request
 * makes a round trip through the test's code.
 */
const OPTIMISED_PICTURE = /^[^?#]*\/_next\/image\?/;

type PictureMode = 'stand-in' | 'real';

/**
 * Every spec's `test`. Pictures are stand-ins unless a spec asks for real ones
 * (`test.use({ pictures: 'real' })`): drawing a demo picture and encoding it to AVIF takes the server
 * 0.2–0.6 s of a core each, and most specs check what a page says and does, not what its pictures
 * look like (docs/adr/0074-e2e-picture-stand-ins.md). The page still asks for the same addresses
 * (a spec can watch them), and each picture still loads.
 *
 * Every context the worker's browser opens gets the stand-in, the `page` fixture's and the ones a
 * spec opens itself for a second shopper or a phone. A page's own route still comes first.
 */
export const test = base.extend<object, { pictures: PictureMode }>({
  pictures: ['stand-in', { option: true, scope: 'worker' }],
  browser: [
    async ({ browser, pictures }, use) => {
      if (pictures === 'real') return use(browser);
      const newContext = browser.newContext.bind(browser);
      const withStandIns: Browser['newContext'] = async (options) => {
        const context = await newContext(options);
        await context.route(OPTIMISED_PICTURE, (route) => route.fulfill({ contentType: 'image/png', body: ONE_PIXEL }));
        return context;
      };
      browser.newContext = withStandIns;
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker' },
  ],
});
