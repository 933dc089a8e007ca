'use client';

import { useLayoutEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { subscriberSchema } from '@/lib/shop/validation/subscriber';

export interface NewsletterFormProps {
  /** What was typed into the page's form before this one replaced it (NewsletterSignup). */
  typed?: string;
  /** That form's field had the focus: this one takes it, the caret after the text. */
  focused?: boolean;
}

/**
 * The newsletter's form: the same rule as the server, a malformed address read out beside the field,
 * the server's answer in a modal (an alert dialog for a refusal, spec 02 §8's browser alert made
 * accessible).
 */
export function NewsletterForm({ typed = '', focused = false }: NewsletterFormProps) {
  const t = useTranslations('newsletter');
  const modals = useModals();
  const { formik, formRef } = useShopForm({
    initialValues: { Email: '' },
    schema: subscriberSchema,
    send: (values) => callApi('add-subscriber', values, { silent: true }),
    onSuccess: (envelope) => modals.showSuccess({ message: envelope.message }),
  });

  // Before the next paint and the next keystroke: the shopper goes on typing where they were. Both
  // props are what the page's form held when this one took its place, fixed from then on.
  const { setFieldValue } = formik;
  useLayoutEffect(() => {
    if (typed) void setFieldValue('Email', typed, false);
    if (focused) formRef.current?.querySelector('input')?.focus();
  }, [typed, focused, setFieldValue, formRef]);

  return (
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
  );
}
