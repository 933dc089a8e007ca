import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { appRoutes, routes } from '../../lib/shop/routes';
import { type Card } from './support/catalogue';
import { addToBasket, basketLink, buyNow, contractBox, fillCard, fillGuestAddress, GUEST_ADDRESS, guestToPayment, TCKN, TEST_CARD } from './support/checkout-flow';
import { createMember, signIn } from './support/member';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { noViolations, noViolationsAtBothWidths } from './support/axe';

/** Passes Luhn, but is no test card: the sandbox declines it. */
const OTHER_CARD = '4111111111111111';

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/** A plain product of which exactly one piece is left, as the demo catalogue has many: the designer shop's ordinary case. */
async function oneOfAKind(request: APIRequestContext, lang: Lang): Promise<Card> {
  for (let Skip = 0; Skip < 240; Skip += 24) {
    const { List } = await api<{ List: Card[] }>(request, 'get-search-results', { LanguageId: languageId(lang), IsOnlyStock: true, Take: 24, Skip });
    const last = List.find((card) => card.IsMainVariation && card.Stock === 1);
    if (last) return last;
  }
  throw new Error('The demo catalogue has no plain product with one piece left.');
}

/** How long the card path waits for the provider's page before it gives up (components/checkout/ProviderForm.tsx's PROVIDER_WAIT_MS). */
const PROVIDER_WAIT_MS = 8_000;

/** The amount in an order summary's row (a description list) named `label`. */
const amountOf = (summary: Locator, label: string) => summary.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('..').getByRole('definition');

