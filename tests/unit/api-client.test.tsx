import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ensureAnonymousId, getAnonymousId } from '@/lib/api/anonymous';
import { callApi } from '@/lib/api/client';
import { onApiError } from '@/lib/api/events';
import { useBasketCount } from '@/lib/api/hooks';

type Handler = (name: string, body: { Checker: boolean; data: Record<string, unknown> }, init: RequestInit) => unknown;

let calls: { name: string; body: { Checker: boolean; data: Record<string, unknown> }; init: RequestInit }[] = [];

/** The shop API as the browser sees it: fetch answers from `handler`, and every call is recorded. */
function serve(handler: Handler) {
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const name = String(url).replace(/^.*\/api\//, '');
    const body = JSON.parse(String(init!.body));
    calls.push({ name, body, init: init! });
    const answer = handler(name, body, init!);
    if (answer instanceof Error) throw answer;
    return { json: async () => answer } as Response;
  }) as typeof fetch;
}

const ok = (data: unknown) => ({ succeeded: true, message: '', data });
const clearCookies = () => document.cookie.split(';').forEach((cookie) => (document.cookie = `${cookie.split('=')[0].trim()}=; max-age=0; path=/`));

beforeEach(() => {
  calls = [];
  localStorage.clear();
  clearCookies();
  document.documentElement.lang = 'en';
});

describe('callApi: the one fetch wrapper', () => {
  it("sends the envelope with the page's language as LanguageId and first in Accept-Language, with the session cookie", async () => {
    document.documentElement.lang = 'tr';
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['tr']);
    serve(() => ok(['x']));
    const reply = await callApi('get-categories', {});
    expect(reply).toEqual(ok(['x']));
    expect(calls[0].name).toBe('get-categories');
    expect(calls[0].body).toEqual({ Checker: true, data: { LanguageId: 1 } });
    expect(calls[0].init.credentials).toBe('include');
    expect((calls[0].init.headers as Record<string, string>)['Accept-Language']).toBe('tr');
    languages.mockRestore();
  });

  it("follows the page's language with the browser's own tags, whose region tells the server the shopper's country", async () => {
    document.documentElement.lang = 'en';
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en', 'de']);
    serve(() => ok(['x']));
    await callApi('get-categories', {});
    expect((calls[0].init.headers as Record<string, string>)['Accept-Language']).toBe('en, en-GB;q=0.9, de;q=0.8');
    languages.mockRestore();
  });

  it('opens the error modal with the server message on a refusal, unless the call is silent', async () => {
    const seen: string[] = [];
    const stop = onApiError(({ message }) => seen.push(message));
    serve(() => ({ succeeded: false, message: 'Product not found.', data: null, code: 'product_not_found' }));
    await callApi('get-categories', {});
    await callApi('get-categories', {}, { silent: true });
    stop();
    expect(seen).toEqual(['Product not found.']);
  });

  it('swallows a network failure (spec 01 §8) and answers null', async () => {
    const seen: string[] = [];
    const stop = onApiError(({ message }) => seen.push(message));
    serve(() => new TypeError('Failed to fetch'));
    expect(await callApi('get-categories', {})).toBeNull();
    stop();
    expect(seen).toEqual([]);
  });
});

describe('ensureAnonymousId (spec 01 §4)', () => {
  it('asks for one id once, however many callers, and keeps it in localStorage and a cookie', async () => {
    serve(() => ok('0b9a7c1e-4a58-4a43-8d51-1a8b6c3f2e10'));
    const [a, b] = await Promise.all([ensureAnonymousId(), ensureAnonymousId()]);
    expect(a).toBe('0b9a7c1e-4a58-4a43-8d51-1a8b6c3f2e10');
    expect(b).toBe(a);
    expect(calls.filter((call) => call.name === 'generate-guid')).toHaveLength(1);
    expect(localStorage.getItem('AnonymousUserId')).toBe(a);
    expect(document.cookie).toContain(`AnonymousUserId=${a}`);
  });

  it('keeps an existing id and asks for none', async () => {
    serve(() => ok('never'));
    localStorage.setItem('AnonymousUserId', '11111111-1111-4111-8111-111111111111');
    expect(await ensureAnonymousId()).toBe('11111111-1111-4111-8111-111111111111');
    expect(calls).toHaveLength(0);
  });

  it('gives a logged-in member no anonymous id', async () => {
    serve(() => ok('never'));
    localStorage.setItem('isLogin', 'true');
    expect(await ensureAnonymousId()).toBeNull();
    expect(getAnonymousId()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('stays without an id when the call is refused, and tries again next time', async () => {
    serve(() => ({ succeeded: false, message: 'Too many attempts.', data: null, code: 'too_many_requests' }));
    expect(await ensureAnonymousId()).toBeNull();
    serve(() => ok('22222222-2222-4222-8222-222222222222'));
    expect(await ensureAnonymousId()).toBe('22222222-2222-4222-8222-222222222222');
  });
});

function Badge() {
  const { count } = useBasketCount();
  return <p>basket: {count}</p>;
}

describe('useBasketCount: the header badge', () => {
  // A cache of its own per test, except where the global one is the point (ensureAnonymousId revalidates it).
  const renderBadge = (ownCache = true) =>
    render(
      <SWRConfig value={{ ...(ownCache ? { provider: () => new Map() } : {}), dedupingInterval: 0 }}>
        <Badge />
      </SWRConfig>,
    );

  it("shows the count of the visitor's basket, sending the anonymous id", async () => {
    localStorage.setItem('AnonymousUserId', '33333333-3333-4333-8333-333333333333');
    serve(() => ok(4));
    renderBadge();
    expect(await screen.findByText('basket: 4')).toBeInTheDocument();
    expect(calls[0].body.data.AnonymousUserId).toBe('33333333-3333-4333-8333-333333333333');
  });

  it('shows 0 when the count cannot be read', async () => {
    serve(() => ({ succeeded: false, message: 'x', data: null, code: 'unexpected' }));
    renderBadge();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByText('basket: 0')).toBeInTheDocument();
  });

  it('follows an anonymous id created after the first render', async () => {
    let count = 0;
    serve((name) => (name === 'generate-guid' ? ok('44444444-4444-4444-8444-444444444444') : ok(count)));
    renderBadge(false);
    await waitFor(() => expect(calls).toHaveLength(1));
    count = 2;
    await act(() => ensureAnonymousId());
    expect(await screen.findByText('basket: 2')).toBeInTheDocument();
    expect(calls.at(-1)!.body.data.AnonymousUserId).toBe('44444444-4444-4444-8444-444444444444');
  });
});
