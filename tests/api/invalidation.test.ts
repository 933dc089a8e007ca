/** @jest-environment node */
import { NextRequest } from 'next/server';
import { dispatch } from '@/lib/server/api/dispatch';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

// A registry of two writes: the dispatcher must revalidate what a write declares, and only after success.
jest.mock('@/lib/server/api/registry', () => {
  const { yup } = jest.requireActual('@/lib/shop/validation/yup');
  const { endpoint } = jest.requireActual('@/lib/server/api/endpoint');
  const { ApiError } = jest.requireActual('@/lib/server/errors');
  return {
    registry: {
      'rename-category': endpoint({ input: yup.object({}), auth: 'public', invalidates: ['catalog', 'layout'], handler: async () => 'renamed' }),
      'refuse-rename': endpoint({
        input: yup.object({}),
        auth: 'public',
        invalidates: ['catalog'],
        handler: async () => {
          throw new ApiError('category_not_found');
        },
      }),
    },
  };
});

const call = (name: string) =>
  dispatch(new NextRequest(`http://shop.test/api/${name}`, { method: 'POST', body: '{"Checker":true,"data":{}}', headers: { 'content-type': 'application/json' } }), name);

beforeEach(() => revalidateTag.mockClear());

it('revalidates every tag a successful write declares, as stale-while-revalidate', async () => {
  expect((await call('rename-category')).status).toBe(200);
  expect(revalidateTag.mock.calls).toEqual([
    ['catalog', 'max'],
    ['layout', 'max'],
  ]);
});

it('revalidates nothing when the write is refused', async () => {
  expect((await call('refuse-rename')).status).toBe(404);
  expect(revalidateTag).not.toHaveBeenCalled();
});
