'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Waiting } from '@/components/ui/Waiting';
import styles from './Checkout.module.css';

export interface ProviderPost {
  /** The provider's payment page (PayTR, or the local sandbox without credentials). */
  action: string;
  /** The order's fields from /get-paytr-token plus the card's, named as the provider wants them. */
  fields: Record<string, string>;
}

/**
 * The hidden form of the card path (spec 02 §4): posted once it is in the page, so the card goes
 * from the browser straight to the provider's page. The page under it is covered while the browser
 * leaves, so nothing can be pressed twice.
 */
export function ProviderForm({ post }: { post: ProviderPost }) {
  const t = useTranslations('checkout');
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef<ProviderPost | null>(null);
  useEffect(() => {
    // Once per post, even where React runs an effect twice (development).
    if (sent.current === post) return;
    sent.current = post;
    formRef.current?.submit();
  }, [post]);
  return (
    <>
      <div className={styles.overlay}>
        <div className={styles.overlayCard}>
          <Waiting>{t('toProvider')}</Waiting>
        </div>
      </div>
      <form ref={formRef} method="post" action={post.action} hidden>
        {Object.entries(post.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </>
  );
}
