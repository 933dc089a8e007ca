'use client';

import { useEffect, useRef, useState } from 'react';

/** One page of a list as a load-more call answers it; null when the call failed. */
export type NextPage<T> = { items: T[]; more: boolean } | null;

/**
 * A server-rendered list that "Load more" extends while the server says Continue. A failed call is
 * silent (spec 02 §8) and leaves the button for another try; after a load, focus moves to the first
 * item that arrived, so keyboard and screen-reader users continue there, not back at the button.
 */
export function useLoadMore<T>(initial: T[], initialMore: boolean, fetchPage: (shown: number) => Promise<NextPage<T>>) {
  const [items, setItems] = useState(initial);
  const [more, setMore] = useState(initialMore);
  const [loading, setLoading] = useState(false);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (firstNew === null) return;
    listRef.current?.children[firstNew]?.querySelector('a')?.focus();
  }, [firstNew]);

  const loadMore = async () => {
    setLoading(true);
    const page = await fetchPage(items.length);
    setLoading(false);
    if (!page) return;
    setFirstNew(items.length);
    setItems((shown) => [...shown, ...page.items]);
    setMore(page.more);
  };

  return { items, more, loading, loadMore, listRef };
}
