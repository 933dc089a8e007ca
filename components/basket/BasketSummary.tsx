'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { Basket } from '@/lib/api/basket';
import { countryName } from '@/lib/shop/country-names';
import { currencyName, formatMoney } from '@/lib/shop/money';
import styles from './Basket.module.css';

interface BasketSummaryProps {
  basket: Basket;
  locked: boolean;
  /** Buy now is checking the stock. */
  proceeding: boolean;
  onProceed: () => void;
}

/**
 * The basket's totals (spec 02 §2: product total, cargo, overall) with the delivery country the cargo
 * is priced for and the currency charged, and Buy now.
 */
export function BasketSummary({ basket, locked, proceeding, onProceed }: BasketSummaryProps) {
  const t = useTranslations('basket');
  const locale = useLocale() as 'tr' | 'en';
  const { Delivery } = basket;
  const freeFrom = Delivery.FreeCargoFrom;
  return (
    <aside className={styles.summary} aria-labelledby="basket-summary">
      <h2 id="basket-summary" className={styles.summaryTitle}>
        {t('summaryTitle')}
      </h2>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t('deliveryCountry')}</dt>
          <dd>{countryName(Delivery.Country, locale)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('productTotal')}</dt>
          <dd>{basket.TotalProductPriceStr}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('cargo')}</dt>
          <dd>{!Delivery.Ships ? t('notShipped') : basket.CargoPrice === 0 ? t('freeCargo') : basket.CargoPriceStr}</dd>
        </div>
        <div className={`${styles.row} ${styles.grandTotal}`}>
          <dt>{t('total')}</dt>
          <dd>{basket.TotalPriceStr}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('chargedIn', { currency: currencyName(basket.Currency, locale) })}</p>
      {!Delivery.Ships ? <p className={styles.hint}>{t('notShippedHint')}</p> : null}
      {basket.CargoPrice > 0 && freeFrom !== null ? (
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
