'use client';

import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { useDialogBehaviour } from '@/components/ui/useDialogBehaviour';
import { useIsClient } from '@/components/ui/useIsClient';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby); shown as its heading unless `hideTitle`. */
  title?: ReactNode;
  /** Instead of `title`: the id of a heading inside `children` that names the dialog (custom layouts). */
  labelledBy?: string;
  hideTitle?: boolean;
  /** A visual above the title, e.g. the sad face of the error modal. */
  icon?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** false for edge-to-edge content such as the welcome popup's photograph. */
  padded?: boolean;
  /** The element to focus first instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** `alertdialog` for a message the shopper must acknowledge (a refusal); `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** The element holding the message an alert dialog announces with its title. */
  describedBy?: string;
}

/**
 * The accessible dialog every modal of the shop is built on: role=dialog (or alertdialog) with aria-modal and a
 * label, focus kept inside, Escape and the backdrop close, focus returns to the opener, and the
 * page behind stops scrolling. Rendered into <body> so no parent's overflow or stacking clips it.
 */
export function Modal({ open, onClose, title, labelledBy, hideTitle, icon, children, size = 'sm', padded = true, initialFocusRef, className, role = 'dialog', describedBy }: ModalProps) {
  const t = useTranslations('modals');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const isClient = useIsClient();
  useDialogBehaviour(dialogRef, { open: open && isClient, onClose, initialFocusRef });

  if (!open || !isClient) return null;
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, styles[size], padded ? styles.padded : '', className].filter(Boolean).join(' ')}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <Icon name="close" size={20} />
        </button>
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        {labelledBy ? null : (
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