/** The product's pieces on sale now, as its page is told. */
const stockOf = async (request: APIRequestContext, lang: Lang, product: Card) =>
  (await api<{ product: { Stock: number } }>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId: product.ProductId })).product.Stock;

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  const c = t.checkout;

  test(`[${lang}] a guest pays by card in 3 instalments with gift wrap through the sandbox; the basket is empty after`, async ({ page, request, baseURL }) => {
    await guestToPayment(page, request, lang, { giftNote: lang === 'tr' ? 'İyi ki doğdun!' : 'Happy birthday!' });
    const form = await fillCard(page, lang, TEST_CARD);
    const grid = form.getByRole('group', { name: c.installmentsLegend });
    await expect(grid.getByRole('radio', { name: c.singlePayment })).toBeChecked();
    const three = grid.getByRole('radio', { name: format(c.installmentCount, lang, { count: 3 }) });
    await three.check();
    const summary = page.getByRole('complementary', { name: c.summaryTitle });
    await expect(summary.getByText(c.installmentSurcharge)).toBeVisible();
    const total = await amountOf(summary, c.total).innerText();
    await contractBox(page, lang).check();
    await form.getByRole('button', { name: c.pay }).click();

    // The provider's 3-D Secure page (the local sandbox) shows the plan and the masked card.
    await expect(page.getByRole('heading', { name: t.paymentSandbox.heading })).toBeVisible();
    await expect(page.getByText('4355 08** **** 4358')).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^3$/ })).toBeVisible();
    await page.getByRole('button', { name: t.paymentSandbox.approve }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.paymentSuccess()}$`));
    await expect(page.getByRole('heading', { level: 1, name: c.successTitle })).toBeVisible();
    // The cached page's island reads the order just paid: its number, pieces, total with the 3-instalment charge, address and next steps.
    const paid = page.getByRole('region', { name: new RegExp(c.paidOrderNo) });
    await expect(paid.getByRole('heading', { name: new RegExp(`${c.paidOrderNo} VT`) })).toBeVisible();
    await expect(paid.getByRole('list', { name: c.paidLines }).getByRole('listitem')).not.toHaveCount(0);
    await expect(paid.getByText(c.installmentSurcharge)).toBeVisible();
    // The total the payment step asked for, and the address the guest typed.
    await expect(amountOf(paid, c.total)).toHaveText(total);
    await expect(paid.getByRole('heading', { name: c.deliveryTitle })).toBeVisible();
    await expect(paid.getByText(GUEST_ADDRESS.line, { exact: true })).toBeVisible();
    await expect(paid.getByText(GUEST_ADDRESS.name, { exact: true })).toBeVisible();
    await expect(paid.getByRole('heading', { name: c.paidNextTitle })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: c.home })).toBeVisible();
    await expect(basketLink(page, lang, 0)).toBeVisible();
    // The page itself is one cached page for everyone: a visitor without this shopper's cookies gets it from the cache, without the order.
    const orderNo = /VT\S+/.exec(await paid.getByRole('heading', { name: new RegExp(`${c.paidOrderNo} VT`) }).innerText())![0];
    const anyone = () => fetch(new URL(`/${lang}${routes.paymentSuccess()}`, baseURL));
    await anyone();
    const again = await anyone();
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    const html = await again.text();
    expect(html).toContain(c.successTitle);
    expect(html).not.toContain(orderNo);
    expect(html).not.toContain(GUEST_ADDRESS.line);
  });

  test(`[${lang}] a member pays by bank transfer to a saved address with HOSGELDIN10`, async ({ page, request }) => {
    const member = await createMember(request, lang);
    await signIn(page, member);
    await addToBasket(page, request, lang);
    await buyNow(page, lang);
    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.address()}$`));

    // No saved address yet: the address book's modal adds one, and the step chooses it.
    const form = page.getByRole('form', { name: c.addressFormLabel });
    await expect(form.getByText(c.noAddresses).first()).toBeVisible();
    await form.getByRole('button', { name: c.addAddress }).click();
    const modal = page.getByRole('dialog', { name: c.addAddressTitle });
    const a = t.addresses;
    await modal.getByRole('textbox', { name: a.fieldTitle, exact: true }).fill(lang === 'tr' ? 'Ev' : 'Home');
    await modal.getByRole('textbox', { name: a.fieldNameSurname, exact: true }).fill(member.name);
    await modal.getByRole('combobox', { name: a.fieldCity, exact: true }).selectOption({ label: 'İstanbul' });
    const district = modal.getByRole('combobox', { name: a.fieldDistrict, exact: true });
    await expect(district).toBeEnabled();
    await district.selectOption({ label: 'Kadıköy' });
    await modal.getByRole('textbox', { name: a.fieldDescription, exact: true }).fill('Caferağa Mah. Moda Cad. No: 12 D: 3');
    await modal.getByRole('textbox', { name: a.fieldPhone, exact: true }).fill('5321234567');
    await modal.getByRole('button', { name: a.save }).click();
    const saved = page.getByRole('dialog', { name: t.modals.successTitle });
    await saved.getByRole('button', { name: t.modals.ok }).click();
    const delivery = form.getByRole('radiogroup', { name: c.chooseDelivery });
    await expect(delivery.getByRole('radio')).toBeChecked();
    await expect(form.getByRole('textbox', { name: c.billNameSurname, exact: true })).toHaveValue(member.name);
    await form.getByRole('textbox', { name: c.citizenshipNumber, exact: true }).fill(TCKN);
    await form.getByRole('button', { name: c.toPayment }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.payment()}$`));

    // The code is applied once: the totals show the discount, the box is shut.
    const summary = page.getByRole('complementary', { name: c.summaryTitle });
    const code = summary.getByRole('textbox', { name: c.discountLabel });
    await code.fill('HOSGELDIN10');
    await summary.getByRole('button', { name: c.discountApply }).click();
    await expect(code).toBeDisabled();
    await expect(summary.getByRole('button', { name: c.discountApply })).toBeDisabled();
    await expect(summary.getByText(c.discount, { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: c.methodBank }).check();
    await expect(page.getByRole('textbox', { name: c.cardNumber })).toHaveCount(0);
    await expect(page.getByText(/^TR\d{2}/)).toBeVisible();
    await expect(page.getByText(c.bankNotice)).toBeVisible();
    await contractBox(page, lang).check();
    await page.getByRole('button', { name: c.confirmOrder }).click();

    const done = page.getByRole('dialog', { name: c.bankSuccessTitle });
    await expect(done).toContainText(/VT\d{10}/);
    await expect(basketLink(page, lang, 0)).toBeVisible();
    await done.getByRole('button', { name: t.modals.home }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });

  test(`[${lang}] the steps refuse an invalid TCKN and empty card fields with the spec's messages, pass axe at both widths, and a declined card lands on the failure page with the reason`, async ({
    page,
    request,
  }) => {
    // Four steps, each checked with axe at two widths, and a card declined in the sandbox.
    test.slow();
    await addToBasket(page, request, lang);
    await page.goto(localizedPath(routes.guestCheckout(), lang));
    await page.getByRole('button', { name: c.continue }).click();
    await expect(page.getByRole('textbox', { name: c.email })).toHaveAccessibleDescription(t.validation.guestEmail);
    await page.getByRole('textbox', { name: c.email }).fill('declined@example.com');
    await page.getByRole('button', { name: c.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.address()}$`));

    const form = await fillGuestAddress(page, lang, '12345678901');
    await form.getByRole('button', { name: c.toPayment }).click();
    const tckn = form.getByRole('textbox', { name: c.citizenshipNumber, exact: true });
    await expect(tckn).toHaveAccessibleDescription(t.validation.tckn);
    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.address()}$`));
    await noViolationsAtBothWidths(page);
    await tckn.fill(TCKN);
    await form.getByRole('button', { name: c.toPayment }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.payment()}$`));

    const payment = page.getByRole('form', { name: c.paymentFormLabel });
    await payment.getByRole('button', { name: c.pay }).click();
    await expect(payment.getByRole('textbox', { name: c.cardName })).toHaveAccessibleDescription(t.validation.cardName);
    await expect(payment.getByRole('textbox', { name: c.cardNumber })).toHaveAccessibleDescription(t.validation.cardNumberEmpty);
    await expect(payment.getByRole('combobox', { name: c.expiryMonth })).toHaveAccessibleDescription(t.validation.expiryMonth);
    await expect(payment.getByRole('combobox', { name: c.expiryYear })).toHaveAccessibleDescription(t.validation.expiryYear);
    await expect(payment.getByLabel(c.cvv)).toHaveAccessibleDescription(`${c.cvvHint} ${t.validation.cvvEmpty}`);
    await expect(contractBox(page, lang)).toHaveAccessibleDescription(t.validation.contract);
    await noViolationsAtBothWidths(page);

    await fillCard(page, lang, OTHER_CARD);
    await contractBox(page, lang).check();
    await payment.getByRole('button', { name: c.pay }).click();
    await page.getByRole('button', { name: t.paymentSandbox.approve }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.paymentFailure('')}VT[0-9a-f]+$`));
    await expect(page.getByRole('heading', { level: 1, name: c.failureTitle })).toBeVisible();
    await expect(page.getByText(t.paymentSandbox.notTestCard)).toBeVisible();
    await expect(page.getByRole('link', { name: c.backToBasket })).toBeVisible();
    // The pieces are still in the basket for another try.
    await expect(basketLink(page, lang, 1)).toBeVisible();
  });

  test(`[${lang}] a guest buys a one-of-a-kind piece (the last one) by card through the sandbox; it is sold out after`, async ({ page, request }) => {
    const last = await oneOfAKind(request, lang);
    await guestToPayment(page, request, lang, { product: last });
    const form = await fillCard(page, lang, TEST_CARD);
    await contractBox(page, lang).check();
    await form.getByRole('button', { name: c.pay }).click();

    await expect(page.getByRole('heading', { name: t.paymentSandbox.heading })).toBeVisible();
    await page.getByRole('button', { name: t.paymentSandbox.approve }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.successTitle })).toBeVisible();
    await expect(basketLink(page, lang, 0)).toBeVisible();
    expect(await stockOf(request, lang, last)).toBe(0);
  });

  test(`[${lang}] a provider page that does not open is said so, its hold goes back at once, and Try again buys the last piece`, async ({ page, request }) => {
    // The page's clock runs as usual, but the test skips the provider's wait instead of sitting through it.
    await page.clock.install();
    const last = await oneOfAKind(request, lang);
    await guestToPayment(page, request, lang, { product: last });
    const form = await fillCard(page, lang, TEST_CARD);
    await contractBox(page, lang).check();
    // The provider's page does not open: its answer (No Content) leaves the browser on the shop's page.
    const sandbox = `**${appRoutes.paytrSandbox()}`;
    await page.route(sandbox, (route) => route.fulfill({ status: 204 }));
    await page.setViewportSize({ width: 390, height: 844 });
    await form.getByRole('button', { name: c.pay }).click();
    await expect(page.getByRole('status').filter({ hasText: c.toProvider })).toBeVisible();

    const stuck = page.getByRole('alertdialog', { name: c.providerStuckTitle });
    // Said once the wait is over, not before.
    await expect(stuck).toHaveCount(0);
    await page.clock.fastForward(PROVIDER_WAIT_MS);
    await expect(stuck).toBeVisible();
    await expect(stuck).toHaveAccessibleDescription(c.providerStuck);
    await page.screenshot({ path: test.info().outputPath(`provider-stuck-${lang}-390.png`) });
    await noViolations(page);
    // The piece is on sale again while the shopper decides.
    await expect.poll(() => stockOf(request, lang, last)).toBe(1);

    await page.unroute(sandbox);
    await page.setViewportSize({ width: 1280, height: 900 });
    await stuck.getByRole('button', { name: c.providerRetry }).click();
    await expect(page.getByRole('heading', { name: t.paymentSandbox.heading })).toBeVisible();
    await page.getByRole('button', { name: t.paymentSandbox.approve }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.successTitle })).toBeVisible();
    expect(await stockOf(request, lang, last)).toBe(0);
  });
}
