'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { Button } from '@/components/ui/Button';
import { updateMyPassword } from '@/lib/api/account';
import { changePasswordSchema, PASSWORD_MAX } from '@/lib/shop/validation/account';
import styles from './Profile.module.css';

const EMPTY = { OldPassword: '', Password: '', RePassword: '' };

/** Spec 02 §4: the password panel opens on "Change password"; /update-my-password with the current password. */
export function ChangePasswordPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const t = useTranslations('profile');
  const modals = useModals();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The button that opened the panel is gone: focus goes to the first field of what it revealed.
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);
  const { formik, formRef } = useShopForm({
    initialValues: EMPTY,
    schema: changePasswordSchema,
    send: updateMyPassword,
    onSuccess: (envelope) => {
      setOpen(false);
      modals.showSuccess({ message: envelope.message });
    },
    onRefusal: (envelope) => {
      if (envelope.code !== 'login_required') return false;
      onSignedOut();
      return true;
    },
  });

  return (
    <section className={styles.panel} aria-labelledby={`${panelId}-title`}>
      <div className={styles.panelHead}>
        <h2 id={`${panelId}-title`} className={styles.title}>
          {t('passwordTitle')}
        </h2>
        {open ? null : (
          <Button variant="secondary" size="sm" aria-expanded={false} aria-controls={panelId} onClick={() => setOpen(true)}>
            {t('changePassword')}
          </Button>
        )}
      </div>
      <div id={panelId} ref={panel} hidden={!open}>
        <ShopForm formik={formik} formRef={formRef} label={t('passwordTitle')}>
          <TextField name="OldPassword" label={t('oldPassword')} type="password" autoComplete="current-password" />
          <TextField name="Password" label={t('newPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} hint={t('passwordHint')} />
          <TextField name="RePassword" label={t('repeatPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
          <div className={styles.actions}>
            <SubmitButton>{t('updatePassword')}</SubmitButton>
            <Button
              variant="ghost"
              onClick={() => {
                formik.resetForm();
                setOpen(false);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </ShopForm>
      </div>
    </section>
  );
}
