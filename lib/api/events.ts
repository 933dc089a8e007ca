export interface ApiErrorEvent {
  message: string;
  code?: string;
}

type Listener = (event: ApiErrorEvent) => void;
const listeners = new Set<Listener>();

/** The modal provider listens here, so every failed call made through the wrapper shows the error modal. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiError(event: ApiErrorEvent) {
  for (const listener of listeners) listener(event);
}

/** The login modal opens on its sign-in form, or straight on the forgot-password form (spec 01 §2 Other screens). */
export type LoginMode = 'login' | 'forgot';
type LoginListener = (mode: LoginMode) => void;
const loginListeners = new Set<LoginListener>();

/** The header's login modal listens here; any island (account pages, checkout) asks it to open. */
export function onOpenLogin(listener: LoginListener): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}

export function openLogin(mode: LoginMode = 'login') {
  for (const listener of loginListeners) listener(mode);
}
