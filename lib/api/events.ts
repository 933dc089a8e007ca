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
