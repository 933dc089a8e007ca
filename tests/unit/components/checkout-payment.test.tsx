import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { mutate, SWRConfig } from 'swr';
import { PaymentStep } from '@/components/checkout/PaymentStep';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { useBasketCount } from '@/lib/api/hooks';
import { installmentPlan } from '@/lib/shop/checkout/installments';
import { DISTANCE_SALES_CONTRACT_ID, PRE_INFORMATION_CONTRACT_ID } from '@/lib/shop/contracts';
import { formatMoney } from '@/lib/shop/money';
import { routes } from '@/lib/shop/routes';
import { STORAGE_KEYS } from '@/lib/shop/storage';
import tr from '@/messages/tr.json';

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => router,
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={`/tr${href}`} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;
const t = tr.checkout;
const v = tr.validation;

/** 1.000,00 TL of products: under the free-cargo threshold, so cargo is 49,90 TL. */
const BASKET = {
  List: [
    {
      Id: 1, ProductId: 11, VariationId: null, IsMainVariation: true, Quantity: 2, Stock: 5, Price: 50000, DiscountedPrice: 50000, TotalPrice: 100000,
      PriceStr: '500,00 TL', DiscountedPriceStr: '500,00 TL', TotalPriceStr: '1.000,00 TL', Title: 'Seramik Vazo', MainPhoto: '/media/demo/product/11.webp',
      DesignerName: 'Zeytin Dalı', OptionItemName: null, VariationName: null, Variations: [], Url: routes.product('seramik-vazo', 11),
    },
  ],
  Currency: 'TRY',
  TotalProductPrice: 100000,
  TotalProductPriceStr: '1.000,00 TL',
  CargoPrice: 4990,
  CargoPriceStr: '49,90 TL',
  TotalPrice: 104990,
  TotalPriceStr: '1.049,90 TL',
  Delivery: { CountryId: 223, Country: 'TR', Ships: true, CargoZone: 'TR', FreeCargoFrom: 75_000, FreeCargoFromStr: '750,00 TL' },
};
const ACCOUNT = { Id: 2, BankName: 'Garanti BBVA', AccountHolder: 'Vitrin Tasarım A.Ş.', Branch: 'Karaköy', Iban: 'TR33 0006 1005 1978 6457 8413 26', Currency: 'TRY' };
const STORED = { IsLoggedIn: false, Email: 'ayse@example.com', DeliveryNameSurname: 'Ayşe Yılmaz', IsSameAddress: true, IsCorporate: false };
const money = (amount: number) => formatMoney(amount, 'TRY');

const ok = (data: unknown, message = '') => ({ succeeded: true, message, data });

function serve(overrides: Record<string, unknown> = {}) {
  call.mockImplementation((async (name: string, data: Record<string, unknown>) => {
    if (name in overrides) {
      const answer = overrides[name];
      return typeof answer === 'function' ? answer(data) : answer;
    }
    // A transfer's order empties the basket.
    if (name === 'get-cart-products') return ok(sent('payment-process').some((each) => each.IsBank) ? { ...BASKET, List: [] } : BASKET);
    if (name === 'get-bank-accounts') return ok({ ResultList: [ACCOUNT], Chosen: ACCOUNT });
    if (name === 'get-cart-count') return ok(sent('payment-process').some((each) => each.IsBank) ? 0 : 2);
    if (name === 'get-menu-cart') return ok(null);
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof callApi);
}

/** The header's basket badge, as far as this test needs it. */
function BasketCount() {
  const { count } = useBasketCount();
  return <output aria-label="basket count">{count}</output>;
}

function renderStep() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals, forms: tr.forms, validation: tr.validation, checkout: tr.checkout, account: tr.account }}>
        <ModalProvider>
          <BasketCount />
          <PaymentStep />
        </ModalProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

const sent = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, data]) => data as Record<string, unknown>);
const summary = () => screen.getByRole('complementary', { name: t.summaryTitle });
const totalRow = (label: string) => within(summary()).getByText(label).closest('div')!;

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4355084355084358') {
  await user.type(await screen.findByRole('textbox', { name: t.cardName }), 'AYSE YILMAZ');
  await user.type(screen.getByRole('textbox', { name: t.cardNumber }), number);
  await user.selectOptions(screen.getByRole('combobox', { name: t.expiryMonth }), '12');
  await user.selectOptions(screen.getByRole('combobox', { name: t.expiryYear }), '30');
  await user.type(screen.getByLabelText(t.cvv), '000');
}

let submit: jest.SpyInstance;

