/**
 * A link in a long list (a listing's cards) is prefetched when a shopper reaches for it, not when it
 * scrolls into view: a prefetched page's payload carries its pictures' preloads, so every card in view
 * fetched another product's photograph. Spread on a `Link`; IntentPrefetch (in the layout) does the rest.
 */
export const INTENT_PREFETCH = { prefetch: false, 'data-prefetch': 'intent' } as const;

export const INTENT_PREFETCH_SELECTOR = 'a[data-prefetch="intent"]';
