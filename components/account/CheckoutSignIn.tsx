'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { openLogin } from '@/lib/api/events';
import { useCurrentUser } from '@/lib/api/member';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { LoginForm } from './LoginForm';
import { Waiting } from '@/components/ui/Waiting';
import styles from './CheckoutSignIn.module.css';

/**
 * Spec 01 §2 / 02 §2 siparisodeme: a member goes on to the address step at once; anyone else signs
 * in here, signs up, or continues as a guest.
 */
export function CheckoutSignIn() {
  const t = useTranslations('auth');
  const user = useCurrentUser();
  const router = useRouter();

  useEffect(() => {
    if (user) router.replace(routes.address());
  }, [user, router]);

  if (user) return <Waiting>{t('redirecting')}</Waiting>;
  return (
    <div className={styles.grid}>
      <section className={styles.panel} aria-labelledby="checkout-sign-in">
        <h2 id="checkout-sign-in" className={styles.title}>
          {t('checkoutSignInTitle')}
        </h2>
        <LoginForm onForgot={() => openLogin('forgot')} />
      </section>
      <div className={styles.others}>
        <section className={styles.other} aria-labelledby="checkout-guest">
          <h2 id="checkout-guest" className={styles.title}>
            {t('guestTitle')}
          </h2>
          <p className={styles.text}>{t('guestText')}</p>
          <ButtonLink href={routes.guestCheckout()} variant="secondary">
            {t('guestLink')}
          </ButtonLink>
        </section>
        <section className={styles.other} aria-labelledby="checkout-new">
          <h2 id="checkout-new" className={styles.title}>
            {t('newMemberTitle')}
          </h2>
          <p className={styles.text}>{t('newMemberText')}</p>
          <ButtonLink href={routes.signUp()} variant="ghost">
            {t('signUpLink')}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
