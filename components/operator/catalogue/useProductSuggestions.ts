import { useEffect, useState } from 'react';
import { suggestCatalogueProducts } from '@/lib/api/catalogue-editing';
import type { OutputOf } from '@/lib/api/contract';

export type ProductSuggestions = OutputOf<'catalogue-product-suggestions'>;

/** Typing pauses this long before the shop is asked: one call per word, not one per key. */
const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;
const NONE: ProductSuggestions = { Rows: [], Pasted: false, Unknown: [] };

/**
 * The picker's suggestions for what is typed, asked after a pause from two characters on; a newer
 * text aborts the call under way, so a slow answer never replaces a newer one. `current` says the
 * answer is for the text now typed (until then the previous one stays, without flicker).
 */
export function useProductSuggestions(text: string, productId: number) {
  const query = text.trim();
  const searchable = query.length >= MIN_CHARS;
  const [answer, setAnswer] = useState<{ query: string; found: ProductSuggestions } | null>(null);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const reply = await suggestCatalogueProducts({ ProductId: productId, Q: query }, controller.signal);
      if (!controller.signal.aborted) setAnswer({ query, found: reply?.succeeded ? reply.data : NONE });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable, productId]);

  if (!searchable) return { status: 'idle' as const, found: NONE };
  if (answer?.query !== query) return { status: 'loading' as const, found: answer?.found ?? NONE };
  return { status: 'done' as const, found: answer.found };
}
