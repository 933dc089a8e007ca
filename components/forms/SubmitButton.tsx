'use client';

import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import styles from './Form.module.css';

interface SubmitButtonProps {
  children: ReactNode;
  /** Said while sending: "Sending…" unless the form has its own word. */
  busyLabel?: ReactNode;
}

/** Sends the form once: disabled with a spinner while the call runs, and until hydrated (no GET fallback). */
export function SubmitButton({ children, busyLabel }: SubmitButtonProps) {
  const t = useTranslations('forms');
  const { isSubmitting } = useFormikContext();
  const isClient = useIsClient();
  return (
    <Button type="submit" disabled={!isClient || isSubmitting} aria-busy={isSubmitting || undefined} className={styles.submit}>
      {isSubmitting && <span className={styles.spinner} aria-hidden="true" />}
      {isSubmitting ? (busyLabel ?? t('sending')) : children}
    </Button>
  );
}
