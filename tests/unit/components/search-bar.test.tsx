import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { SearchBar } from '@/components/layout/SearchBar';
import type { Suggestion } from '@/components/layout/useSearchSuggestions';
import { callApi } from '@/lib/api/client';
import { routes } from '@/lib/shop/routes';
import en from '@/messages/en.json';

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;

const suggestion = (Id: number, Title: string): Suggestion => ({
  Id, Title, Url: `/productdetail/p-${Id}`, DesignerName: 'Nur Ceramics', MainPhoto: `/media/demo/product/${Id}.webp`, Price: 10_000, DiscountedPrice: 10_000, Currency: 'TRY',
});

beforeEach(() => {
  push.mockReset();
  call.mockReset();
});

test('Enter right after typing a new text searches that text, not the highlighted product of the earlier one', async () => {
  const user = userEvent.setup();
  const lily = suggestion(7, 'Nilüfer Brass Wall Sconce');
  // The first text is answered; the second answer is still on its way when Enter is pressed.
  call.mockImplementation(async (_name, data) =>
    (data as { searchText: string }).searchText === 'NİLÜFER' ? { succeeded: true, message: '', data: { List: [lily] } } : new Promise(() => {}),
  );
  render(
    <NextIntlClientProvider locale="en" messages={{ header: en.header }}>
      <SearchBar />
    </NextIntlClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: en.header.openSearch }));
  // The combobox's code comes with the first opening: the box becomes one a moment later.
  const box = await screen.findByRole('combobox', { name: en.header.searchLabel });
  await user.type(box, 'NİLÜFER');
  expect(await screen.findByRole('option', { name: /Nilüfer/ })).toBeInTheDocument();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(push).toHaveBeenLastCalledWith(lily.Url);

  // Back to the search box: the earlier list is still the last answer.
  await user.click(screen.getByRole('button', { name: en.header.openSearch }));
  await user.type(screen.getByRole('combobox', { name: en.header.searchLabel }), 'NİLÜFER');
  expect(await screen.findByRole('option', { name: /Nilüfer/ })).toHaveAttribute('aria-selected', 'false');
  await user.clear(screen.getByRole('combobox', { name: en.header.searchLabel }));
  await user.type(screen.getByRole('combobox', { name: en.header.searchLabel }), 'TASARIM');
  // Arrow keys do not light up a list of another text.
  await user.keyboard('{ArrowDown}');
  for (const option of screen.queryAllByRole('option')) expect(option).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('combobox', { name: en.header.searchLabel })).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{Enter}');
  expect(push).toHaveBeenLastCalledWith(routes.search({ text: 'TASARIM' }));
});
