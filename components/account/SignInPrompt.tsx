'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { openLogin } from '@/lib/api/events';
import styles from './Auth.module.css';

/** "Already a member? Sign in" under the sign-up form: the header's login modal opens. */
export function SignInPrompt() {
  const t = useTranslations('auth');
  return (
    <p className={styles.prompt}>
      {t('haveAccount')}
      <Button variant="secondary" size="sm" onClick={() => openLogin()}>
        {t('signInButton')}
      </Button>
    </p>
  );
}
