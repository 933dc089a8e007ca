'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SelectField } from '@/components/forms/SelectField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { inviteOperator } from '@/lib/api/backoffice';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/shop/operators/roles';
import { operatorInviteSchema } from '@/lib/shop/validation/backoffice';
import styles from './Backoffice.module.css';

/** A new operator: the one-time set-password link is shown once, here, for the owner to pass on. */
export function InviteForm() {
  const t = useTranslations('operator');
  const router = useRouter();
  const [invited, setInvited] = useState<{ email: string; link: string; message: string } | null>(null);
  const { formik, formRef } = useShopForm({
    initialValues: { Email: '', Name: '', Role: 'staff' as OperatorRole },
    schema: operatorInviteSchema,
    send: (input: { Email: string; Name: string; Role: OperatorRole }) => inviteOperator(input),
    onSuccess: ({ data, message }, values) => {
      setInvited({ email: values.Email, link: data.Link, message });
      router.refresh();
    },
  });
  return (
    <>
      <ShopForm formik={formik} formRef={formRef} label={t('inviteTitle')}>
        <TextField name="Email" label={t('email')} type="email" autoComplete="off" inputMode="email" />
        <TextField name="Name" label={t('operatorName')} optional autoComplete="off" />
        <SelectField name="Role" label={t('operatorRole')} options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
        <SubmitButton busyLabel={t('saving')}>{t('invite')}</SubmitButton>
      </ShopForm>
      {invited ? (
        <div role="status" className={styles.invited}>
          <p>{invited.message}</p>
          <p>
            {t('inviteLinkFor', { email: invited.email })} <code data-testid="invite-link">{invited.link}</code>
          </p>
        </div>
      ) : null}
    </>
  );
}
