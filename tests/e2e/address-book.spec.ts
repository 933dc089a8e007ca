import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { format, messages, popupAlreadySeen, type Lang } from './support/shop';
import { favouriteOnItsPage, plainProducts } from './support/catalogue';
import { createMember, memberCall, signIn } from './support/member';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { noViolations } from './support/axe';

type Member = Awaited<ReturnType<typeof createMember>>;

const reducedMotion = 'reduce' as const;
const WIDTHS = [1280, 390] as const;

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/** Fills the address modal; the district list loads after the city. */
async function fillAddress(page: Page, lang: Lang, address: { title: string; city: string; district: string }) {
  const t = messages[lang].addresses;
  const modal = page.getByRole('dialog');
  const title = modal.getByRole('textbox', { name: t.fieldTitle, exact: true });
  await title.fill(address.title);
  await modal.getByRole('textbox', { name: t.fieldNameSurname, exact: true }).fill('Deniz Kaya');
  await modal.getByRole('combobox', { name: t.fieldCity, exact: true }).selectOption({ label: address.city });
  const district = modal.getByRole('combobox', { name: t.fieldDistrict, exact: true });
  await expect(district).toBeEnabled();
  await district.selectOption({ label: address.district });
  await modal.getByRole('textbox', { name: t.fieldDescription, exact: true }).fill('Caferağa Mah. Moda Cad. No: 12 D: 3');
  await modal.getByRole('textbox', { name: t.fieldPhone, exact: true }).fill('5321234567');
  await modal.getByRole('textbox', { name: t.fieldZip }).fill('34710');
}

/** The success modal with the server's message; OK closes it. */
async function acknowledge(page: Page, lang: Lang, message: string) {
  const success = page.getByRole('dialog', { name: messages[lang].modals.successTitle });
  await expect(success).toContainText(message);
  await success.getByRole('button', { name: messages[lang].modals.ok }).click();
  await expect(success).toHaveCount(0);
}

