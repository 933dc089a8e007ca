import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import styles from './CheckoutSteps.module.css';

export type CheckoutStep = 'basket' | 'account' | 'address' | 'payment';

const STEPS: { key: CheckoutStep; href: () => string }[] = [
  { key: 'basket', href: routes.basket },
  { key: 'account', href: routes.checkoutSignIn },
  { key: 'address', href: routes.address },
  { key: 'payment', href: routes.payment },
];

/**
 * Where the shopper is on the way from basket to payment: the steps already taken are links back
 * (the data of a later step never goes ahead of the shopper), the current one is marked for screen
 * readers, the ones ahead are plain text.
 */
export async function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = await getTranslations('checkout');
  const at = STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label={t('stepsLabel')} className={styles.steps}>
      <ol role="list" className={styles.list}>
        {STEPS.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'ahead';
          const label = (
            <>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.label}>{t(`steps.${step.key}`)}</span>
              {state === 'done' ? <span className="visually-hidden"> ({t('stepDone')})</span> : null}
            </>
          );
          return (
            <li key={step.key} className={`${styles.step} ${styles[state]}`}>
              {state === 'done' ? (
                <Link href={step.href()} className={styles.link}>
                  {label}
                </Link>
              ) : (
                <span className={styles.link} aria-current={state === 'current' ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
