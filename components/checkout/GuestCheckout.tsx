'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Waiting } from '@/components/ui/Waiting';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { writeCheckoutData } from '@/lib/api/checkout';
import { useCurrentUser } from '@/lib/api/member';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { addressStepSchema } from '@/lib/shop/validation/checkout';
import styles from './Checkout.module.css';

/** The address step's own rule for the e-mail: required with the spec's message, and an address. */
const guestSchema = addressStepSchema.pick(['Email']);

/**
 * uyeliksizalisveris (spec 02 §2): one e-mail field and Continue to the address step. The e-mail
 * starts the stored checkout data, so it travels with the addresses; nothing is sent yet (the
 * address step's check judges it with the rest). A member goes straight on to the address step.
 */
export function GuestCheckout() {
  const t = useTranslations('checkout');
  const user = useCurrentUser();
  const router = useRouter();
  const { formik, formRef } = useShopForm<{ Email: string }, null>({
    initialValues: { Email: '' },
    schema: guestSchema,
    // Nothing leaves the browser here: keeping the e-mail is the whole of this step's "send".
    send: async ({ Email }) => {
      writeCheckoutData({ Email });
      return { succeeded: true, message: '', data: null };
    },
    resetOnSuccess: false,
    onSuccess: () => router.push(routes.address()),
  });

  useEffect(() => {
    if (user) router.replace(routes.address());
  }, [user, router]);

  if (user) return <Waiting>{t('toAddress')}</Waiting>;
  return (
    <div className={styles.split}>
      <section className={styles.panel} aria-labelledby="guest-checkout">
        <h2 id="guest-checkout" className={styles.panelTitle}>
          {t('guestTitle')}
        </h2>
        <p className={styles.text}>{t('guestIntro')}</p>
        <ShopForm formik={formik} formRef={formRef} label={t('guestFormLabel')}>
          <TextField name="Email" label={t('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
          <SubmitButton busyLabel={t('toAddress')}>{t('continue')}</SubmitButton>
        </ShopForm>
      </section>
      <section className={styles.aside} aria-labelledby="guest-member">
        <h2 id="guest-member" className={styles.panelTitle}>
          {t('memberTitle')}
        </h2>
        <p className={styles.text}>{t('memberText')}</p>
        <ButtonLink href={routes.checkoutSignIn()} variant="secondary">
          {t('signIn')}
        </ButtonLink>
      </section>
    </div>
  );
}
