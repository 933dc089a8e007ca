'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { STORAGE_KEYS, removeStorage } from '@/lib/shop/storage';

/** The checkout steps that read the address the shopper typed in (spec 01 §2 Layout). */
const ADDRESS_STEPS = new Set(['adresbilgisi', 'odemeyontemi']);

/** Forgets the stored checkout address as soon as the shopper leaves the address and payment steps. */
export function StoredAddressCleaner() {
  const pathname = usePathname();
  useEffect(() => {
    const step = pathname.split('/')[2]?.toLowerCase() ?? '';
    if (!ADDRESS_STEPS.has(step)) removeStorage(STORAGE_KEYS.addressData);
  }, [pathname]);
  return null;
}