async function memberPage(browser: Browser, baseURL: string, lang: Lang, member: Member, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion });
  await popupAlreadySeen(context, baseURL);
  const page = await context.newPage();
  await signIn(page, member);
  return { context, page };
}

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  const addressesPath = localizedPath(routes.addresses(), lang);
  const favouritesPath = localizedPath(routes.favourites(), lang);

  test(`[${lang}] a visitor is invited to sign in on both account pages, and the button opens the login modal`, async ({ page }) => {
    for (const [path, texts] of [
      [addressesPath, t.addresses],
      [favouritesPath, t.favouritesPage],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: texts.signedOutTitle })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.getByRole('button', { name: texts.signIn }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test(`[${lang}] a member adds an address choosing a city and district, sees it, edits it and removes it`, async ({ page, request }) => {
    const member = await createMember(request, lang);
    await signIn(page, member);
    await page.goto(addressesPath);
    await expect(page.getByRole('heading', { level: 1, name: t.addresses.title })).toBeVisible();
    await expect(page.getByText(t.addresses.empty)).toBeVisible();

    await page.getByRole('button', { name: t.addresses.add }).click();
    await expect(page.getByRole('dialog', { name: t.addresses.addTitle })).toBeVisible();
    // An empty form is refused beside the fields, with the spec's own words for the city.
    await page.getByRole('dialog').getByRole('button', { name: t.addresses.save }).click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: t.addresses.fieldCity, exact: true })).toHaveAccessibleDescription(t.validation.cityNotChosen);
    await fillAddress(page, lang, { title: 'Ev', city: 'İstanbul', district: 'Kadıköy' });
    await page.getByRole('dialog').getByRole('button', { name: t.addresses.save }).click();
    await acknowledge(page, lang, t.notices.address_saved);

    const list = page.getByRole('list', { name: t.addresses.listLabel });
    const home = list.getByRole('article', { name: 'Ev' });
    await expect(home).toContainText('34710 Kadıköy/İstanbul');
    await expect(home).toContainText('+90 (532) 123 45 67');

    await page.getByRole('button', { name: format(t.addresses.editLabel, lang, { title: 'Ev' }) }).click();
    const modal = page.getByRole('dialog', { name: t.addresses.editTitle });
    await expect(modal.getByRole('textbox', { name: t.addresses.fieldTitle, exact: true })).toHaveValue('Ev');
    await expect(modal.getByRole('combobox', { name: t.addresses.fieldDistrict, exact: true })).toHaveValue(/\d+/);
    await modal.getByRole('textbox', { name: t.addresses.fieldTitle, exact: true }).fill('Yazlık');
    await modal.getByRole('combobox', { name: t.addresses.fieldCity, exact: true }).selectOption({ label: 'Muğla' });
    await expect(modal.getByRole('combobox', { name: t.addresses.fieldDistrict, exact: true })).toBeEnabled();
    await modal.getByRole('combobox', { name: t.addresses.fieldDistrict, exact: true }).selectOption({ label: 'Bodrum' });
    await modal.getByRole('button', { name: t.addresses.save }).click();
    await acknowledge(page, lang, t.notices.address_updated);
    await expect(list.getByRole('article', { name: 'Yazlık' })).toContainText('Bodrum/Muğla');
    await expect(list.getByRole('article')).toHaveCount(1);

    await page.reload();
    await expect(list.getByRole('article', { name: 'Yazlık' })).toBeVisible();
    await page.getByRole('button', { name: format(t.addresses.removeLabel, lang, { title: 'Yazlık' }) }).click();
    const confirm = page.getByRole('alertdialog', { name: t.addresses.confirmRemoveTitle });
    await confirm.getByRole('button', { name: t.addresses.confirmRemove }).click();
    await acknowledge(page, lang, t.notices.address_removed);
    await expect(page.getByText(t.addresses.empty)).toBeVisible();
    // The pressed Remove left with its address: focus goes on from the page's heading, not the document's start.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test(`[${lang}] products favourited on their pages wait on favorilerim; one is removed, then all are cleared`, async ({ page, request }) => {
    const [first, second] = await plainProducts(request, lang);
    const member = await createMember(request, lang);
    await signIn(page, member);
    await favouriteOnItsPage(page, lang, first);
    await favouriteOnItsPage(page, lang, second);

    await page.goto(favouritesPath);
    const grid = page.getByRole('list', { name: t.favouritesPage.listLabel });
    await expect(grid.getByRole('article')).toHaveCount(2);
    // The newest favourite comes first.
    await expect(grid.getByRole('article').first().getByRole('link', { name: second.Title, exact: true })).toBeVisible();

    await page.getByRole('button', { name: format(t.favouritesPage.removeLabel, lang, { title: second.Title }) }).click();
    await expect(grid.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: format(t.favouritesPage.removed, lang, { title: second.Title }) })).toBeVisible();

    await page.getByRole('button', { name: t.favouritesPage.clearAll }).click();
    await page.getByRole('alertdialog', { name: t.favouritesPage.confirmClearTitle }).getByRole('button', { name: t.favouritesPage.confirmClear }).click();
    await acknowledge(page, lang, t.notices.favourites_cleared);
    await expect(page.getByText(t.favouritesPage.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: t.favouritesPage.shop })).toHaveAttribute('href', localizedPath(routes.allProducts(), lang));

    // The product page's heart follows: the product is no favourite any more.
    await page.goto(`/${lang}${first.Url}`);
    await expect(page.getByRole('form', { name: t.productDetail.purchase }).getByRole('button', { name: t.favourites.add, exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test(`[${lang}] both account pages have no axe violations at ${WIDTHS.join(' and ')} px: lists, the address modal, a confirmation`, async ({ browser, baseURL, request }) => {
    // Every step with six axe audits at each width: the widths run side by side, each with a member of its own.
    test.slow();
    const [product] = await plainProducts(request, lang);
    await Promise.all(
      WIDTHS.map(async (width) => {
        const member = await createMember(request, lang);
        const { context, page } = await memberPage(browser, baseURL!, lang, member, width);
        await page.goto(addressesPath);
        await expect(page.getByText(t.addresses.empty)).toBeVisible();
        await noViolations(page);
        await page.getByRole('button', { name: t.addresses.add }).click();
        await fillAddress(page, lang, { title: `Ev ${width}`, city: 'İstanbul', district: 'Kadıköy' });
        await noViolations(page);
        await page.getByRole('dialog').getByRole('button', { name: t.addresses.save }).click();
        await acknowledge(page, lang, t.notices.address_saved);
        await expect(page.getByRole('article', { name: `Ev ${width}` })).toBeVisible();
        await noViolations(page);
        await page.getByRole('button', { name: format(t.addresses.removeLabel, lang, { title: `Ev ${width}` }) }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await noViolations(page);
        await page.getByRole('alertdialog').getByRole('button', { name: t.addresses.confirmRemove }).click();
        await acknowledge(page, lang, t.notices.address_removed);

        // The heart on the product page is the previous test's subject; here the favourite is only the list's content.
        await memberCall(page, member, 'add-favourite', { ProductId: product.ProductId });
        await page.goto(favouritesPath);
        await expect(page.getByRole('list', { name: t.favouritesPage.listLabel }).getByRole('article')).toHaveCount(1);
        await noViolations(page);
        await page.getByRole('button', { name: t.favouritesPage.clearAll }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: t.favouritesPage.confirmClear }).click();
        await acknowledge(page, lang, t.notices.favourites_cleared);
        await expect(page.getByText(t.favouritesPage.empty)).toBeVisible();
        await noViolations(page);
        await context.close();
      }),
    );
  });
}
