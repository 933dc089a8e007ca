/** The browser storage keys of spec 01 §3, in one place so no caller misspells one. */
export const STORAGE_KEYS = {
  accessToken: 'AccessToken',
  currentUser: 'CurrentUser',
  isLogin: 'isLogin',
  lang: 'lang',
  anonymousUserId: 'AnonymousUserId',
  addressData: 'adresBilgileri',
  cartList: 'cartList',
  errorMessage: 'errorMessage',
  /** Issue 20: the delivery country the shopper chose in the address step (a CountryId). */
  deliveryCountry: 'deliveryCountry',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage throws in some privacy modes and is absent on the server; both read as "nothing stored". */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is a convenience here; the cookie or the server keeps the real state.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}
