'use client';

import { useEffect, useRef } from 'react';
import { setIn, useFormik, type FormikConfig, type FormikErrors, type FormikValues } from 'formik';
import { useTranslations } from 'next-intl';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { useModals } from '@/components/modals/ModalProvider';
import type { Envelope, Failure } from '@/lib/shop/envelope';
import { isIssue } from '@/lib/shop/validation/yup';
import { useValuesTypedBeforeHydration } from './useValuesTypedBeforeHydration';

type Succeeded<T> = Extract<Envelope<T>, { succeeded: true }>;

/** `Input` is what the call takes (its `InputOf`): the values after the schema's cast, when they differ from what the inputs hold. */
interface ShopFormOptions<Values extends FormikValues, Data, Input> {
  initialValues: Values;
  /** The call's own schema: the form checks what the server will check, in the page's language. */
  schema: AnyObjectSchema;
  /** Sends the values the schema cast (trimmed, phone with +90 …); `callApi(…, { silent: true })`. */
  send: (input: Input) => Promise<Envelope<Data> | null>;
  onSuccess: (envelope: Succeeded<Data>, values: Values) => void;
  /** Empty the form after a success (the default); a failure always keeps what was typed. */
  resetOnSuccess?: boolean;
  /** A refusal without field messages that the form shows its own way (true); otherwise the error modal opens. */
  onRefusal?: (envelope: Failure) => boolean;
}

/**
 * formik wired to the shop's rules: the shared yup schema validates in the page's language, the
 * server's per-field messages land beside their fields, a refusal without fields opens the error
 * modal, focus moves to the first field to fix, and nothing typed is lost on a failure.
 */
export function useShopForm<Values extends FormikValues, Data, Input = Values>({
  initialValues, schema, send, onSuccess, resetOnSuccess = true, onRefusal,
}: ShopFormOptions<Values, Data, Input>) {
  const tValidation = useTranslations('validation');
  const modals = useModals();
  const formRef = useRef<HTMLFormElement>(null);

  const validate: FormikConfig<Values>['validate'] = async (values) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      let errors: FormikErrors<Values> = {};
      for (const inner of failure.inner.length ? failure.inner : [failure]) {
        const issue = (inner.errors as unknown[]).find(isIssue);
        const message = issue ? tValidation(issue.key, { min: issue.min ?? 0, max: issue.max ?? 0 }) : tValidation('type');
        if (inner.path) errors = setIn(errors, inner.path, errors[inner.path] ?? message);
      }
      return errors;
    }
  };

  const formik = useFormik<Values>({
    initialValues,
    validate,
    onSubmit: async (values, helpers) => {
      // A schema's LanguageId defaults to Turkish; the fetch wrapper sends the page's own, which the default must not replace.
      const cast = schema.cast(values, { stripUnknown: false }) as Input & { LanguageId?: unknown };
      delete cast.LanguageId;
      // A send that throws (a script chunk it imports failed to load) is a failed call like no answer:
      // formik would swallow it, and Apply or Send would seem to do nothing.
      const envelope = await send(cast).catch((reason: unknown) => {
        console.error('[form] the call could not be sent', reason);
        return null;
      });
      if (!envelope) {
        modals.showError();
        return;
      }
      if (!envelope.succeeded) {
        if (envelope.errors && Object.keys(envelope.errors).length > 0) {
          let errors: FormikErrors<Values> = {};
          for (const [path, message] of Object.entries(envelope.errors)) errors = setIn(errors, path, message);
          helpers.setErrors(errors);
        } else if (!onRefusal?.(envelope)) {
          modals.showError({ message: envelope.message });
        }
        return;
      }
      if (resetOnSuccess) helpers.resetForm();
      onSuccess(envelope, values);
    },
  });

  useValuesTypedBeforeHydration(formRef, formik);

  // After a refused submit, take the shopper to the first thing to fix: once per submit, so fixing
  // one field while typing does not pull the focus on to the next one mid-word.
  const { submitCount, isSubmitting, errors } = formik;
  const focusedFor = useRef(0);
  useEffect(() => {
    if (submitCount === focusedFor.current || isSubmitting || Object.keys(errors).length === 0) return;
    focusedFor.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, errors]);

  return { formik, formRef };
}
