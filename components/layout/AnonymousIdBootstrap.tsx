'use client';

import { useEffect } from 'react';
import { ensureAnonymousId } from '@/lib/api/anonymous';
import { whenSettled } from '@/lib/api/settled';

/** Spec 01 §4: a visitor who is not logged in and has no anonymous id gets one on the first page load, once it has settled. */
export function AnonymousIdBootstrap() {
  useEffect(() => {
    void whenSettled().then(ensureAnonymousId);
  }, []);
  return null;
}
