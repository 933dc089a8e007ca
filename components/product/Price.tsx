import { useTranslations } from 'next-intl';
import { formatMoney, type Currency } from '@/lib/shop/money';
import styles from './Price.module.css';

interface PriceProps {
  /** List price in minor units. */
  price: number;
  /** Selling price in minor units; shown alone unless there is a discount. */
  discountedPrice: number;
  discountPercentage: number;
  currency: Currency;
  size?: 'sm' | 'lg';
}

/**
 * The selling price, with the struck-through list price beside it when discounted. Works on the
 * server and, with the `product` messages provided, in client components too.
 */
export function Price({ price, discountedPrice, discountPercentage, currency, size = 'sm' }: PriceProps) {
  const t = useTranslations('product');
  const discounted = discountPercentage > 0 && discountedPrice < price;
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      {discounted ? (
        <>
          <span className="visually-hidden">{t('currentPrice')}</span>
          <span className={styles.sale}>{formatMoney(discountedPrice, currency)}</span>
          <span className="visually-hidden">{t('originalPrice')}</span>
          <s className={styles.original}>{formatMoney(price, currency)}</s>
        </>
      ) : (
        <span>{formatMoney(discountedPrice || price, currency)}</span>
      )}
    </p>
  );
}
