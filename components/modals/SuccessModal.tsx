'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';
import type { SuccessModalOptions } from './types';
import styles from './MessageModal.module.css';

interface SuccessModalProps extends SuccessModalOptions {
  open: boolean;
  onClose: () => void;
}

/** A confirmation: title, the server's message, and OK or Home. */
export function SuccessModal({ open, onClose, message, title, actions = ['ok'] }: SuccessModalProps) {
  const t = useTranslations('modals');
  return (
    <Modal open={open} onClose={onClose} title={title ?? t('successTitle')} icon={<Icon name="check" size={56} strokeWidth={1.1} className={styles.success} />}>
      <p className={styles.message}>{message}</p>
      <ModalActions actions={actions} onClose={onClose} />
    </Modal>
  );
}
