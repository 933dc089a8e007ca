'use client';

import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import styles from './Form.module.css';

/** Sends the form once: disabled with a spinner while the call runs, and until hydrated (no GET fallback). */
export function SubmitButton({ children }: { children: ReactNode }) {
  const t = useTranslations('forms');
  const { isSubmitting } = useFormikContext();
  const isClient = useIsClient();
  return (
    <Button type="submit" disabled={!isClient || isSubmitting} aria-busy={isSubmitting || undefined} className={styles.submit}>
      {isSubmitting && <span className={styles.spinner} aria-hidden="true" />}
      {isSubmitting ? t('sending') : children}
    </Button>
  );
}
