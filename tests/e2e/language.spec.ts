import { expect, test } from './support/test';
import { messages, popupAlreadySeen } from './support/shop';
import { routes } from '../../lib/shop/routes';

for (const [locale, lang] of [['tr-TR', 'tr'], ['en-US', 'en'], ['de-DE', 'en']] as const) {
  test(`a ${locale} browser opening / lands on /${lang}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/?from=ad');
    await expect(page).toHaveURL(new RegExp(`/${lang}\\?from=ad$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await context.close();
  });
}

test('an unprefixed deep link keeps its path and query under the language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'tr-TR' });
  await popupAlreadySeen(context, baseURL!);
  const page = await context.newPage();
  await page.goto(`${routes.contracts(2)}?x=1`);
  await expect(page).toHaveURL(/\/tr\/sozlesmeler\/2\?x=1$/);
  await context.close();
});

test('the switch in the menu keeps the page, and the choice is remembered over the browser language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'tr-TR' });
  await popupAlreadySeen(context, baseURL!);
  const page = await context.newPage();
  await page.goto('/tr?x=1');
  await page.getByRole('button', { name: messages.tr.header.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: messages.tr.menu.title });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: messages.tr.language.en }).click();
  await expect(page).toHaveURL(/\/en\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await context.close();
});

test('the footer language switch is shown to Turkish browsers only', async ({ browser, baseURL }) => {
  for (const [locale, shown] of [['tr-TR', true], ['en-US', false]] as const) {
    const context = await browser.newContext({ locale });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    const switches = footer.getByRole('navigation', { name: messages.en.language.label });
    if (shown) {
      await expect(switches).toBeVisible();
      await switches.getByRole('link', { name: messages.en.language.tr }).click();
      await expect(page).toHaveURL(/\/tr$/);
    } else {
      await expect(switches).toHaveCount(0);
    }
    await context.close();
  }
});
