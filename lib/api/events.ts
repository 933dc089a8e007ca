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

type LoginListener = () => void;
const loginListeners = new Set<LoginListener>();

/** The header's login modal listens here; any island (account pages, checkout) asks it to open. */
export function onOpenLogin(listener: LoginListener): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}

export function openLogin() {
  for (const listener of loginListeners) listener();
}
