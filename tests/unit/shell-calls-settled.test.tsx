import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AnonymousIdBootstrap } from '@/components/layout/AnonymousIdBootstrap';
import { useBasketCount, useFavouriteIds } from '@/lib/api/hooks';

// Issue 21: the shell's calls on every page wait for the page's load event and an idle moment, so
// none of them runs between the HTML and the page's largest paint on a phone.
const names: string[] = [];
const idle: IdleRequestCallback[] = [];

beforeAll(() => {
  // The page is still loading when the shell hydrates; the browser is idle only when the test says so.
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
  window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const name = String(url).replace(/^.*\/api\//, '');
    names.push(name);
    const data = name === 'generate-guid' ? '55555555-5555-4555-8555-555555555555' : name === 'get-favorite-ids' ? { List: [{ ProductId: 7 }] } : 3;
    return { json: async () => ({ succeeded: true, message: '', data }) } as Response;
  }) as typeof fetch;
});

function Shell() {
  const { count } = useBasketCount();
  const favourites = useFavouriteIds();
  return (
    <p>
      basket {count}, favourites {favourites ? favourites.join(',') : 'not yet'}
    </p>
  );
}

it('asks for the basket count, the favourite ids and a visitor id only after the load event and an idle moment', async () => {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Shell />
      <AnonymousIdBootstrap />
    </SWRConfig>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(names).toEqual([]);
  expect(idle).toEqual([]);

  await act(async () => {
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(names).toEqual([]);
  expect(idle).toHaveLength(1);

  await act(async () => {
    idle[0]({ didTimeout: false, timeRemaining: () => 50 });
  });
  expect(await screen.findByText('basket 3, favourites 7')).toBeInTheDocument();
  expect(names).toEqual(expect.arrayContaining(['get-cart-count', 'get-favorite-ids', 'generate-guid']));
});
