import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { mutate, SWRConfig } from 'swr';
import { Basket } from '@/components/basket/Basket';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { emitApiError } from '@/lib/api/events';
import { routes } from '@/lib/shop/routes';
import tr from '@/messages/tr.json';

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={`/tr${href}`} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;
const t = tr.basket;

type Line = { Id: number; ProductId: number; Title: string; Quantity: number; Stock: number; VariationId: number | null; Variations: { Id: number; Name: string; Stock: number }[] };

const line = (values: Partial<Line> & Pick<Line, 'Id' | 'Title'>) => ({
  ProductId: values.Id * 10,
  VariationId: null,
  IsMainVariation: values.VariationId == null,
  Quantity: 1,
  Stock: 5,
  Price: 10_000,
  DiscountedPrice: 10_000,
  TotalPrice: 10_000 * (values.Quantity ?? 1),
  PriceStr: '100,00 TL',
  DiscountedPriceStr: '100,00 TL',
  TotalPriceStr: '100,00 TL',
  MainPhoto: `/media/demo/product/${values.Id}.webp`,
  DesignerName: 'Zeytin Dalı',
  OptionItemName: null,
  VariationName: null,
  Variations: [],
  Url: routes.product(`urun-${values.Id}`, values.Id),
  ...values,
});

type Reply = { succeeded: boolean; message: string; data: unknown; code?: string };
const ok = (data: unknown, message = ''): Reply => ({ succeeded: true, message, data });
const refused = (code: string, message: string): Reply => ({ succeeded: false, message, data: null, code });

/**
 * The server's basket: `answer` decides each change. Like the real fetch wrapper, a refusal of a
 * call that is not silent opens the error modal.
 */
function serve(lines: ReturnType<typeof line>[], answer: (name: string, data: Record<string, unknown>) => Reply | Promise<Reply> = () => ok({}, tr.notices.cart_updated)) {
  call.mockImplementation((async (name: string, data: Record<string, unknown>, options?: { silent?: boolean }) => {
    let reply: Reply;
    if (name === 'get-cart-products') {
      reply = ok({ List: lines, Currency: 'TRY', TotalProductPrice: 10_000, TotalProductPriceStr: '100,00 TL', CargoPrice: 4_990, CargoPriceStr: '49,90 TL', TotalPrice: 14_990, TotalPriceStr: '149,90 TL', Delivery: { CountryId: 223, Country: 'TR', Ships: true, CargoZone: 'TR', FreeCargoFrom: 75_000, FreeCargoFromStr: '750,00 TL' } });
    } else if (name === 'get-cart-count' || name === 'get-menu-cart') {
      reply = ok(0);
    } else {
      reply = await answer(name, data);
    }
    if (!reply.succeeded && !options?.silent) emitApiError({ message: reply.message, code: reply.code as never });
    return reply;
  }) as unknown as typeof callApi);
}

function renderBasket() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals, basket: tr.basket }}>
        <ModalProvider>
          <Basket />
        </ModalProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

const sent = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, data]) => data);

beforeEach(async () => {
  call.mockReset();
  push.mockReset();
  localStorage.clear();
  await mutate(() => true, undefined, { revalidate: false });
});

test('at 1 the − rests with the spec’s sentence beside it: no dialog and no call', async () => {
  serve([line({ Id: 1, Title: 'Moda Yapboz' })]);
  renderBasket();
  const decrease = await screen.findByRole('button', { name: 'Moda Yapboz adedini azalt' });
  expect(decrease).toBeDisabled();
  expect(decrease).toHaveAccessibleDescription(t.cannotDecrease);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(sent('change-cart-quantity')).toEqual([]);
});

