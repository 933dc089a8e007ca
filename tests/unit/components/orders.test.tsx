import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { mutate, SWRConfig } from 'swr';
import { OrderDetailView } from '@/components/account/orders/OrderDetailView';
import { OrderList } from '@/components/account/orders/OrderList';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import type { OrderDetail, OrderSummary } from '@/lib/api/orders';
import { routes } from '@/lib/shop/routes';
import tr from '@/messages/tr.json';

jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn() }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={`/tr${href}`} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;
const t = tr.orders;
const LABELS: Record<number, string> = { 1: 'Ödeme Bekleniyor', 2: 'Ödendi', 4: 'Kargoya Verildi', 5: 'Teslim Edildi', 6: 'İptal Edildi', 7: 'İade Talebi Alındı', 9: 'Ödeme Başarısız', 11: 'İade Reddedildi' };

const summary = (id: number, status: number, previous: number | null = null): OrderSummary => ({
  OrderId: id,
  OrderNo: `VT${id}`,
  Date: '2026-11-20T10:00:00.000Z',
  DateStr: '20 Kasım 2026 13:00',
  ProductCount: 2,
  TotalProductPriceStr: '1.200,00 TL',
  PriceStr: '1.249,90 TL',
  CargoPriceStr: '49,90 TL',
  PaymentType: 'card',
  PaymentTypeStr: t.paymentCard,
  Status: status,
  StatueStr: LABELS[status],
  PreviousStatueStr: previous ? LABELS[previous] : null,
  RejectReason: null,
  IsRefundable: [2, 3, 4, 5].includes(status),
});

const detail = (status: number, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...summary(42, status),
  Products: [{ Id: 1, Url: routes.product('seramik-vazo', 3), MainPhoto: '/media/demo/product/vase.webp', Title: 'Seramik vazo', Designer: { Name: 'Atölye Toprak' }, Size: 'Büyük', Quantity: 2, Price: 60_000, PriceStr: '600,00 TL', TotalPrice: 120_000, TotalPriceStr: '1.200,00 TL' }],
  DeliveryAddress: { NameSurname: 'Deniz Kaya', PhoneStr: '+90 (532) 123 45 67', City: 'İstanbul', District: 'Kadıköy', Region: '', Country: 'TR', AddressDescription: 'Moda Cad. No: 12', ZipCode: '34710', Lines: ['Deniz Kaya', 'Moda Cad. No: 12', '34710 Kadıköy/İstanbul', 'Türkiye'] },
  BillingAddress: { IsCorporate: false, NameSurname: 'Deniz Kaya', CitizenshipNumber: '10000000146', CompanyName: null, TaxNumber: null, TaxOffice: null, VatNumber: null, PhoneStr: '', City: 'İstanbul', District: 'Kadıköy', Region: '', Country: 'TR', AddressDescription: 'Moda Cad. No: 12', ZipCode: '', Lines: ['Deniz Kaya', 'Moda Cad. No: 12', 'Kadıköy/İstanbul', 'Türkiye'] },
  Currency: 'TRY',
  InstallmentCount: 3,
  InstallmentSurchargeStr: '0,00 TL',
  DiscountCode: null,
  TheDiscount: 0,
  TheDiscountStr: '0,00 TL',
  IsGiftWrap: false,
  GiftWrapNote: null,
  GiftWrapPriceStr: '0,00 TL',
  BankAccount: null,
  PaymentDeadlineStr: null,
  Shipment: null,
  AcceptedContracts: [{ Id: 3, Version: 2, Title: 'Ön Bilgilendirme Formu', Description: '<p>Satıcı: Vitrin Tasarım A.Ş.</p>' }],
  History: [{ Status: 2, StatueStr: 'Ödendi', DateStr: '20 Kasım 2026 13:00', Date: '2026-11-20T10:00:00.000Z' }],
  RefundRequest: null,
  ...overrides,
});

const ok = <T,>(data: T, message = '') => ({ succeeded: true as const, message, data });
const refused = (code: string, message: string, errors?: Record<string, string>) => ({ succeeded: false as const, message, data: null, code, errors });

