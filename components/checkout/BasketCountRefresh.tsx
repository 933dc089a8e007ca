'use client';

import { useEffect } from 'react';
import { refreshBasket } from '@/lib/api/basket';

/** After an order the basket is empty: the header's count and popover read it again once the page is in the browser. */
export function BasketCountRefresh() {
  useEffect(() => {
    void refreshBasket();
  }, []);
  return null;
}
