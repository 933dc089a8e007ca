import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { FavouriteToggle } from '@/components/product/hearts/FavouriteToggle';
import { toggleFavourite } from '@/lib/api/favourites';
import tr from '@/messages/tr.json';

jest.mock('@/lib/api/hooks', () => ({ useFavouriteIds: () => [] }));
jest.mock('@/lib/api/favourites', () => ({ toggleFavourite: jest.fn() }));

const toggle = toggleFavourite as jest.MockedFunction<typeof toggleFavourite>;
const t = tr.favourites;

test("the product page's heart refuses a second press while its save is pending, even one before the busy state is drawn, and keeps the focus", async () => {
  let answer: (ids: number[]) => void = () => undefined;
  toggle.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  render(
    <NextIntlClientProvider locale="tr" messages={{ favourites: tr.favourites }}>
      <FavouriteToggle productId={7} />
    </NextIntlClientProvider>,
  );
  const heart = screen.getByRole('button', { name: t.add });
  heart.focus();
  // Two presses in one frame: React has not drawn the busy heart between them.
  act(() => {
    fireEvent.click(heart);
    fireEvent.click(heart);
  });
  expect(heart).toHaveAttribute('aria-busy', 'true');
  // The call's code is imported with the first press: the call follows a microtask later.
  await waitFor(() => expect(toggle).toHaveBeenCalled());
  expect(toggle).toHaveBeenCalledTimes(1);
  expect(heart).toBeEnabled();
  expect(heart).toHaveFocus();
  await act(async () => answer([7]));
  expect(heart).not.toHaveAttribute('aria-busy');
});
