'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Waiting } from '@/components/ui/Waiting';
import { Modal } from '@/components/modals/Modal';
import messageStyles from '@/components/modals/MessageModal.module.css';
import { Button } from '@/components/ui/Button';
import { abandonCardPayment } from '@/lib/api/checkout';
import styles from './Checkout.module.css';

/** How long the provider's page may take to open before the shopper is told (PayTR answers in well under this). */
export const PROVIDER_WAIT_MS = 8_000;

export interface ProviderPost {
  /** The provider's payment page (PayTR, or the local sandbox without credentials). */
  action: string;
  /** The order's fields from /get-paytr-token plus the card's, named as the provider wants them. */
  fields: Record<string, string>;
  /** The attempt this post pays: given up, it is cancelled and its pieces go back. */
  merchantOid: string;
}

interface ProviderFormProps {
  post: ProviderPost;
  /** Another attempt with the same card details. */
  onRetry: () => void;
  /** Back to the payment form. */
  onBack: () => void;
}

/**
 * The hidden form of the card path (spec 02 §4): posted once it is in the page, so the card goes
 * from the browser straight to the provider's page. The page under it is covered while the browser
 * leaves, so nothing can be pressed twice. It never waits forever: when the provider's page has not
 * opened in PROVIDER_WAIT_MS, the browser refused the post, or the shopper came back from that page,
 * the attempt is given up at once (its hold released) and the shopper may try again.
 */
export function ProviderForm({ post, onRetry, onBack }: ProviderFormProps) {
  const t = useTranslations('checkout');
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef<ProviderPost | null>(null);
  const textId = useId();
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    // Once per post, even where React runs an effect twice (development).
    if (sent.current === post) return;
    sent.current = post;
    formRef.current?.submit();
  }, [post]);

  useEffect(() => {
    const giveUp = () => setStuck(true);
    const timer = window.setTimeout(giveUp, PROVIDER_WAIT_MS);
    // The page's CSP refusing the post: the provider's page will never open.
    const refused = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'form-action') giveUp();
    };
    // Back from the provider's page, restored from the browser's page cache: the attempt was left.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) giveUp();
    };
    document.addEventListener('securitypolicyviolation', refused);
    window.addEventListener('pageshow', restored);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', refused);
      window.removeEventListener('pageshow', restored);
    };
  }, [post]);

  useEffect(() => {
    if (stuck) void abandonCardPayment(post.merchantOid);
  }, [stuck, post]);

  return (
    <>
      {stuck ? (
        <Modal open role="alertdialog" title={t('providerStuckTitle')} describedBy={textId} onClose={onBack}>
          <p id={textId} className={messageStyles.message}>
            {t('providerStuck')}
          </p>
          <div className={styles.stuckActions}>
            <Button variant="primary" block onClick={onRetry}>
              {t('providerRetry')}
            </Button>
            <Button variant="secondary" block onClick={onBack}>
              {t('providerBack')}
            </Button>
          </div>
        </Modal>
      ) : (
        <div className={styles.overlay}>
          <div className={styles.overlayCard}>
            <Waiting>{t('toProvider')}</Waiting>
          </div>
        </div>
      )}
      <form ref={formRef} method="post" action={post.action} hidden>
        {Object.entries(post.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </>
  );
}
