import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import type { OutputOf } from './contract';

/** The member as /login and /reload-user answer it. */
export type Member = OutputOf<'reload-user'>['User'];

/**
 * The stored member of spec 01 §3 (`CurrentUser` JSON and `isLogin`): a display hint for the header
 * and the account pages, never trusted — the httpOnly session cookie is the only proof, and the
 * token is never in the page.
 */
const CHANGE_EVENT = 'vitrin:member';

const announce = () => window.dispatchEvent(new Event(CHANGE_EVENT));

export function rememberMember(user: Member) {
  writeStorage(STORAGE_KEYS.currentUser, JSON.stringify(user));
  writeStorage(STORAGE_KEYS.isLogin, 'true');
  announce();
}

/** Spec 01 §4's log-out on the browser side: isLogin false, no token, no current user. */
export function forgetMember() {
  removeStorage(STORAGE_KEYS.currentUser);
  removeStorage(STORAGE_KEYS.accessToken);
  writeStorage(STORAGE_KEYS.isLogin, 'false');
  announce();
}

/** The stored text as the snapshot: a string compares by value, so an unchanged hint never re-renders. */
const snapshot = () => (readStorage(STORAGE_KEYS.isLogin) === 'true' ? readStorage(STORAGE_KEYS.currentUser) : null);

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab signing in or out changes this one's header too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function parseMember(stored: string | null): Member | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<Member> | null;
    return value && typeof value.UserId === 'number' && typeof value.NameSurname === 'string' ? (value as Member) : null;
  } catch {
    return null;
  }
}

/**
 * The stored member, shared by every island (header, drawer, account pages) and updated in all of
 * them at once. The server snapshot is null: cached pages render the signed-out header.
 */
export function useCurrentUser(): Member | null {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => parseMember(stored), [stored]);
}
