import { expect, test } from './support/test';
import { routes } from '../../lib/shop/routes';
import { addToBasket, basketLink, buyNow, contractBox, fillCard, TEST_CARD } from './support/checkout-flow';
import { createMember, signIn } from './support/member';
import { messages, popupAlreadySeen } from './support/shop';

/** Issue 20: buyers abroad, in English. */
const t = messages.en;
const c = t.checkout;
const f = t.forms;

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

test('[en] a guest in London buys by card through the sandbox, with no Turkish id and a UK phone', async ({ page, request }) => {
  await addToBasket(page, request, 'en');
  await buyNow(page, 'en');
  await page.getByRole('textbox', { name: c.email }).fill(`london-${Date.now()}@example.com`);
  await page.getByRole('button', { name: c.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/en${routes.address()}$`));

  const form = page.getByRole('form', { name: c.addressFormLabel });
  // The browser's region (en-GB) chose the country; the UK has no city list, so the town is typed.
  await expect(form.getByRole('combobox', { name: f.country, exact: true })).toHaveValue('826');
  await expect(form.getByRole('combobox', { name: c.city, exact: true })).toHaveCount(0);
  await form.getByRole('textbox', { name: c.nameSurname, exact: true }).fill('Alex Morgan');
  await form.getByRole('textbox', { name: f.cityName, exact: true }).fill('London');
  await form.getByRole('textbox', { name: new RegExp(f.postalCode) }).fill('SW1A 3AA');
  await form.getByRole('textbox', { name: c.address, exact: true }).fill('10 Downing Street');
  await expect(form.getByRole('combobox', { name: f.callingCode })).toHaveValue('GB');
  await form.getByRole('textbox', { name: c.phone, exact: true }).fill('20 7946 0958');
  await form.getByRole('textbox', { name: c.billNameSurname, exact: true }).fill('Alex Morgan');
  await expect(form.getByRole('textbox', { name: c.citizenshipNumber })).toHaveCount(0);

  // A postcode of another country's format is refused beside its field.
  await form.getByRole('textbox', { name: new RegExp(f.postalCode) }).fill('10117');
  await form.getByRole('button', { name: c.toPayment }).click();
  await expect(form.getByText(t.validation.postalCode)).toBeVisible();
  await form.getByRole('textbox', { name: new RegExp(f.postalCode) }).fill('SW1A 2AA');
  await form.getByRole('button', { name: c.toPayment }).click();
  await expect(page).toHaveURL(new RegExp(`/en${routes.payment()}$`));
  // The order summary names the country the cargo is priced for.
  await expect(page.getByRole('complementary', { name: c.summaryTitle })).toContainText(c.cargoTo.replace('{country}', 'United Kingdom'));

  const card = await fillCard(page, 'en', TEST_CARD);
  await contractBox(page, 'en').check();
  await card.getByRole('button', { name: c.pay }).click();
  await expect(page.getByRole('heading', { name: t.paymentSandbox.heading })).toBeVisible();
  await expect(page.getByText(/\$\d/).first()).toBeVisible();
  await page.getByRole('button', { name: t.paymentSandbox.approve }).click();
  await expect(page).toHaveURL(new RegExp(`/en${routes.paymentSuccess()}$`));
  await expect(basketLink(page, 'en', 0)).toBeVisible();
});

test('[en] a member in Berlin saves an address and pays by bank transfer; the basket prices Europe’s cargo', async ({ page, request }) => {
  const member = await createMember(request, 'en');
  await signIn(page, member);
  await addToBasket(page, request, 'en');
  await buyNow(page, 'en');
  await expect(page).toHaveURL(new RegExp(`/en${routes.address()}$`));

  const form = page.getByRole('form', { name: c.addressFormLabel });
  await form.getByRole('button', { name: c.addAddress }).click();
  const modal = page.getByRole('dialog', { name: c.addAddressTitle });
  const a = t.addresses;
  await modal.getByRole('textbox', { name: a.fieldTitle, exact: true }).fill('Berlin');
  await modal.getByRole('textbox', { name: a.fieldNameSurname, exact: true }).fill(member.name);
  await modal.getByRole('combobox', { name: f.country, exact: true }).selectOption({ label: 'Germany' });
  await modal.getByRole('textbox', { name: f.cityName, exact: true }).fill('Berlin');
  await modal.getByRole('textbox', { name: new RegExp(f.postalCode) }).fill('10117');
  await modal.getByRole('textbox', { name: a.fieldDescription, exact: true }).fill('Unter den Linden 1');
  await expect(modal.getByRole('combobox', { name: f.callingCode })).toHaveValue('DE');
  await modal.getByRole('textbox', { name: a.fieldPhone, exact: true }).fill('30 901820');
  await modal.getByRole('button', { name: a.save }).click();
  await page.getByRole('dialog', { name: t.modals.successTitle }).getByRole('button', { name: t.modals.ok }).click();

  const delivery = form.getByRole('radiogroup', { name: c.chooseDelivery });
  await expect(delivery.getByRole('radio')).toBeChecked();
  await expect(delivery).toContainText('10117 Berlin');
  await expect(delivery).toContainText('Germany');
  await expect(form.getByRole('textbox', { name: c.citizenshipNumber })).toHaveCount(0);
  await form.getByRole('button', { name: c.toPayment }).click();
  await expect(page).toHaveURL(new RegExp(`/en${routes.payment()}$`));
  await expect(page.getByRole('complementary', { name: c.summaryTitle })).toContainText(c.cargoTo.replace('{country}', 'Germany'));

  await page.getByRole('radio', { name: c.methodBank }).check();
  await contractBox(page, 'en').check();
  await page.getByRole('button', { name: c.confirmOrder }).click();
  await expect(page.getByRole('dialog', { name: c.bankSuccessTitle })).toContainText(/VT\d{10}/);
  await expect(basketLink(page, 'en', 0)).toBeVisible();
});
