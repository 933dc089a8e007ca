import type { ReactNode } from 'react';
import type { ModalProps } from './Modal';

/** What the buttons under a message do: close, close and go back, close and go to the language home. */
export type ModalAction = 'ok' | 'back' | 'home';

export interface ErrorModalOptions {
  /** The server's message; when empty the generic "transaction is not completed" text is shown. */
  message?: string;
  /** Defaults to UNSUCCESSFUL! / BAŞARISIZ!. */
  title?: string;
  /** Defaults to ['ok']. */
  actions?: ModalAction[];
  /** Runs when the shopper dismisses the modal (a button, Escape, the backdrop). */
  onClose?: () => void;
}

export interface SuccessModalOptions {
  message: string;
  /** Defaults to SUCCESSFUL! / BAŞARILI!. */
  title?: string;
  /** Defaults to ['ok']; the contact form asks for ['home']. */
  actions?: Exclude<ModalAction, 'back'>[];
  /** Runs when the shopper dismisses the modal (a button, Escape, the backdrop). */
  onClose?: () => void;
}

/** Any other modal (login, forgot password …): the base Modal's look plus content that may close itself. */
export interface CustomModalOptions extends Pick<ModalProps, 'title' | 'labelledBy' | 'hideTitle' | 'icon' | 'size' | 'padded' | 'className'> {
  content: ReactNode | ((close: () => void) => ReactNode);
  /** Runs when the shopper dismisses the modal (a button, Escape, the backdrop). */
  onClose?: () => void;
}

export interface ModalsApi {
  showError(options?: ErrorModalOptions | string): number;
  showSuccess(options: SuccessModalOptions | string): number;
  open(options: CustomModalOptions): number;
  /** Closes the modal with this id, or the top one (its onClose is for the shopper dismissing it, not called here). */
  close(id?: number): void;
}

/** One open modal of the provider's stack. */
export type ModalEntry =
  | { id: number; kind: 'error'; options: ErrorModalOptions }
  | { id: number; kind: 'success'; options: SuccessModalOptions }
  | { id: number; kind: 'custom'; options: CustomModalOptions };
