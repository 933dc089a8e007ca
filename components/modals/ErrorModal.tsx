'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';
import type { ErrorModalOptions } from './types';
import styles from './MessageModal.module.css';

interface ErrorModalProps extends ErrorModalOptions {
  open: boolean;
  onClose: () => void;
}

/** Spec 01 §8: UNSUCCESSFUL! with a sad face, the server's message and the buttons the caller asks for. */
export function ErrorModal({ open, onClose, message, title, actions = ['ok'] }: ErrorModalProps) {
  const t = useTranslations('modals');
  const messageId = useId();
  // An alert dialog: the refusal is announced at once, title and message together (not window.alert).
  return (
    <Modal open={open} onClose={onClose} title={title ?? t('errorTitle')} icon={<SadFace />} role="alertdialog" describedBy={messageId}>
      <p id={messageId} className={styles.message}>
        {message || t('errorFallback')}
      </p>
      <ModalActions actions={actions} onClose={onClose} />
    </Modal>
  );
}

function SadFace() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="25" />
      <path d="M19 40c2.3-3.6 5.3-5.4 9-5.4s6.7 1.8 9 5.4" />
      <circle cx="20" cy="23" r="1.6" fill="currentColor" stroke="none" />
      <circle cx="36" cy="23" r="1.6" fill="currentColor" stroke="none" />
    </svg>
  );
}
