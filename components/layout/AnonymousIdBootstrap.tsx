'use client';

import { useEffect } from 'react';
import { ensureAnonymousId, getAnonymousId } from '@/lib/api/anonymous';
import { STORAGE_KEYS, readStorage } from '@/lib/shop/storage';

/** Spec 01 §4: a visitor who is not logged in and has no anonymous id gets one on the first page load. */
export function AnonymousIdBootstrap() {
  useEffect(() => {
    if (readStorage(STORAGE_KEYS.isLogin) !== 'true' && !getAnonymousId()) void ensureAnonymousId();
  }, []);
  return null;
}
