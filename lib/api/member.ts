import { useMemo, useSyncExternalStore } from 'react';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import { forgetAnonymousId } from './anonymous';
import { login, logout, type Member } from './account';

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

/**
 * /login as spec 01 §4: success stores the member, drops the anonymous id (its basket and favourites
 * now belong to the member) and reloads; a refusal is stored under `errorMessage` and returned, for
 * the form to show the error modal or the not-activated offer.
 */
export async function logIn(credentials: Parameters<typeof login>[0]) {
  const reply = await login(credentials);
  if (reply?.succeeded) {
    rememberMember(reply.data.User);
    forgetAnonymousId();
    window.location.reload();
  } else if (reply) {
    writeStorage(STORAGE_KEYS.errorMessage, reply.message);
  }
  return reply;
}

/** Spec 01 §4: the server ends the session and clears its cookie, the hint is forgotten, and the language home loads afresh. */
export async function logOut(locale: Locale) {
  await logout();
  forgetMember();
  window.location.assign(localizedPath(routes.home(), locale));
}
