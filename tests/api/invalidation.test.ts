/** @jest-environment node */
import { post } from '../support/shop';

const revalidateTags = jest.fn();
jest.mock('@/lib/server/cache/install', () => ({ revalidateTags: (_db: unknown, tags: string[]) => revalidateTags(tags) }));

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

const call = (name: string) => post(name);

beforeEach(() => revalidateTags.mockClear());

it('revalidates every tag a successful write declares, as stale-while-revalidate', async () => {
  expect((await call('rename-category')).status).toBe(200);
  expect(revalidateTags.mock.calls).toEqual([[['catalog', 'layout']]]);
});

it('revalidates nothing when the write is refused', async () => {
  expect((await call('refuse-rename')).status).toBe(404);
  expect(revalidateTags).not.toHaveBeenCalled();
});
