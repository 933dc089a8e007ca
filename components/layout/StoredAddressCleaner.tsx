'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { isAddressStep } from '@/lib/shop/routes';
import { STORAGE_KEYS, removeStorage } from '@/lib/shop/storage';

/** Forgets the stored checkout address as soon as the shopper leaves the address and payment steps. */
export function StoredAddressCleaner() {
  const pathname = usePathname();
  useEffect(() => {
    if (!isAddressStep(pathname ?? '')) removeStorage(STORAGE_KEYS.addressData);
  }, [pathname]);
  return null;
}
