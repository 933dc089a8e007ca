import { expect, type Page } from '@playwright/test';
import { plainProducts } from './catalogue';
import { memberCall, type TestMember } from './member';
import type { Lang } from './shop';

/** A valid T.C. Kimlik No (its two check digits hold) for the individual bill. */
const CITIZENSHIP_NUMBER = '10000000146';
/** One of PayTR's published test cards, which the local sandbox approves (CVV 000, any future expiry). */
const TEST_CARD = { card_number: '4355084355084358', cvv: '000', expiry_month: '12', expiry_year: '30' };

export interface PlacedOrder {
  OrderId: number;
  OrderNo: string;
}

/** What goes into the basket: a product, and which of its variations when it is sold by variation. */
export interface BasketItem {
  ProductId: number;
  VariationId?: number;
}

/** The member's saved address in İstanbul and a product (a plain one unless given) in the basket: the address step's data for a member. */
async function basketAndAddress(page: Page, member: TestMember, lang: Lang, item?: BasketItem) {
  const chosen = item ?? { ProductId: (await plainProducts(page.request, lang))[0].ProductId };
  await memberCall(page, member, 'add-to-cart', { ...chosen, Quantity: 1 });
  const { districtList } = await memberCall<{ districtList: { DistrictId: number }[] }>(page, member, 'get-district-list', { CityId: 34 });
  const { AdressId } = await memberCall<{ AdressId: number }>(page, member, 'add-address', {
    Title: 'Ev',
    NameSurname: member.name,
    City: 34,
    District: districtList[0].DistrictId,
    Description: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
    Phone: '(532) 123 45 67',
    Zip: '34710',
  });
  return { IsLoggedIn: true, DeliveryAddressId: AdressId, IsSameAddress: true, IsCorporate: false, BillNameSurname: member.name, BillCitizenshipNumber: CITIZENSHIP_NUMBER, ContractAccepted: true };
}

/** A bank-transfer order through the checkout's own call (/payment-process): it waits for the transfer (status 1). */
export async function bankTransferOrder(page: Page, member: TestMember, lang: Lang, item?: BasketItem): Promise<PlacedOrder> {
  const address = await basketAndAddress(page, member, lang, item);
  const { Chosen } = await memberCall<{ Chosen: { Id: number } }>(page, member, 'get-bank-accounts', {});
  return memberCall<PlacedOrder>(page, member, 'payment-process', { ...address, IsForChecking: false, IsBank: true, BankAccountId: Chosen.Id });
}

/**
 * A card order paid as a shopper pays it: /get-paytr-token makes the order, its form (with a test
 * card) goes to the provider's page — the local sandbox without credentials — and Approve there
 * sends the signed notification that marks the order paid (status 2).
 */
export async function paidCardOrder(page: Page, member: TestMember, lang: Lang): Promise<PlacedOrder> {
  const address = await basketAndAddress(page, member, lang);
  const token = await memberCall<PlacedOrder & { Action: string; Fields: Record<string, string> }>(page, member, 'get-paytr-token', { ...address, InstallmentCount: 0 });
  const provider = await page.request.post(token.Action, { form: { ...token.Fields, ...TEST_CARD, cc_owner: member.name } });
  expect(provider.status()).toBe(200);
  const approveAt = /<form method="post" action="([^"]+)"/.exec(await provider.text())?.[1];
  expect(approveAt, 'the 3-D Secure page has its form').toBeTruthy();
  const decided = await page.request.post(new URL(approveAt!, token.Action).toString(), { form: { decision: 'approve' }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  await expect
    .poll(async () => (await memberCall<{ List: { Status: number }[] }>(page, member, 'get-order-detail', { OrderId: token.OrderId })).List[0].Status)
    .toBe(2);
  return { OrderId: token.OrderId, OrderNo: token.OrderNo };
}
