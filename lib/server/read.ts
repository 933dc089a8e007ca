import 'server-only';
import { unstable_cache } from 'next/cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Envelope, Failure } from '@/lib/shop/envelope';
import { localeOfLanguageId, type Locale } from '@/lib/shop/locale';
import { appRoutes } from '@/lib/shop/routes';
import { execute } from './api/execute';
import { installedPageCache } from './cache/install';
import { inDraftMode, inPreview } from './preview';
import { registry, type EndpointName, type InputOf, type OutputOf } from './api/registry';

/** Like the pages: fresh at least hourly even without a revalidating write. */
const CACHE_SECONDS = 3600;

/** A read that failed: never cached, and a page that meets one shows the error boundary (500). */
export class ReadFailedError extends Error {
  constructor(readonly endpoint: string, readonly failure: Failure) {
    super(`${endpoint} failed: ${failure.code}`);
    this.name = 'ReadFailedError';
  }
}

const remote = () => process.env.SHOP_API_URL?.replace(/\/$/, '');

async function call(name: EndpointName, data: object, locale: Locale, preview = false): Promise<Envelope> {
  const url = remote();
  if (!url) return (await execute(name, data, { locale, preview })).envelope;
  const response = await fetch(`${url}${appRoutes.api(name)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
    body: JSON.stringify({ Checker: true, data }),
    cache: 'no-store',
  });
  return response.json();
}

const isMissing = (error: unknown) => error instanceof ReadFailedError && error.failure.code.endsWith('_not_found');

/**
 * One render's reads of the same call share one answer: a page and its generateMetadata ask for the
 * same record at the same time, and Next's data cache only holds it once the first read is done.
 */
const readsOfThisRender = cache(() => new Map<string, Promise<unknown>>());

function cachedRead<N extends EndpointName>(name: N, data: InputOf<N>): Promise<OutputOf<N>> {
  const key = JSON.stringify(data);
  const reads = readsOfThisRender();
  const id = `${name} ${key}`;
  if (!reads.has(id)) reads.set(id, throughDataCache(name, data, key));
  return reads.get(id) as Promise<OutputOf<N>>;
}

/** Entries hold at most this many tags per `unstable_cache` call (Next's limit); a page may gather more over several. */
const TAGS_PER_CALL = 128;

/**
 * Gives the page being rendered the tags of a read it used, so its cached copy (and the front
 * cache's) is dropped when one of them is revalidated. `unstable_cache` is Next's public way to
 * add tags to a page outside `'use cache'`; the function it caches does nothing.
 */
async function tagThisPage(tags: readonly string[]) {
  for (let at = 0; at < tags.length; at += TAGS_PER_CALL) {
    const some = tags.slice(at, at + TAGS_PER_CALL);
    await unstable_cache(async () => true, ['page-tags', ...some], { tags: some, revalidate: CACHE_SECONDS })();
  }
}

/**
 * A read through the shop's page cache under the tags of what it shows: the entry's fixed tags and
 * those its answer names (the product asked for, each card of a list), which only the answer knows,
 * so the read is kept by the shop's cache itself rather than by `unstable_cache`, whose tags are
 * fixed before the call.
 */
async function throughDataCache(name: EndpointName, data: object, key: string): Promise<unknown> {
  const locale = localeOfLanguageId(Number((data as { LanguageId?: number }).LanguageId ?? 1));
  const run = async () => {
    const envelope = await call(name, data, locale);
    if (!envelope.succeeded) throw new ReadFailedError(name, envelope);
    return envelope.data;
  };
  const declared = registry[name].cacheTags as readonly string[] | ((input: object, output: unknown) => readonly string[]) | undefined;
  if (!declared) return run();
  // Draft mode (an editor's preview, docs/adr/0056): read fresh, keep nothing, tag nothing.
  if (await inDraftMode()) {
    const envelope = await call(name, data, locale, await inPreview());
    if (!envelope.succeeded) throw new ReadFailedError(name, envelope);
    return envelope.data;
  }
  const cache = installedPageCache();
  const id = `read ${name} ${key}`;
  let found = await cache?.getRead(id, CACHE_SECONDS * 1000);
  if (!found) {
    const readAt = Date.now();
    const answer = await run();
    found = { data: answer, tags: [...(typeof declared === 'function' ? declared(data, answer) : declared)] };
    cache?.setRead(id, answer, found.tags, readAt);
  }
  await tagThisPage(found.tags);
  return found.data;
}

/**
 * How a server component reads the shop API: the same registry entry runs in-process (same schema,
 * same handler), or over HTTP when SHOP_API_URL names another host. Public reads are cached under
 * their tags. It returns the data or throws: a missing record is `notFound()`, any other failure
 * reaches the error boundary — and a failure is never cached, as data or as a page.
 */
export async function read<N extends EndpointName>(name: N, data: InputOf<N>): Promise<OutputOf<N>> {
  try {
    return await cachedRead(name, data);
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
}

/**
 * A read that skips the page cache: for answers read once each in a long walk (the sitemap's
 * keyset pages, 200 of them at a million products), which would otherwise push everything the shop
 * keeps out of the cache's budget, or fill the shared store, on every crawl.
 */
export async function readFresh<N extends EndpointName>(name: N, data: InputOf<N>): Promise<OutputOf<N>> {
  const envelope = await call(name, data, localeOfLanguageId(Number((data as { LanguageId?: number }).LanguageId ?? 1)));
  if (!envelope.succeeded) throw new ReadFailedError(name, envelope);
  return envelope.data as OutputOf<N>;
}

/** For a part of a page that may be absent (a popup, a footer column): null when its record does not exist. */
export async function readOptional<N extends EndpointName>(name: N, data: InputOf<N>): Promise<OutputOf<N> | null> {
  try {
    return await cachedRead(name, data);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
