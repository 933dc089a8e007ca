'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useRouter } from '@/lib/i18n/navigation';
import type { ModalAction } from './types';
import styles from './ModalActions.module.css';

interface ModalActionsProps {
  actions: ModalAction[];
  onClose: () => void;
}

/** The OK / back / Home buttons under a message; each one closes the modal first. */
export function ModalActions({ actions, onClose }: ModalActionsProps) {
  const t = useTranslations('modals');
  const router = useRouter();
  const run = (action: ModalAction) => {
    onClose();
    if (action === 'back') router.back();
    if (action === 'home') router.push('/');
  };
  return (
    <div className={styles.actions}>
      {actions.map((action, index) => (
        <Button key={action} variant={index === 0 ? 'primary' : 'secondary'} block onClick={() => run(action)}>
          {t(action)}
        </Button>
      ))}
    </div>
  );
}
