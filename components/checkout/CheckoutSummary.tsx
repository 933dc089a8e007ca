'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ListStatus } from '@/components/ui/ListStatus';
import { Waiting } from '@/components/ui/Waiting';
import type { BasketPrices, CheckoutBasket } from '@/lib/api/checkout';
import { Link } from '@/lib/i18n/navigation';
import { countryName } from '@/lib/shop/country-names';
import { currencyName, formatMoney } from '@/lib/shop/money';
import { routes } from '@/lib/shop/routes';
import { SummaryLines } from './SummaryLines';
import { checkoutTotals } from './totals';
import styles from './CheckoutSummary.module.css';

interface CheckoutSummaryProps {
  basket: CheckoutBasket | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The totals with an applied discount code (/get-cart-prices), when there is one. */
  prices?: BasketPrices | null;
  /** The chosen instalment plan (payment step): its surcharge joins the total. */
  installmentCount?: number;
  /** What follows the totals on the step (the discount code box). */
  children?: ReactNode;
}

/**
 * The basket beside a checkout step: the pieces with their pictures, then product total, discount,
 * cargo (named with the delivery country it is priced for), the instalment surcharge and the total
 * (`checkoutTotals`), and the currency charged.
 */
export function CheckoutSummary({ basket, failed, onRetry, prices, installmentCount = 0, children }: CheckoutSummaryProps) {
  const t = useTranslations('checkout');
  const locale = useLocale() as 'tr' | 'en';
  const heading = (
    <h2 id="checkout-summary" className={styles.title}>
      {t('summaryTitle')}
    </h2>
  );
  if (!basket) {
    return (
      <aside className={styles.summary} aria-labelledby="checkout-summary">
        {heading}
        {failed ? <ListStatus state="failed" text={t('summaryFailed')} retryLabel={t('retry')} onRetry={onRetry} /> : <Waiting>{t('summaryLoading')}</Waiting>}
      </aside>
    );
  }
  const money = (amount: number) => formatMoney(amount, basket.Currency);
  const { productTotal, discount, cargo, surcharge, total } = checkoutTotals(basket, prices, installmentCount);
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary">
      <div className={styles.head}>
        {heading}
        <Link href={routes.basket()} className={styles.edit}>
          {t('editBasket')}
        </Link>
      </div>
      <SummaryLines
        lines={basket.List.map((line) => ({ ...line, Detail: [line.VariationName, line.OptionItemName].filter(Boolean).join(' · ') }))}
        className={styles.lines}
      />
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t('productTotal')}</dt>
          <dd>{money(productTotal)}</dd>
        </div>
        {discount > 0 ? (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{t('discount')}</dt>
            <dd>−{money(discount)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('cargoTo', { country: countryName(basket.Delivery.Country, locale) })}</dt>
          <dd>{cargo === 0 ? t('cargoFree') : money(cargo)}</dd>
        </div>
        {surcharge > 0 ? (
          <div className={styles.row}>
            <dt>{t('installmentSurcharge')}</dt>
            <dd>{money(surcharge)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('total')}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      <p className={styles.charged}>{t('chargedIn', { currency: currencyName(basket.Currency, locale) })}</p>
      {children}
    </aside>
  );
}
