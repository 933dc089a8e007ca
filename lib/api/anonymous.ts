import { getCookie, setCookie } from 'cookies-next/client';
import { mutate } from 'swr';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import { callApi } from './client';
import { CART_COUNT_KEY } from './keys';

const KEY = STORAGE_KEYS.anonymousUserId;
const ONE_YEAR = 60 * 60 * 24 * 365;

export function getAnonymousId(): string | null {
  if (typeof window === 'undefined') return null;
  return readStorage(KEY) ?? (getCookie(KEY) as string | undefined) ?? null;
}

let pending: Promise<string | null> | null = null;

/** Spec 01 §4: a visitor who is not logged in and has no id gets one, kept in localStorage and a cookie. */
export function ensureAnonymousId(): Promise<string | null> {
  if (typeof window === 'undefined' || readStorage(STORAGE_KEYS.isLogin) === 'true') return Promise.resolve(null);
  const existing = getAnonymousId();
  if (existing) {
    writeStorage(KEY, existing);
    return Promise.resolve(existing);
  }
  pending ??= callApi('generate-guid', {}, { silent: true }).then((reply) => {
    pending = null;
    if (!reply?.succeeded) return null;
    writeStorage(KEY, reply.data);
    setCookie(KEY, reply.data, { maxAge: ONE_YEAR, path: '/', sameSite: 'lax' });
    void mutate(CART_COUNT_KEY);
    return reply.data;
  });
  return pending;
}
