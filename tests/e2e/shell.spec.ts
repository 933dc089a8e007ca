import { expect, test } from './support/test';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';

type Category = { Id: number; Name: string; Url: string; Children: { Name: string }[] };
type Contract = { Id: number; Title: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] the header shows the first three categories, About and Contact`, async ({ page, request }) => {
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
    await page.goto(`/${lang}`);
    const nav = page.getByRole('navigation', { name: t.header.primaryNav });
    for (const category of categories.slice(0, 3)) {
      await expect(nav.getByRole('link', { name: category.Name, exact: true })).toHaveAttribute('href', `/${lang}${category.Url}`);
    }
    await expect(nav.getByRole('link', { name: categories[3].Name, exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: t.header.about })).toHaveAttribute('href', localizedPath(routes.about(), lang));
    await expect(nav.getByRole('link', { name: t.header.contact })).toHaveAttribute('href', localizedPath(routes.contact(), lang));
  });

  test(`[${lang}] the menu drawer lists every category with expandable children`, async ({ page, request }) => {
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
    await page.goto(`/${lang}`);
    await page.getByRole('button', { name: t.header.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: t.menu.title });
    for (const category of categories) await expect(drawer.getByRole('link', { name: category.Name, exact: true })).toBeVisible();
    const first = categories[0];
    const toggle = drawer.getByRole('button', { name: format(t.menu.toggleChildren, lang, { name: first.Name }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: first.Children[0].Name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test(`[${lang}] the footer lists the contracts and the shop's contact details`, async ({ page, request }) => {
    const { contractList } = await api<{ contractList: Contract[] }>(request, 'get-contracts', { LanguageId: languageId(lang) });
    const layout = await api<{ Email: string; Phone: string }>(request, 'get-layout-info');
    await page.goto(`/${lang}`);
    const footer = page.getByRole('contentinfo');
    expect(contractList.length).toBeGreaterThanOrEqual(5);
    for (const contract of contractList) {
      await expect(footer.getByRole('link', { name: contract.Title })).toHaveAttribute('href', localizedPath(routes.contracts(contract.Id), lang));
    }
    await expect(footer.getByRole('link', { name: new RegExp(layout.Email) })).toHaveAttribute('href', `mailto:${layout.Email}`);
    await expect(footer.getByText(layout.Phone)).toBeVisible();
  });

  test(`[${lang}] the basket icon shows the real count for a new visitor, who gets an anonymous id`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.getByRole('link', { name: format(t.header.basket, lang, { count: 0 }) })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('AnonymousUserId'))).toMatch(/^[0-9a-f-]{36}$/);
  });
}

test('crawlers and browsers find robots.txt, the manifest and the icons', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/User-Agent: \*/i);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).name).toBeTruthy();
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

// A manifest icon at another address than the page's link (Next's ?hash on app/'s icon files) is a second download of one picture.
test('the manifest lists the icons at the addresses the pages link, and no icon link carries a query', async ({ page, request }) => {
  const manifest: { icons: { src: string; type: string }[] } = await (await request.get('/manifest.webmanifest')).json();
  for (const path of ['/tr', `/en${routes.about()}`]) {
    await page.goto(path);
    const linked = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(linked, path).toEqual(expect.arrayContaining(manifest.icons.map((icon) => icon.src)));
    // /favicon.ico is asked for by name too: linked with a query it would be fetched twice.
    expect(linked, path).toContain('/favicon.ico');
    expect(linked.filter((href) => href?.includes('?')), path).toEqual([]);
  }
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toBe(icon.type);
  }
});

test('stored address data is cleared on pages other than the address and payment steps', async ({ page }) => {
  await page.goto('/tr');
  await page.evaluate(() => localStorage.setItem('adresBilgileri', '{"DeliveryCity":"İstanbul"}'));
  await page.goto('/en');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('adresBilgileri'))).toBeNull();
});
