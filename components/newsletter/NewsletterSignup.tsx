'use client';

import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import formStyles from '@/components/forms/Form.module.css';
import type { NewsletterFormProps } from './NewsletterForm';
import styles from './NewsletterSignup.module.css';

interface Loaded {
  Form: ComponentType<NewsletterFormProps>;
  props: NewsletterFormProps;
}

/**
 * The newsletter closing both blog pages. Its form (formik and the shared yup rule, ≈ 27 KB gzip,
 * more than the rest of a blog page's own code) loads when the block comes near the screen or is
 * focused, not with the page: until then the page shows the same form with its button off, as every
 * form is before its page hydrates (components/forms/SubmitButton.tsx).
 */
export function NewsletterSignup() {
  const t = useTranslations('newsletter');
  const headingId = useId();
  const fieldId = useId();
  const blockRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const block = blockRef.current;
    if (!block) return;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import('./NewsletterForm').then(({ NewsletterForm }) => {
        const input = inputRef.current;
        setLoaded({ Form: NewsletterForm, props: { typed: input?.value ?? '', focused: input !== null && document.activeElement === input } });
      });
    };
    block.addEventListener('focusin', load);
    const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '600px 0px' });
    if (observer) observer.observe(block);
    else load();
    return () => {
      block.removeEventListener('focusin', load);
      observer?.disconnect();
    };
  }, []);

  return (
    <section ref={blockRef} aria-labelledby={headingId} className={styles.block}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
        <div className={styles.form}>
          {loaded ? (
            <loaded.Form {...loaded.props} />
          ) : (
            // NewsletterForm's markup (ShopForm, TextField, SubmitButton) before it loads.
            <form noValidate className={formStyles.form} onSubmit={(event) => event.preventDefault()}>
              <div className={formStyles.field}>
                <label htmlFor={fieldId} className={formStyles.label}>
                  {t('label')}
                </label>
                <div className={formStyles.withAction}>
                  <input ref={inputRef} id={fieldId} name="Email" type="email" autoComplete="email" inputMode="email" placeholder={t('placeholder')} className={formStyles.input} />
                  <Button type="submit" disabled className={formStyles.submit}>
                    {t('submit')}
                  </Button>
                </div>
              </div>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
