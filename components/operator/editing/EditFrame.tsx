'use client';

import type { ReactNode } from 'react';
import type { FormikProps, FormikValues } from 'formik';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import type { SaveState } from './useEditForm';
import styles from './Editing.module.css';

interface EditFrameProps<Values extends FormikValues> {
  form: { formik: FormikProps<Values>; formRef: React.RefObject<HTMLFormElement | null>; state: SaveState; discardDraft: () => void };
  label: string;
  children: ReactNode;
}

/**
 * The frame of every operator edit page (the editing kit): the form, a status line that says
 * "saving…", "saved", that a draft was restored, or why the save was refused (fields to fix, or
 * the record changed meanwhile), an unsaved-changes note, and the save button.
 */
export function EditFrame<Values extends FormikValues>({ form, label, children }: EditFrameProps<Values>) {
  const t = useTranslations('catalogueEditing');
  const { formik, formRef, state, discardDraft } = form;
  const fieldErrors = formik.submitCount > 0 && !formik.isSubmitting && Object.keys(formik.errors).length > 0;
  return (
    <ShopForm formik={formik} formRef={formRef} label={label}>
      {children}
      <div className={styles.saveBar}>
        <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
        <p role="status" className={styles.saveState}>
          {formik.isSubmitting ? t('saving') : state.kind === 'saved' || state.kind === 'restored' ? state.message : formik.dirty ? t('unsaved') : ''}
        </p>
        {state.kind === 'restored' && (
          <button type="button" className={styles.tool} onClick={discardDraft}>
            {t('discardDraft')}
          </button>
        )}
        {(state.kind === 'refused' || fieldErrors) && (
          <p role="alert" className={styles.refused}>
            {state.kind === 'refused' ? state.message : t('fixFields')}
          </p>
        )}
      </div>
    </ShopForm>
  );
}
