'use client';

import { useEffect } from 'react';
import { ensureAnonymousId } from '@/lib/api/anonymous';

/** Spec 01 §4: a visitor who is not logged in and has no anonymous id gets one on the first page load. */
export function AnonymousIdBootstrap() {
  useEffect(() => {
    void ensureAnonymousId();
  }, []);
  return null;
}