beforeEach(async () => {
  call.mockReset();
  router.push.mockReset();
  router.replace.mockReset();
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.addressData, JSON.stringify(STORED));
  // jsdom cannot leave the page: the provider's form is caught as it is posted.
  submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  await mutate(() => true, undefined, { revalidate: false });
});

afterEach(() => submit.mockRestore());

test('without the address step’s data the shopper goes back to it', async () => {
  localStorage.clear();
  serve();
  renderStep();
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith(routes.address()));
  expect(screen.getByText(t.noAddressData).closest('[role="status"]')).not.toBeNull();
});

test('card is the default; every empty card field and the contract give the spec’s own messages, and nothing is sent', async () => {
  const user = userEvent.setup();
  serve();
  renderStep();
  expect(await screen.findByRole('radio', { name: t.methodCard })).toBeChecked();
  await user.click(screen.getByRole('button', { name: t.pay }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: t.cardName })).toHaveFocus());
  expect(screen.getByRole('textbox', { name: t.cardName })).toHaveAccessibleDescription(v.cardName);
  expect(screen.getByRole('textbox', { name: t.cardNumber })).toHaveAccessibleDescription(v.cardNumberEmpty);
  expect(screen.getByRole('combobox', { name: t.expiryMonth })).toHaveAccessibleDescription(v.expiryMonth);
  expect(screen.getByRole('combobox', { name: t.expiryYear })).toHaveAccessibleDescription(v.expiryYear);
  expect(screen.getByLabelText(t.cvv)).toHaveAccessibleDescription(`${t.cvvHint} ${v.cvvEmpty}`);
  expect(screen.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ })).toHaveAccessibleDescription(v.contract);
  expect(sent('get-paytr-token')).toEqual([]);
});

test('the contract links to the pre-information form and the distance sales contract; a number failing Luhn is refused', async () => {
  const user = userEvent.setup();
  serve();
  renderStep();
  expect(await screen.findByRole('link', { name: /Ön Bilgilendirme Formu/ })).toHaveAttribute('href', `/tr${routes.contracts(PRE_INFORMATION_CONTRACT_ID)}`);
  expect(screen.getByRole('link', { name: /Mesafeli Satış Sözleşmesi/ })).toHaveAttribute('href', `/tr${routes.contracts(DISTANCE_SALES_CONTRACT_ID)}`);
  await fillCard(user, '4355084355084359');
  expect(screen.getByRole('textbox', { name: t.cardNumber })).toHaveValue('4355 0843 5508 4359');
  await user.click(screen.getByRole('button', { name: t.pay }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: t.cardNumber })).toHaveAccessibleDescription(v.cardNumber));
});

test('choosing 3 instalments in the grid adds its surcharge to the total', async () => {
  const user = userEvent.setup();
  serve();
  renderStep();
  const grid = await screen.findByRole('group', { name: t.installmentsLegend });
  // Each plan once (not once per card programme), and the nine programmes once, as the cards that take them.
  expect(within(grid).getAllByRole('radio')).toHaveLength(12);
  expect(within(grid).getByRole('radio', { name: t.singlePayment })).toBeChecked();
  expect(within(grid).getAllByText('Bonus')).toHaveLength(1);
  const plan = installmentPlan(100000, 3);
  const three = within(grid).getByRole('radio', { name: '3 taksit' });
  // The grid holds each amount together with a no-break space ("349,20\u00a0TL").
  const whole = (amount: number) => money(amount).replace(' ', '\u00a0');
  expect(three).toHaveAccessibleDescription(expect.stringContaining(`3 × ${whole(plan.monthly)} Toplam ${whole(plan.total)}`));

  await user.click(within(grid).getByRole('radio', { name: '3 taksit' }));
  expect(within(grid).getByRole('radio', { name: '3 taksit' })).toBeChecked();
  expect(totalRow(t.installmentSurcharge)).toHaveTextContent(money(plan.surcharge));
  expect(totalRow(t.total)).toHaveTextContent(money(BASKET.TotalPrice + plan.surcharge));
});

