/** @jest-environment node */
import { yup } from '@/lib/shop/validation/yup';
import { endpoint } from '@/lib/server/api/endpoint';
import { mergeGroups } from '@/lib/server/api/groups';
import type { InputOf } from '@/lib/server/api/registry';

const entry = endpoint({ input: yup.object({}), auth: 'public', handler: async () => 1 });

describe('the API registry', () => {
  it('joins entry groups', () => {
    expect(Object.keys(mergeGroups({ a: entry }, { b: entry }))).toEqual(['a', 'b']);
  });

  it('refuses a name defined in two groups instead of letting one call replace another', () => {
    expect(() => mergeGroups({ 'get-slider': entry }, { 'get-slider': entry })).toThrow('The API endpoint "get-slider" is defined twice.');
  });
});

// Compile-time checks (tsc runs over the tests): required fields stay required for callers.
export const inputs: InputOf<'get-seo-tag-data'>[] = [
  { Pathname: '/' },
  { Pathname: '/', LanguageId: 2, DataId: 4 },
  // @ts-expect-error Pathname has no default: a call without it must not compile.
  {},
  // @ts-expect-error a placement outside the schema's choices
  { Pathname: '/', Placement: 'x' },
];
export const banners: InputOf<'get-banners'>[] = [
  {},
  // @ts-expect-error a placement outside the schema's choices
  { Placement: 'sidebar' },
];
