import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/operator/ChangePasswordForm';
import { OperatorShell } from '@/components/operator/OperatorShell';
import { TwoFactorEnrol } from '@/components/operator/TwoFactorEnrol';
import styles from '@/components/operator/Operator.module.css';
import { operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { OPERATOR_PASSWORD_MIN } from '@/lib/shop/validation/operators';

export const generateMetadata = operatorTitle('operator', 'accountTitle');

/**
 * /yonetim/hesap: the operator's own password and second factor. The first sign-in lands here for a
 * new password, and an owner without a second factor for the enrolment; nothing else opens before.
 */
export default async function AccountPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const [t, me] = await Promise.all([getTranslations('operator'), operatorRead('operator-me', {}, locale)]);
  const pending = me.PendingSetup;
  return (
    <OperatorShell me={me} current="account">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('accountTitle')}</h1>
      </div>
      <div className={styles.stack}>
        {pending !== 'two-factor' ? (
          <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="password-title">
            <h2 id="password-title" className={styles.subtitle}>{t('changePasswordTitle')}</h2>
            {pending === 'password' ? <p className={styles.intro}>{t('changePasswordIntro', { min: OPERATOR_PASSWORD_MIN })}</p> : null}
            <ChangePasswordForm />
          </section>
        ) : null}
        {pending !== 'password' ? (
          <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="two-factor-title">
            <h2 id="two-factor-title" className={styles.subtitle}>{t('twoFactorTitle')}</h2>
            <p className={styles.intro}>{t('twoFactorIntro')}</p>
            {me.TwoFactor ? <p>{t('twoFactorOn')}</p> : <TwoFactorEnrol />}
          </section>
        ) : null}
      </div>
    </OperatorShell>
  );
}
