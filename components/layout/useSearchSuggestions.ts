import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { foldSearchText, SUGGEST_MIN_CHARS } from '@/lib/shop/search-text';

export type Suggestion = OutputOf<'search-products'>['List'][number];

/** Typing pauses this long before the shop is asked: one call per word, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 200;

export type SuggestionState =
  | { status: 'idle'; list: readonly Suggestion[] }
  | { status: 'loading'; list: readonly Suggestion[] }
  | { status: 'done'; list: readonly Suggestion[] };

const NONE: readonly Suggestion[] = [];

/**
 * Suggestions for what is typed: asked after a pause, from two letters on; a newer text aborts the
 * call still under way, so a slow answer never replaces a newer one. While a call runs the previous
 * list stays (no flicker between keys). A failed call is silent (spec 01 §8) and shows as no results.
 */
export function useSearchSuggestions(text: string): SuggestionState {
  const query = text.trim();
  const searchable = foldSearchText(query).length >= SUGGEST_MIN_CHARS;
  const [answer, setAnswer] = useState<{ query: string; list: readonly Suggestion[] } | null>(null);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const reply = await callApi('search-products', { searchText: query }, { silent: true, signal: controller.signal });
      if (!controller.signal.aborted) setAnswer({ query, list: reply?.succeeded ? reply.data.List : NONE });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable]);

  if (!searchable) return { status: 'idle', list: NONE };
  if (answer?.query !== query) return { status: 'loading', list: answer?.list ?? NONE };
  return { status: 'done', list: answer.list };
}
