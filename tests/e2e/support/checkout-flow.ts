import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { localizedPath } from '../../../lib/shop/locale';
import { routes } from '../../../lib/shop/routes';
import { plainProducts, type Card } from './catalogue';
import { format, messages, type Lang } from './shop';

/** A guest's way through the checkout as a shopper takes it: shared by the checkout specs. */

/** PayTR's published test card (the sandbox approves it with CVV 000 and a future expiry). */
export const TEST_CARD = '4355084355084358';
export const TCKN = '10000000146';
/** The guest's delivery address as typed on the address step. */
export const GUEST_ADDRESS = { name: 'Ayşe Yılmaz', line: 'Caferağa Mah. Moda Cad. No: 12 D: 3' };

export const basketLink = (page: Page, lang: Lang, count: number) =>
  page.getByRole('banner').getByRole('link', { name: format(messages[lang].header.basket, lang, { count }) });

/** One plain product (the first featured one unless given) into the basket from its own page, as a shopper does it; the header counts it. */
export async function addToBasket(page: Page, request: APIRequestContext, lang: Lang, given?: Card) {
  const t = messages[lang];
  const product = given ?? (await plainProducts(request, lang))[0];
  await page.goto(`/${lang}${product.Url}`);
  await page.getByRole('form', { name: t.productDetail.purchase }).getByRole('button', { name: t.productDetail.addToBasket }).click();
  await expect(basketLink(page, lang, 1)).toBeVisible();
  return product;
}

/** The basket page's Buy now: the stock is checked, then members go to the address step and guests to the guest entry. */
export async function buyNow(page: Page, lang: Lang) {
  const t = messages[lang];
  await page.goto(localizedPath(routes.basket(), lang));
  await page.getByRole('button', { name: t.basket.proceed }).click();
}

/**
 * The guest's delivery address typed inline, billed to a private person with a T.C. Kimlik No. The
 * country starts at the browser's region (Chromium says en-US), so Türkiye is chosen first, as a
 * shopper abroad sending a gift home would.
 */
export async function fillGuestAddress(page: Page, lang: Lang, tckn = TCKN) {
  const t = messages[lang].checkout;
  const form = page.getByRole('form', { name: t.addressFormLabel });
  await form.getByRole('combobox', { name: messages[lang].forms.country, exact: true }).selectOption({ label: 'Türkiye' });
  await form.getByRole('textbox', { name: t.nameSurname, exact: true }).fill(GUEST_ADDRESS.name);
  await form.getByRole('textbox', { name: t.phone, exact: true }).fill('5321234567');
  await form.getByRole('combobox', { name: t.city, exact: true }).selectOption({ label: 'İstanbul' });
  const district = form.getByRole('combobox', { name: t.district, exact: true });
  await expect(district).toBeEnabled();
  await district.selectOption({ label: 'Kadıköy' });
  await form.getByRole('textbox', { name: t.address, exact: true }).fill(GUEST_ADDRESS.line);
  await form.getByRole('textbox', { name: t.billNameSurname, exact: true }).fill('Ayşe Yılmaz');
  await form.getByRole('textbox', { name: t.citizenshipNumber, exact: true }).fill(tckn);
  return form;
}

/** The guest's way from an added product to the payment step. */
export async function guestToPayment(page: Page, request: APIRequestContext, lang: Lang, { giftNote, product }: { giftNote?: string; product?: Card } = {}) {
  const t = messages[lang].checkout;
  await addToBasket(page, request, lang, product);
  await buyNow(page, lang);
  await expect(page).toHaveURL(new RegExp(`/${lang}${routes.guestCheckout()}$`));
  await page.getByRole('textbox', { name: t.email }).fill(`guest-${Date.now()}@example.com`);
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}${routes.address()}$`));
  const form = await fillGuestAddress(page, lang);
  if (giftNote) {
    await form.getByRole('checkbox', { name: t.giftWrap }).check();
    await form.getByRole('textbox', { name: new RegExp(t.giftNote) }).fill(giftNote);
  }
  await form.getByRole('button', { name: t.toPayment }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}${routes.payment()}$`));
}

export async function fillCard(page: Page, lang: Lang, number: string) {
  const t = messages[lang].checkout;
  const form = page.getByRole('form', { name: t.paymentFormLabel });
  await form.getByRole('textbox', { name: t.cardName }).fill('AYSE YILMAZ');
  await form.getByRole('textbox', { name: t.cardNumber }).fill(number);
  await form.getByRole('combobox', { name: t.expiryMonth }).selectOption('12');
  await form.getByRole('combobox', { name: t.expiryYear }).selectOption('30');
  await form.getByLabel(t.cvv).fill('000');
  return form;
}

export const contractBox = (page: Page, lang: Lang) => page.getByRole('checkbox', { name: new RegExp(lang === 'tr' ? 'Ön Bilgilendirme Formu' : 'Pre-Information Form') });
