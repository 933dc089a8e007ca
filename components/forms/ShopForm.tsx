'use client';

import type { ReactNode, RefObject } from 'react';
import { FormikProvider, type FormikProps, type FormikValues } from 'formik';
import styles from './Form.module.css';

interface ShopFormProps<Values extends FormikValues> {
  formik: FormikProps<Values>;
  formRef: RefObject<HTMLFormElement | null>;
  label?: string;
  children: ReactNode;
}

/** The <form> of `useShopForm`: fields find their state by name; the browser's own bubbles stay off. */
export function ShopForm<Values extends FormikValues>({ formik, formRef, label, children }: ShopFormProps<Values>) {
  return (
    <FormikProvider value={formik}>
      <form ref={formRef} onSubmit={formik.handleSubmit} noValidate aria-label={label} className={styles.form}>
        {children}
      </form>
    </FormikProvider>
  );
}
