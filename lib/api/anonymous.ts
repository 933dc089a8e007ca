import { mutate } from 'swr';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import { callApi } from './client';
import Cookies from 'js-cookie';
import { BASKET_COUNT_KEY } from './keys';

const KEY = STORAGE_KEYS.anonymousUserId;

export function getAnonymousId(): string | null {
  if (typeof window === 'undefined') return null;
  return readStorage(KEY) ?? Cookies.get(KEY) ?? null;
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
    Cookies.set(KEY, reply.data, { expires: 365, path: '/', sameSite: 'lax' }); // a year
    void mutate(BASKET_COUNT_KEY);
    return reply.data;
  });
  return pending;
}

/** Whose basket or favourites a call is about: a member's are the session's, so only a visitor sends the anonymous id. */
export function shopper(id = getAnonymousId()): { AnonymousUserId?: string } {
  return id ? { AnonymousUserId: id } : {};
}

/** At login the member's own records take over (spec 01 §4): the visitor id leaves storage and its cookie. */
export function forgetAnonymousId() {
  removeStorage(KEY);
  Cookies.remove(KEY, { path: '/' });
}
