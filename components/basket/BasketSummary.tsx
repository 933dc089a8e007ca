'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { Basket } from '@/lib/api/basket';
import { FREE_CARGO_THRESHOLD } from '@/lib/shop/cargo';
import { formatMoney } from '@/lib/shop/money';
import styles from './Basket.module.css';

interface BasketSummaryProps {
  basket: Basket;
  locked: boolean;
  /** Buy now is checking the stock. */
  proceeding: boolean;
  onProceed: () => void;
}

/** The basket's totals (spec 02 §2: product total, cargo, overall), and Buy now. */
export function BasketSummary({ basket, locked, proceeding, onProceed }: BasketSummaryProps) {
  const t = useTranslations('basket');
  const freeFrom = FREE_CARGO_THRESHOLD[basket.Currency];
  return (
    <aside className={styles.summary} aria-labelledby="basket-summary">
      <h2 id="basket-summary" className={styles.summaryTitle}>
        {t('summaryTitle')}
      </h2>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t('productTotal')}</dt>
          <dd>{basket.TotalProductPriceStr}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('cargo')}</dt>
          <dd>{basket.CargoPrice === 0 ? t('freeCargo') : basket.CargoPriceStr}</dd>
        </div>
        <div className={`${styles.row} ${styles.grandTotal}`}>
          <dt>{t('total')}</dt>
          <dd>{basket.TotalPriceStr}</dd>
        </div>
      </dl>
      {basket.CargoPrice > 0 ? (
        <p className={styles.hint}>{t('freeCargoHint', { amount: formatMoney(freeFrom, basket.Currency), missing: formatMoney(freeFrom - basket.TotalProductPrice, basket.Currency) })}</p>
      ) : null}
      {/* On a phone this bar is fixed at the foot of the screen, with the total, so Buy now stays under the thumb. */}
      <div className={styles.proceedBar}>
        <p className={styles.barTotal} aria-hidden="true">
          <span>{t('total')}</span>
          <strong>{basket.TotalPriceStr}</strong>
        </p>
        <Button block onClick={onProceed} disabled={locked} aria-busy={proceeding || undefined}>
          {proceeding ? t('checking') : t('proceed')}
        </Button>
      </div>
    </aside>
  );
}
