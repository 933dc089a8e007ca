'use client';

import { useEffect, useRef, useState } from 'react';
import type { FormikValues } from 'formik';
import { useTranslations } from 'next-intl';
import type { AnyObjectSchema } from 'yup';
import { useShopForm } from '@/components/forms/useShopForm';
import type { Envelope } from '@/lib/shop/envelope';

interface EditFormOptions<Values extends FormikValues, Data, Input> {
  /** Names this record's draft in sessionStorage, e.g. `product:12` (one per record and tab). */
  draftKey: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  send: (input: Input) => Promise<Envelope<Data> | null>;
  /** The values the form holds after a save (the new Version, a slug the server chose). */
  valuesAfterSave: (values: Values, data: Data) => Values;
  onSaved?: (data: Data) => void;
}

export type SaveState = { kind: 'idle' | 'saved' | 'refused' | 'restored'; message: string };

const storageKey = (key: string) => `vitrin-draft:${key}`;

/**
 * The editing kit's form: useShopForm (shared schema, field messages from the server beside their
 * fields, focus on the first to fix) plus what an edit page needs — a draft of unsaved changes
 * kept in sessionStorage and restored after a reload or a wandering tab, a warning before leaving
 * with unsaved changes (closing the tab, or a link inside the app), and a save state for the
 * frame's status line: saved, or refused as a whole (409 "this record changed").
 */
export function useEditForm<Values extends FormikValues, Data, Input = Values>({ draftKey, initialValues, schema, send, valuesAfterSave, onSaved }: EditFormOptions<Values, Data, Input>) {
  const t = useTranslations('catalogueEditing');
  const [state, setState] = useState<SaveState>({ kind: 'idle', message: '' });
  const { formik, formRef } = useShopForm<Values, Data, Input>({
    initialValues,
    schema,
    send,
    resetOnSuccess: false,
    onRefusal: (envelope) => {
      setState({ kind: 'refused', message: envelope.message });
      return true;
    },
    onSuccess: (envelope, values) => {
      sessionStorage.removeItem(storageKey(draftKey));
      formik.resetForm({ values: valuesAfterSave(values, envelope.data) });
      setState({ kind: 'saved', message: t('saved') });
      onSaved?.(envelope.data);
    },
  });
  const { dirty, values, setValues } = formik;

  // A draft left by this tab (a reload, a crash, a link followed) comes back once, on opening.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = sessionStorage.getItem(storageKey(draftKey));
    if (!saved) return;
    try {
      void setValues(JSON.parse(saved) as Values, false).then(() => setState({ kind: 'restored', message: t('draftRestored') }));
    } catch {
      sessionStorage.removeItem(storageKey(draftKey));
    }
  }, [draftKey, setValues, t]);

  useEffect(() => {
    if (dirty) sessionStorage.setItem(storageKey(draftKey), JSON.stringify(values));
  }, [dirty, values, draftKey]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // The app's own links navigate without unloading: ask before one takes the editor away.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && !formRef.current?.contains(link) && !window.confirm(t('leaveWarning'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, formRef, t]);

  const discardDraft = () => {
    sessionStorage.removeItem(storageKey(draftKey));
    formik.resetForm({ values: initialValues });
    setState({ kind: 'idle', message: '' });
  };

  return { formik, formRef, state, discardDraft };
}