function renderWith(node: React.ReactNode) {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals, forms: tr.forms, validation: tr.validation, orders: tr.orders, contentEditingContracts: tr.contentEditingContracts }}>
        <ModalProvider>{node}</ModalProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

const sent = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, data]) => data);

beforeEach(async () => {
  call.mockReset();
  await mutate(() => true, undefined, { revalidate: false });
});

describe('the order list', () => {
  test('shows each order’s number, date, count, total and a status badge in its tone; 11 reads “previous (current)”', async () => {
    const orders = [summary(5, 11, 7), summary(4, 6), summary(3, 4), summary(2, 2)];
    call.mockImplementation((async () => ok({ List: orders, Continue: false })) as unknown as typeof callApi);
    renderWith(<OrderList />);
    const list = await screen.findByRole('list', { name: t.listLabel });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(4);

    const badge = (card: HTMLElement, text: string) => within(card).getByText(text);
    expect(badge(cards[0], 'İade Talebi Alındı (İade Reddedildi)')).toHaveAttribute('data-tone', 'negative');
    expect(badge(cards[1], 'İptal Edildi')).toHaveAttribute('data-tone', 'negative');
    expect(badge(cards[2], 'Kargoya Verildi')).toHaveAttribute('data-tone', 'shipped');
    expect(badge(cards[3], 'Ödendi')).toHaveAttribute('data-tone', 'normal');

    const first = cards[3];
    expect(within(first).getByRole('heading', { name: 'Sipariş no. VT2' })).toBeInTheDocument();
    expect(first).toHaveTextContent('20 Kasım 2026 13:00');
    expect(first).toHaveTextContent('2 ürün');
    expect(first).toHaveTextContent('1.249,90 TL');
    expect(within(first).getByRole('link', { name: 'Ayrıntılar: VT2 numaralı sipariş' })).toHaveAttribute('href', `/tr${routes.order(2)}`);
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });

  test('shows more orders while the server says more follow', async () => {
    const user = userEvent.setup();
    call.mockImplementation((async (_name: string, data: { Skip: number }) =>
      data.Skip === 0 ? ok({ List: Array.from({ length: 10 }, (_, index) => summary(100 - index, 2)), Continue: true }) : ok({ List: [summary(1, 5)], Continue: false })) as unknown as typeof callApi);
    renderWith(<OrderList />);
    const more = await screen.findByRole('button', { name: t.loadMore });
    await user.click(more);
    expect(await screen.findByRole('heading', { name: 'Sipariş no. VT1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(sent('get-user-orders')).toEqual([{ Skip: 0, Take: 10 }, { Skip: 10, Take: 10 }]);
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });

  test('a visitor sees the sign-in panel; no orders is an empty state', async () => {
    call.mockImplementation((async () => refused('login_required', tr.errors.login_required)) as unknown as typeof callApi);
    renderWith(<OrderList />);
    expect(await screen.findByRole('heading', { name: t.signedOutTitle })).toBeInTheDocument();
  });
});

describe('an order’s page and its refund form', () => {
  test('shows pieces, totals, payment, addresses and history; a refund-rejected order offers no form', async () => {
    call.mockImplementation((async () => ok({ List: [detail(11, { PreviousStatueStr: LABELS[7], IsRefundable: false })] })) as unknown as typeof callApi);
    renderWith(<OrderDetailView orderId={42} />);
    expect(await screen.findByRole('heading', { name: 'Sipariş no. VT42' })).toBeInTheDocument();
    expect(screen.getByText('İade Talebi Alındı (İade Reddedildi)')).toHaveAttribute('data-tone', 'negative');
    expect(screen.getByRole('link', { name: 'Seramik vazo' })).toHaveAttribute('href', `/tr${routes.product('seramik-vazo', 3)}`);
    expect(screen.getByText('3 taksit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.deliveryAddress })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.history })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: t.refundFormLabel })).toBeNull();
    // The accepted contract at its recorded version, closed until asked for.
    expect(screen.getByRole('heading', { name: tr.contentEditingContracts.acceptedContracts })).toBeInTheDocument();
    const contract = screen.getByText('Ön Bilgilendirme Formu (sürüm 2)');
    expect(contract.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Satıcı: Vitrin Tasarım A.Ş.')).toBeInTheDocument();
  });

  test('an order that is not the member’s reads as not found', async () => {
    call.mockImplementation((async () => refused('order_not_found', tr.errors.order_not_found)) as unknown as typeof callApi);
    renderWith(<OrderDetailView orderId={42} />);
    expect(await screen.findByText(t.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToOrders })).toHaveAttribute('href', `/tr${routes.orders()}`);
  });

  test('the form refuses empty fields and an invalid IBAN before sending, then sends a valid one and shows the request', async () => {
    const user = userEvent.setup();
    let order = detail(5);
    call.mockImplementation((async (name: string) => {
      if (name === 'get-order-detail') return ok({ List: [order] });
      if (name === 'get-refund-request') {
        order = { ...order, Status: 7, StatueStr: LABELS[7], IsRefundable: false, RefundRequest: { Status: 'open', DateStr: '25 Kasım 2026 17:00', RefundName: 'Deniz Kaya', RefundIban: 'TR33 **** **** **** **** 8413 26', BankReference: null, RejectReason: null } };
        return ok({ OrderId: 42, Status: 7 }, tr.notices.refund_requested);
      }
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof callApi);
    renderWith(<OrderDetailView orderId={42} />);
    const form = await screen.findByRole('form', { name: t.refundFormLabel });

    await user.click(within(form).getByRole('button', { name: t.refundSubmit }));
    const name = within(form).getByRole('textbox', { name: t.refundName });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(tr.validation.required);
    expect(within(form).getByRole('textbox', { name: t.refundNote })).toHaveAccessibleDescription(expect.stringContaining(tr.validation.required));

    const iban = within(form).getByRole('textbox', { name: t.refundIban });
    await user.type(name, 'Deniz Kaya');
    await user.type(within(form).getByRole('textbox', { name: t.refundNote }), 'Renk farklı.');
    // The mask writes TR and the groups; a wrong check digit is refused on the spot.
    await user.type(iban, '340006100519786457841326');
    expect(iban).toHaveValue('TR34 0006 1005 1978 6457 8413 26');
    await user.click(within(form).getByRole('button', { name: t.refundSubmit }));
    await waitFor(() => expect(iban).toHaveAccessibleDescription(expect.stringContaining(tr.validation.iban)));
    expect(sent('get-refund-request')).toEqual([]);

    await user.clear(iban);
    await user.type(iban, 'tr330006100519786457841326');
    expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await user.click(within(form).getByRole('button', { name: t.refundSubmit }));
    const success = await screen.findByRole('dialog', { name: t.refundDoneTitle });
    expect(success).toHaveTextContent(tr.notices.refund_requested);
    expect(sent('get-refund-request')).toEqual([expect.objectContaining({ OrderId: 42, RefundName: 'Deniz Kaya', RefundIban: 'TR330006100519786457841326', RefundNote: 'Renk farklı.' })]);
    await user.click(within(success).getByRole('button', { name: tr.modals.ok }));
    expect(await screen.findByRole('heading', { name: t.refundOpenTitle })).toBeInTheDocument();
    expect(screen.getByText('TR33 **** **** **** **** 8413 26')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: t.refundFormLabel })).toBeNull();
  });

  test('a refusal with a field message lands beside the field', async () => {
    const user = userEvent.setup();
    call.mockImplementation((async (name: string) =>
      name === 'get-order-detail' ? ok({ List: [detail(5)] }) : refused('validation_failed', tr.validation.iban, { RefundIban: tr.validation.iban })) as unknown as typeof callApi);
    renderWith(<OrderDetailView orderId={42} />);
    const form = await screen.findByRole('form', { name: t.refundFormLabel });
    await user.type(within(form).getByRole('textbox', { name: t.refundName }), 'Deniz Kaya');
    await user.type(within(form).getByRole('textbox', { name: t.refundIban }), '330006100519786457841326');
    await user.type(within(form).getByRole('textbox', { name: t.refundNote }), 'Renk farklı.');
    await user.click(within(form).getByRole('button', { name: t.refundSubmit }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: t.refundIban })).toHaveAccessibleDescription(expect.stringContaining(tr.validation.iban)));
  });
});
