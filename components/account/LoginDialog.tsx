'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/modals/Modal';
import type { LoginMode } from '@/lib/api/events';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { MailSentNotice } from './MailSentNotice';
import styles from './Auth.module.css';

type View = { mode: 'login' } | { mode: 'forgot' } | { mode: 'sent'; email: string };

/**
 * The login modal (spec 01 §2 Layout): sign in, or the forgot-password form and its mail-sent notice
 * in the same dialog, so Back returns where the shopper was. Loaded only when first opened.
 */
export function LoginDialog({ initialMode, onClose }: { initialMode: LoginMode; onClose: () => void }) {
  const t = useTranslations('auth');
  const [view, setView] = useState<View>(initialMode === 'forgot' ? { mode: 'forgot' } : { mode: 'login' });
  const body = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  // The Modal focuses the dialog when it opens; after a switch of form, focus goes to the new form's first control.
  useEffect(() => {
    if (switched.current) body.current?.querySelector<HTMLElement>('input, button')?.focus();
    switched.current = true;
  }, [view.mode]);
  const title = view.mode === 'login' ? t('loginTitle') : view.mode === 'forgot' ? t('forgotTitle') : t('mailSentTitle');

  return (
    <Modal open onClose={onClose} title={title} size="sm">
      {/* A key per view: focus and form state start afresh when the dialog switches form. */}
      <div key={view.mode} ref={body} className={styles.dialogBody}>
        {view.mode === 'login' ? (
          <>
            <p className={styles.lead}>{t('loginIntro')}</p>
            <LoginForm onForgot={() => setView({ mode: 'forgot' })} />
            <p className={styles.aside}>
              {t('noAccount')}{' '}
              <Link href={routes.signUp()} onClick={onClose}>
                {t('signUpLink')}
              </Link>
            </p>
          </>
        ) : view.mode === 'forgot' ? (
          <ForgotPasswordForm onSent={(email) => setView({ mode: 'sent', email })} onBack={() => setView({ mode: 'login' })} />
        ) : (
          <MailSentNotice email={view.email} onBack={() => setView({ mode: 'forgot' })} />
        )}
      </div>
    </Modal>
  );
}