test('decreasing sends the smaller of the stock and one less, and says the basket is updated', async () => {
  const user = userEvent.setup();
  serve([line({ Id: 1, Title: 'Moda Yapboz', Quantity: 4, Stock: 2 }), line({ Id: 2, Title: 'Datça Kesme Tahtası', Quantity: 3, Stock: 9 })]);
  renderBasket();
  await user.click(await screen.findByRole('button', { name: 'Moda Yapboz adedini azalt' }));
  await waitFor(() => expect(sent('change-cart-quantity')).toEqual([expect.objectContaining({ Id: 1, Quantity: 2 })]));
  expect(await screen.findByText(tr.notices.cart_updated)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Datça Kesme Tahtası adedini azalt' }));
  await waitFor(() => expect(sent('change-cart-quantity')).toHaveLength(2));
  expect(sent('change-cart-quantity')[1]).toEqual(expect.objectContaining({ Id: 2, Quantity: 2 }));
});

test('while one change runs every control waits, so a repeated press makes no second call', async () => {
  const user = userEvent.setup();
  let finish: (reply: Reply) => void = () => undefined;
  serve([line({ Id: 1, Title: 'Moda Yapboz', Quantity: 1 })], () => new Promise<Reply>((resolve) => (finish = resolve)));
  renderBasket();
  const increase = await screen.findByRole('button', { name: 'Moda Yapboz adedini artır' });
  await user.click(increase);
  expect(increase).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Moda Yapboz ürününü sepetten kaldır' })).toBeDisabled();
  expect(screen.getByRole('button', { name: t.proceed })).toBeDisabled();
  await user.click(increase);
  expect(sent('change-cart-quantity')).toHaveLength(1);
  await act(async () => finish(ok({}, tr.notices.cart_updated)));
  await waitFor(() => expect(increase).toBeEnabled());
});

test('a refused variation change shows the server’s reason and puts the previous variation back', async () => {
  const user = userEvent.setup();
  const variations = [
    { Id: 11, Name: 'Küçük', Stock: 3 },
    { Id: 12, Name: 'Büyük', Stock: 1 },
    { Id: 13, Name: 'Orta', Stock: 0 },
  ];
  serve([line({ Id: 1, Title: 'Moda Yapboz', VariationId: 11, Variations: variations })], () => refused('no_stock', tr.errors.no_stock));
  renderBasket();
  const selector = await screen.findByRole('combobox', { name: `${t.variation} (Moda Yapboz)` });
  expect(within(selector).getByRole('option', { name: 'Orta — Stok Tükendi' })).toBeDisabled();
  await user.selectOptions(selector, '12');
  expect(await screen.findByRole('alertdialog', { name: tr.modals.errorTitle })).toHaveTextContent(tr.errors.no_stock);
  expect(sent('change-cart-variation')).toEqual([expect.objectContaining({ Id: 1, VariationId: 12 })]);
  await waitFor(() => expect(selector).toHaveValue('11'));
});

test('Buy now checks the stock: a short line is named, otherwise a guest goes to the guest entry and a member to the address step', async () => {
  const user = userEvent.setup();
  let stock: Reply = ok({ InStock: false, ShortLines: [{ Id: 1, Title: 'Moda Yapboz', VariationName: 'Büyük', OptionItemName: null, Quantity: 3, Stock: 1 }] });
  serve([line({ Id: 1, Title: 'Moda Yapboz', Quantity: 3 })], (name) => (name === 'check-cart-stock' ? stock : ok({})));
  renderBasket();
  await user.click(await screen.findByRole('button', { name: t.proceed }));
  const modal = await screen.findByRole('alertdialog', { name: t.shortTitle });
  expect(modal).toHaveTextContent('Moda Yapboz · Büyük: en fazla 1 adet alınabilir.');
  expect(push).not.toHaveBeenCalled();
  await user.click(within(modal).getByRole('button', { name: tr.modals.ok }));

  stock = ok({ InStock: true, ShortLines: [] });
  await user.click(screen.getByRole('button', { name: t.proceed }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(routes.guestCheckout()));

  localStorage.setItem('isLogin', 'true');
  localStorage.setItem('CurrentUser', JSON.stringify({ UserId: 7, NameSurname: 'Deniz Kaya', Email: 'deniz@example.com', Phone: '' }));
  act(() => window.dispatchEvent(new Event('vitrin:member')));
  await user.click(screen.getByRole('button', { name: t.proceed }));
  await waitFor(() => expect(push).toHaveBeenLastCalledWith(routes.address()));
});

test('an empty basket offers the shop', async () => {
  serve([]);
  renderBasket();
  expect(await screen.findByText(t.empty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.shop })).toHaveAttribute('href', `/tr${routes.allProducts()}`);
});
