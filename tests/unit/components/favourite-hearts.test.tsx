import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { FavouriteHeart } from '@/components/product/hearts/FavouriteHeart';
import { delegateHearts, type HeartDelegation } from '@/components/product/hearts/delegateHearts';
import tr from '@/messages/tr.json';

// The cards' hearts are markup from the server; one delegation per page gives them the shopper's state and takes their presses.
const t = tr.favourites;
const labels = { add: t.add, remove: t.remove, pending: t.pending };

const withMessages = (children: ReactNode) => (
  <NextIntlClientProvider locale="tr" messages={{ favourites: tr.favourites }}>
    {children}
  </NextIntlClientProvider>
);

/** The card hearts of products 7 and 9, and a heart with no marks (the product page's own, driven by React). */
const page = (extra: ReactNode = null) =>
  withMessages(
    <>
      <FavouriteHeart ProductId={7} VariationId={70} />
      <FavouriteHeart ProductId={9} VariationId={null} />
      <button type="button" aria-label="own heart" aria-pressed={false} disabled />
      {extra}
    </>,
  );

const heart = (name: string) => screen.getByRole('button', { name });

let delegation: HeartDelegation | null = null;
afterEach(() => delegation?.stop());

function start(toggle = jest.fn(async () => undefined as readonly number[] | undefined)) {
  const onHeart = jest.fn();
  delegation = delegateHearts(document.body, { toggle, onHeart });
  return { toggle, onHeart };
}

it('leaves the hearts waiting, unpressed and disabled, until the ids are known, and asks for them only when there is a heart', () => {
  const empty = start();
  expect(empty.onHeart).not.toHaveBeenCalled();
  delegation!.stop();

  render(page());
  const { onHeart } = start();
  expect(onHeart).toHaveBeenCalled();
  delegation!.show(undefined, labels);
  for (const button of screen.getAllByRole('button', { name: t.add })) {
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  }
});

it('shows the ids on every marked heart and never touches an unmarked one', () => {
  render(page());
  start();
  act(() => delegation!.show([7], labels));
  expect(heart(t.remove)).toHaveAttribute('aria-pressed', 'true');
  expect(heart(t.remove)).not.toHaveAttribute('aria-disabled');
  expect(heart(t.add)).toHaveAttribute('aria-pressed', 'false');
  expect(heart(t.add)).not.toHaveAttribute('aria-disabled');
  expect(heart('own heart')).toBeDisabled();
});

it('a press toggles the product with its variation, is busy and says so while pending, keeps the focus and refuses a second press, then shows the answer', async () => {
  let answer: (ids: number[]) => void = () => undefined;
  const toggle = jest.fn(() => new Promise<readonly number[] | undefined>((resolve) => (answer = resolve)));
  render(page());
  start(toggle);
  act(() => delegation!.show([9], labels));

  await userEvent.click(heart(t.add));
  expect(toggle).toHaveBeenCalledWith({ ProductId: 7, VariationId: 70 }, false);
  const busy = heart(t.add);
  expect(busy).toHaveAttribute('aria-busy', 'true');
  // Waiting, but never `disabled`: the browser would take the focus from the heart just pressed.
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toBeEnabled();
  expect(busy).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent(t.pending);

  await act(async () => answer([7, 9]));
  expect(screen.getAllByRole('button', { name: t.remove })).toHaveLength(2);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getAllByRole('button', { name: t.remove })[0]).not.toHaveAttribute('aria-busy');

  await userEvent.click(screen.getAllByRole('button', { name: t.remove })[1]);
  expect(toggle).toHaveBeenLastCalledWith({ ProductId: 9, VariationId: null }, true);
});

it('a refused call leaves the heart as it was and ready for another press', async () => {
  // A refusal shows the error modal (lib/api) and the ids come back unchanged.
  const toggle = jest.fn(async () => [] as readonly number[]);
  render(page());
  start(toggle);
  act(() => delegation!.show([], labels));
  const button = screen.getAllByRole('button', { name: t.add })[0];
  await userEvent.click(button);
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  expect(toggle).toHaveBeenCalledTimes(1);
  expect(button).not.toHaveAttribute('aria-busy');
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

it('a heart that arrives later (load more, a client-rendered grid, back/forward) shows the ids as it enters the page', async () => {
  const { rerender } = render(page());
  start();
  act(() => delegation!.show([11], labels));
  rerender(page(<FavouriteHeart ProductId={11} VariationId={null} />));
  await waitFor(() => expect(heart(t.remove)).toHaveAttribute('aria-pressed', 'true'));
  expect(heart(t.remove)).not.toHaveAttribute('aria-disabled');
});
