import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { mutate, SWRConfig } from 'swr';
import { FavouriteProducts } from '@/components/account/favourites/FavouriteProducts';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { onOpenLogin } from '@/lib/api/events';
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
const t = tr.favouritesPage;

const card = (id: number, title: string) => ({
  Id: id,
  ProductId: id,
  Url: routes.product(`urun-${id}`, id),
  Title: title,
  MainPhoto: `/media/demo/product/${id}.webp`,
  DesignerName: 'Zeytin Dalı',
  Designer: { Name: 'Zeytin Dalı', Url: routes.designer('zeytin-dali', 1) },
  Price: 110000,
  DiscountedPrice: 110000,
  DiscountPercentage: 0,
  Currency: 'TRY',
  IsMainVariation: true,
  Stock: 4,
  Variations: [],
  IsFreeCargo: false,
});

/** The member's favourites as the server keeps them; the page's calls change this list. */
function serve(start: ReturnType<typeof card>[] | 'signed-out') {
  let list = start === 'signed-out' ? [] : [...start];
  call.mockImplementation((async (name: string, data: Record<string, unknown>) => {
    if (name === 'favorite-products') {
      return start === 'signed-out'
        ? { succeeded: false, message: tr.errors.login_required, data: null, code: 'login_required' }
        : { succeeded: true, message: '', data: { List: list } };
    }
    if (name === 'get-favorite-ids') return { succeeded: true, message: '', data: { List: list.map(({ ProductId }) => ({ ProductId })) } };
    if (name === 'delete-favourite') {
      list = list.filter((each) => each.ProductId !== data.ProductId);
      return { succeeded: true, message: '', data: { List: list.map(({ ProductId }) => ({ ProductId })) } };
    }
    if (name === 'clear-favourite-products') {
      list = [];
      return { succeeded: true, message: tr.notices.favourites_cleared, data: null };
    }
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof callApi);
}

function renderPage() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals, product: tr.product, favourites: tr.favourites, favouritesPage: tr.favouritesPage }}>
        <ModalProvider>
          <FavouriteProducts />
        </ModalProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

const sent = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, data]) => data);

beforeEach(async () => {
  call.mockReset();
  await mutate(() => true, undefined, { revalidate: false });
});

test('a visitor is invited to sign in, calmly', async () => {
  const user = userEvent.setup();
  const login = jest.fn();
  const stop = onOpenLogin(login);
  serve('signed-out');
  renderPage();
  expect(await screen.findByRole('heading', { name: t.signedOutTitle })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: t.signIn }));
  expect(login).toHaveBeenCalledTimes(1);
  stop();
});

test('the favourites show as listing cards; remove takes one away and says so', async () => {
  const user = userEvent.setup();
  serve([card(3, 'Datça Kesme Tahtası'), card(5, 'Moda Yapboz')]);
  renderPage();
  const list = await screen.findByRole('list', { name: t.listLabel });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByRole('link', { name: 'Datça Kesme Tahtası' })).toHaveAttribute('href', `/tr${routes.product('urun-3', 3)}`);
  expect(screen.getByRole('heading', { name: '2 ürün' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Datça Kesme Tahtası ürününü favorilerden çıkar' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(sent('delete-favourite')).toEqual([expect.objectContaining({ ProductId: 3 })]);
  expect(screen.getByRole('status')).toHaveTextContent('Datça Kesme Tahtası favorilerinizden çıkarıldı.');
  expect(screen.getByRole('heading', { name: '1 ürün' })).toHaveFocus();
});

test('"clear all" asks first, then empties the list with the server’s message and offers the shop', async () => {
  const user = userEvent.setup();
  serve([card(3, 'Datça Kesme Tahtası'), card(5, 'Moda Yapboz')]);
  renderPage();
  await user.click(await screen.findByRole('button', { name: t.clearAll }));
  let confirm = screen.getByRole('alertdialog', { name: t.confirmClearTitle });
  expect(confirm).toHaveAccessibleDescription('Favorilerinizdeki 2 ürünün tümü listeden çıkarılacak.');
  await user.keyboard('{Escape}');
  expect(sent('clear-favourite-products')).toEqual([]);

  await user.click(screen.getByRole('button', { name: t.clearAll }));
  confirm = screen.getByRole('alertdialog', { name: t.confirmClearTitle });
  await user.click(within(confirm).getByRole('button', { name: t.confirmClear }));
  expect(await screen.findByRole('dialog', { name: tr.modals.successTitle })).toHaveTextContent(tr.notices.favourites_cleared);
  expect(await screen.findByText(t.empty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.shop })).toHaveAttribute('href', `/tr${routes.allProducts()}`);
});
