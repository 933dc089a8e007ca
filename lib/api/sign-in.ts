import { localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import { login, logout } from './account';
import { forgetAnonymousId } from './anonymous';
import { forgetMember, rememberMember } from './member';

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
