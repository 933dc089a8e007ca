/** @jest-environment node */
import { ReadFailedError, read, readOptional } from '@/lib/server/read';
import { getDatabase } from '@/lib/server/db/client';
import { freshShop } from '../support/shop';

// Caching needs a Next request; here the read itself is under test (caching: tests/e2e/cache.spec.ts).
jest.mock('next/cache', () => ({ unstable_cache: <F>(run: F) => run }));

beforeAll(() => freshShop({ products: 12 }));

const notFoundDigest = (error: unknown) => (error as { digest?: string }).digest;

describe('read: what a server component gets from the API', () => {
  it('returns the data of a successful call', async () => {
    const { categories } = await read('get-categories', { LanguageId: 2 });
    expect(categories.length).toBeGreaterThan(0);
  });

  it("turns a missing record into Next's not-found (the 404 page), and readOptional into null", async () => {
    const missing = read('get-seo-tag-data', { LanguageId: 2, Pathname: '/nowhere' });
    expect(notFoundDigest(await missing.catch((error: unknown) => error))).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(await readOptional('get-seo-tag-data', { LanguageId: 2, Pathname: '/nowhere' })).toBeNull();
  });

  it('throws any other failure for the error boundary, never an empty answer', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await (await getDatabase()).close();
    await expect(read('get-slider', { LanguageId: 2 })).rejects.toBeInstanceOf(ReadFailedError);
    await expect(readOptional('get-slider', { LanguageId: 2 })).rejects.toBeInstanceOf(ReadFailedError);
    quiet.mockRestore();
  });
});
