import 'server-only';
import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * A catalogue subtree as the browser's formatter reads it: every ICU message compiled on the server,
 * so the client bundle carries next-intl's small `format-only` formatter instead of the ICU parser
 * (≈ 16 KB gzip on every page; the alias is in next.config.mjs, docs/adr/0047-client-precompiled-messages.md).
 * A message whose compiled form is a string other than its text (an escape such as `''`) is wrapped
 * in an array: on the server, lib/i18n/format-message.ts tells compiled from raw by the array, and a
 * bare string must read the same to both formatters.
 */
type Compiled = string | readonly unknown[] | { [key: string]: Compiled };

const compiledTrees = new WeakMap<object, Compiled>();

function compileTree(tree: AbstractIntlMessages | string): Compiled {
  if (typeof tree === 'string') {
    // The compiler's choice maps have no prototype, which React does not pass to a client component;
    // its output is JSON by design (next-intl's own loader writes it as JSON).
    const message: Compiled = JSON.parse(JSON.stringify(compile(tree)));
    return typeof message === 'string' && message !== tree ? [message] : message;
  }
  const known = compiledTrees.get(tree);
  if (known) return known;
  const compiled = Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, compileTree(value)]));
  // The catalogue is one module-level object per language: each namespace is compiled once per process.
  compiledTrees.set(tree, compiled);
  return compiled;
}

/** The given namespaces of a catalogue, compiled for NextIntlClientProvider. */
export function compileMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  // The provider's type names raw catalogues; what it hands on is read only by the aliased formatters.
  return Object.fromEntries(namespaces.map((namespace) => [namespace, compileTree(messages[namespace])])) as AbstractIntlMessages;
}
