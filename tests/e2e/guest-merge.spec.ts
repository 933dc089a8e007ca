import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { favouriteOnItsPage, plainProducts } from './support/catalogue';
import { createMember, openLoginModal } from './support/member';
import { format, messages, popupAlreadySeen, type Lang } from './support/shop';

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] a guest's favourite and basket line are the member's after signing in`, async ({ page, request }) => {
    const member = await createMember(request, lang);
    // Two pieces go into the basket, with one to spare for a spec buying beside this one.
    const [product] = await plainProducts(request, lang, { minStock: 3 });

    // As a guest: a heart and two pieces in the basket, kept under the anonymous id.
    await favouriteOnItsPage(page, lang, product);
    const buying = page.getByRole('form', { name: t.productDetail.purchase });
    await buying.getByRole('combobox', { name: t.productDetail.quantity }).selectOption('2');
    await buying.getByRole('button', { name: t.productDetail.addToBasket }).click();
    const basket = page.getByRole('banner').getByRole('link', { name: format(t.header.basket, lang, { count: 2 }) });
    await expect(basket).toBeVisible();

    // Signing in through the header's modal reloads the page as the member.
    const dialog = await openLoginModal(page, lang);
    await dialog.getByRole('textbox', { name: t.auth.email }).fill(member.email);
    await dialog.getByLabel(t.auth.password, { exact: true }).fill(member.password);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: t.auth.submit }).click();
    await reloaded;
    await expect(page.getByRole('banner').getByRole('link', { name: format(t.account.accountButton, lang, { name: member.name }) })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('AnonymousUserId'))).toBeNull();

    // The line came along: the member's basket counts it and the popover lists it.
    await expect(basket).toBeVisible();
    await basket.click();
    const popover = page.getByRole('region', { name: t.basketPopover.title });
    await expect(popover.getByRole('link', { name: product.Title })).toBeVisible();
    await expect(popover.getByText(format(t.basketPopover.quantity, lang, { count: 2 }))).toBeVisible();
    await page.keyboard.press('Escape');

    // So did the heart: favorilerim shows the product to the member.
    await page.goto(localizedPath(routes.favourites(), lang));
    await expect(page.getByRole('main').getByRole('heading', { name: product.Title })).toBeVisible();
  });
}
