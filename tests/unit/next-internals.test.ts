/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as internals from '@/lib/server/cache/next-internals';

/*
 * Each undocumented name of Next that the shop relies on, looked up in the file of the installed
 * `next` package that its comment in lib/server/cache/next-internals.ts names. A Next upgrade that
 * renames or moves one fails here, before a page cache that no longer sees its tags (or a front
 * cache that replays a router answer as a page) reaches production.
 */
const dist = path.join(path.dirname(require.resolve('next/package.json')), 'dist');
const source = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
/** The name as a JavaScript string literal, in any of the three quotes. */
const quoted = (name: string) => [`'${name}'`, `"${name}"`, `\`${name}\``];

const WHERE: Record<keyof typeof internals, { file: string; written: (value: string) => string[] }> = {
  PAGE_KIND: { file: 'server/response-cache/types.js', written: quoted },
  FETCH_KIND: { file: 'server/response-cache/types.js', written: quoted },
  CACHE_TAGS_HEADER: { file: 'lib/constants.js', written: quoted },
  CACHE_STATE_HEADER: { file: 'build/templates/app-page-runtime.js', written: quoted },
  DRAFT_MODE_COOKIE: { file: 'server/api-utils/index.js', written: quoted },
  ROUTER_HEADERS: { file: 'client/components/app-router-headers.js', written: quoted },
  ROUTER_QUERY: { file: 'client/components/app-router-headers.js', written: quoted },
  // Inside the key's template literal: the mark, then the interpolated pathname.
  PAGE_KEY_PATH_MARK: { file: 'server/lib/route-cache-key.js', written: (mark) => [`${mark}\${`] },
};

const cases = Object.entries(internals).flatMap(([name, value]) =>
  [value].flat().map((each) => [name, each as string] as [keyof typeof internals, string]),
);

describe("Next's internal names (lib/server/cache/next-internals.ts)", () => {
  it('each has the file of Next that holds it', () => {
    expect(Object.keys(internals).sort()).toEqual(Object.keys(WHERE).sort());
  });

  it.each(cases)('%s %s is still in the installed next', (name, value) => {
    const { file, written } = WHERE[name];
    const text = source(file);
    expect(written(value).filter((form) => text.includes(form))).not.toEqual([]);
  });

  it('fails for a name Next does not use', () => {
    expect(quoted('x-next-cache-tagz').some((form) => source('lib/constants.js').includes(form))).toBe(false);
  });
});
