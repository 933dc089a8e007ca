'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from './Modal';
import actionStyles from './ModalActions.module.css';
import styles from './MessageModal.module.css';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Said on the confirm button while the action runs. */
  busyLabel: string;
  cancelLabel: string;
  /** The action asked about; the modal stays open and busy until it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * "Are you sure?" before something that cannot be undone (remove an address, clear the favourites).
 * An alert dialog: focus starts on its close button, so Enter or a slip of the thumb changes nothing.
 */
export function ConfirmModal({ open, title, message, confirmLabel, busyLabel, cancelLabel, onConfirm, onClose }: ConfirmModalProps) {
  const messageId = useId();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} title={title} role="alertdialog" describedBy={messageId}>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={actionStyles.actions}>
        <Button variant="primary" block onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <Button variant="secondary" block onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
      </div>
    </Modal>
  );
}