test('a refused code shows the server’s reason; an accepted one disables the box and the totals show the discount', async () => {
  const user = userEvent.setup();
  let attempt = 0;
  serve({
    'get-cart-prices': () =>
      ++attempt === 1
        ? { succeeded: false, message: tr.errors.discount_code_not_found, data: null, code: 'discount_code_not_found' }
        : ok({ ...BASKET, TheDiscount: 10000, TheDiscountStr: '100,00 TL', DiscountCode: 'HOSGELDIN10', TotalPrice: 94990 }),
  });
  renderStep();
  const input = await screen.findByRole('textbox', { name: t.discountLabel });
  await user.type(input, 'YANLIS');
  await user.click(screen.getByRole('button', { name: t.discountApply }));
  await waitFor(() => expect(input).toHaveAccessibleDescription(tr.errors.discount_code_not_found));
  expect(input).toBeEnabled();

  await user.clear(input);
  await user.type(input, 'HOSGELDIN10');
  await user.click(screen.getByRole('button', { name: t.discountApply }));
  await waitFor(() => expect(input).toBeDisabled());
  expect(screen.getByRole('button', { name: t.discountApply })).toBeDisabled();
  expect(input).toHaveAccessibleDescription('HOSGELDIN10 kodu uygulandı.');
  expect(sent('get-cart-prices').at(-1)).toMatchObject({ DiscountCode: 'HOSGELDIN10' });
  expect(totalRow(t.discount)).toHaveTextContent(money(10000));
  expect(totalRow(t.total)).toHaveTextContent(money(94990));
});

test('the card goes from a hidden form to the provider, never in a call to the shop', async () => {
  const user = userEvent.setup();
  serve({
    'get-paytr-token': ok({ Action: 'http://localhost/paytr-sandbox', Fields: { merchant_oid: 'VTabc', paytr_token: 'tok' }, MerchantOid: 'VTabc', OrderNo: 'VT0000000001' }),
    'payment-process': ok({ OrderId: 1, OrderNo: 'VT0000000001', MerchantOid: 'VTabc' }),
  });
  renderStep();
  await fillCard(user);
  await user.click(await screen.findByRole('radio', { name: '3 taksit' }));
  await user.click(screen.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }));
  await user.click(screen.getByRole('button', { name: t.pay }));

  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  expect(screen.getByText(t.toProvider).closest('[role="status"]')).not.toBeNull();
  const [token] = sent('get-paytr-token');
  expect(token).toMatchObject({ Email: 'ayse@example.com', InstallmentCount: 3, ContractAccepted: true });
  for (const call of [...sent('get-paytr-token'), ...sent('payment-process')]) {
    expect(JSON.stringify(call)).not.toContain('4355084355084358');
  }
  expect(sent('payment-process')).toEqual([expect.objectContaining({ MerchantOid: 'VTabc', IsForChecking: false, IsBank: false })]);
  const form = submit.mock.contexts[0] as HTMLFormElement;
  expect(form).toHaveAttribute('action', 'http://localhost/paytr-sandbox');
  expect(form).toHaveAttribute('method', 'post');
  expect(Object.fromEntries(new FormData(form))).toEqual({
    merchant_oid: 'VTabc',
    paytr_token: 'tok',
    cc_owner: 'AYSE YILMAZ',
    card_number: '4355084355084358',
    expiry_month: '12',
    expiry_year: '30',
    cvv: '000',
  });
});

test('bank transfer switches the card off, shows the chosen account and the rule, and ends in the order modal', async () => {
  const user = userEvent.setup();
  serve({ 'payment-process': ok({ OrderId: 9, OrderNo: 'VT0000000009' }, tr.notices.order_created) });
  renderStep();
  await waitFor(() => expect(screen.getByRole('status', { name: 'basket count' })).toHaveTextContent('2'));
  await user.click(await screen.findByRole('radio', { name: t.methodBank }));
  expect(screen.getByRole('radio', { name: t.methodCard })).not.toBeChecked();
  expect(screen.queryByRole('textbox', { name: t.cardNumber })).toBeNull();
  expect(screen.queryByRole('group', { name: t.installmentsLegend })).toBeNull();
  expect(await screen.findByText(ACCOUNT.Iban)).toBeInTheDocument();
  expect(screen.getByText(t.bankNotice)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: t.confirmOrder }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ })).toHaveAccessibleDescription(v.contract));
  await user.click(screen.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }));
  await user.click(screen.getByRole('button', { name: t.confirmOrder }));

  const modal = await screen.findByRole('dialog', { name: t.bankSuccessTitle });
  expect(modal).toHaveTextContent('VT0000000009');
  expect(sent('payment-process')).toEqual([expect.objectContaining({ IsBank: true, BankAccountId: ACCOUNT.Id, IsForChecking: false, InstallmentCount: 0, Email: 'ayse@example.com' })]);
  // The order emptied the basket: the header's count is read again.
  await waitFor(() => expect(screen.getByRole('status', { name: 'basket count' })).toHaveTextContent('0'));
  // The emptied basket is no reason to send the shopper away from the modal.
  expect(router.replace).not.toHaveBeenCalled();
  expect(screen.getByRole('form', { name: t.paymentFormLabel })).toBeInTheDocument();
  await user.click(within(modal).getByRole('button', { name: tr.modals.home }));
  expect(router.push).toHaveBeenCalledWith(routes.home());
});
