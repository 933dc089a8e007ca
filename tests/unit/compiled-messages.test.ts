import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatInBrowser from 'use-intl/format-message/format-only';
import type { AbstractIntlMessages } from 'next-intl';
import { compileMessages } from '@/lib/i18n/compile-messages';
import formatOnServer from '@/lib/i18n/format-message';
import { SHOP_TIME_ZONE } from '@/lib/shop/shop-time';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

/**
 * The browser formats compiled messages with next-intl's `format-only` (next.config.mjs); the server
 * formats the catalogues' text, and the compiled messages of the islands it renders, with
 * lib/i18n/format-message.ts. Every message of both catalogues must read the same all three ways.
 */
type Tree = { [key: string]: Tree | string };

function leaves(tree: Tree, path: string[] = []): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[[...path, key].join('.'), value] as [string, string]] : leaves(value, [...path, key])));
}

const at = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

/** Values for every argument a compiled message names: a count, a choice, a number, a date or a tag. */
function valuesFor(node: unknown, values: Record<string, unknown> = {}): Record<string, unknown> {
  if (!Array.isArray(node)) {
    if (node && typeof node === 'object') for (const branch of Object.values(node)) valuesFor(branch, values);
    return values;
  }
  const [name, kind, ...rest] = node as unknown[];
  if (typeof name === 'string' && (kind === undefined || typeof kind === 'number')) {
    // icu-minify's kinds: 1 select, 2 plural, 3 selectordinal, 4 number, 5 date, 6 time.
    values[name] = kind === undefined ? `«${name}»` : kind === 1 ? 'other' : kind === 5 || kind === 6 ? new Date(Date.UTC(2026, 1, 3, 9, 30)) : 3;
    for (const branch of rest) valuesFor(branch, values);
    return values;
  }
  if (typeof name === 'string' && node.length > 1 && typeof kind !== 'number') {
    values[name] = (chunks: unknown) => `<${name}>${[chunks].flat().join('')}</${name}>`;
    for (const child of node.slice(1)) valuesFor(child, values);
    return values;
  }
  for (const child of node) valuesFor(child, values);
  return values;
}

const text = (result: unknown) => [result].flat().join('');

describe.each([
  ['tr', tr],
  ['en', en],
] as const)('%s', (locale, catalogue) => {
  const compiled = compileMessages(catalogue as AbstractIntlMessages, Object.keys(catalogue));
  const cache = _createCache();
  const options = { cache, formatters: _createIntlFormatters(cache), locale, timeZone: SHOP_TIME_ZONE };

  test('every message reads the same compiled, in the browser and on the server, as its text does', () => {
    const differing: string[] = [];
    let withArguments = 0;
    for (const [key, raw] of leaves(catalogue as Tree)) {
      const message = at(compiled, key) as Parameters<typeof formatInBrowser>[1];
      const values = valuesFor(message) as Parameters<typeof formatInBrowser>[2];
      if (Object.keys(values ?? {}).length > 0) withArguments++;
      const expected = text(formatOnServer(key, raw, values, options));
      const inBrowser = text(formatInBrowser(key, message, values, options));
      const onServer = text(formatOnServer(key, message as never, values, options));
      if (inBrowser !== expected || onServer !== expected) differing.push(`${key}: ${expected} | ${inBrowser} | ${onServer}`);
    }
    expect(differing).toEqual([]);
    // The walk found the arguments: counts, choices, dates and tags were all formatted.
    expect(withArguments).toBeGreaterThan(150);
  });

  test('a bare compiled string is its text, so the server can tell compiled from text', () => {
    for (const [key, raw] of leaves(catalogue as Tree)) {
      const message = at(compiled, key);
      if (typeof message === 'string') expect(message).toBe(raw);
    }
  });
});
