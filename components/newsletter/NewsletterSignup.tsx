'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { subscriberSchema } from '@/lib/shop/validation/subscriber';
import styles from './NewsletterSignup.module.css';

/**
 * The newsletter form closing both blog pages: the same rule as the server, its message in a modal,
 * and any refusal (a malformed address, too many attempts) read out beside the field.
 */
export function NewsletterSignup() {
  const t = useTranslations('newsletter');
  const modals = useModals();
  const headingId = useId();
  const { formik, formRef } = useShopForm({
    initialValues: { Email: '' },
    schema: subscriberSchema,
    send: (values) => callApi('add-subscriber', values, { silent: true }),
    onSuccess: (envelope) => modals.showSuccess({ message: envelope.message }),
    refusalField: 'Email',
  });

  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
        <div className={styles.form}>
          <ShopForm formik={formik} formRef={formRef}>
            <TextField
              name="Email"
              label={t('label')}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('placeholder')}
              announceError
              action={<SubmitButton busyLabel={t('sending')}>{t('submit')}</SubmitButton>}
            />
          </ShopForm>
        </div>
      </div>
    </section>
  );
}
