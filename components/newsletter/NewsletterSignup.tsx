'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ValidationError } from 'yup';
import { useModals } from '@/components/modals/ModalProvider';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { callApi } from '@/lib/api/client';
import { subscriberSchema } from '@/lib/shop/validation/subscriber';
import { isIssue } from '@/lib/shop/validation/yup';
import styles from './NewsletterSignup.module.css';

/** The newsletter form closing both blog pages: the same rule as the server, its message in a modal, a failure beside the field. */
export function NewsletterSignup() {
  const t = useTranslations('newsletter');
  const tValidation = useTranslations('validation');
  const modals = useModals();
  const isClient = useIsClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const headingId = useId();

  const checkLocally = (email: string): string | null => {
    try {
      subscriberSchema.validateSync({ Email: email });
      return null;
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      const issue = (failure.errors as unknown[]).find(isIssue);
      return issue ? tValidation(issue.key, { min: issue.min ?? 0, max: issue.max ?? 0 }) : tValidation('email');
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('Email') ?? '');
    const problem = checkLocally(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const envelope = await callApi('add-subscriber', { Email: email.trim() }, { silent: true });
    setBusy(false);
    if (!envelope) return;
    if (!envelope.succeeded) {
      setError(envelope.message);
      return;
    }
    form.reset();
    modals.showSuccess({ message: envelope.message });
  };

  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={inputId} className={styles.label}>
            {t('label')}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              name="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('placeholder')}
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onInput={() => setError(null)}
            />
            {/* Disabled until hydrated: without JavaScript the form would put the address in a GET URL. */}
            <Button type="submit" disabled={!isClient || busy} aria-busy={busy || undefined} className={styles.submit}>
              {busy ? t('sending') : t('submit')}
            </Button>
          </div>
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        </form>
      </div>
    </section>
  );
}
