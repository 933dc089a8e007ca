'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/buttonStyles';
import { useMenuBasket } from '@/lib/api/hooks';
import { Link } from '@/lib/i18n/navigation';
import { formatMoney } from '@/lib/shop/money';
import { routes } from '@/lib/shop/routes';
import styles from './BasketPopover.module.css';

/** The header basket popover (spec 01 §2 Layout): the lines, the total, Go to cart and Complete shopping. */
export function BasketPopover({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const t = useTranslations('basketPopover');
  const { basket, isLoading } = useMenuBasket(true);
  const lines = basket?.List ?? [];
  return (
    <div id={id} className={styles.popover} role="region" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        {t('title')}
      </p>
      {isLoading && !basket ? (
        <p className={styles.note} aria-busy="true">
          {t('loading')}
        </p>
      ) : lines.length === 0 ? (
        <p className={styles.note}>{t('empty')}</p>
      ) : (
        <>
          <ul role="list" className={styles.lines}>
            {lines.map((line) => (
              <li key={line.Id} className={styles.line}>
                <Image src={line.PhotoPath} alt="" width={56} height={56} sizes="56px" className={styles.image} />
                <div className={styles.text}>
                  <Link href={line.Url} className={styles.name} onClick={onNavigate}>
                    {line.Title}
                  </Link>
                  {[line.VariationName, line.OptionName].filter(Boolean).length ? (
                    <span className={styles.detail}>{[line.VariationName, line.OptionName].filter(Boolean).join(' · ')}</span>
                  ) : null}
                  <span className={styles.detail}>{t('quantity', { count: line.Quantity })}</span>
                </div>
                <span className={styles.price}>{formatMoney(line.TotalPrice, basket!.Currency)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t('total')}</span>
            <span>{basket!.TotalPriceStr}</span>
          </p>
        </>
      )}
      <div className={styles.actions}>
        <Link href={routes.basket()} className={buttonClassName({ variant: 'secondary', size: 'sm', block: true })} onClick={onNavigate}>
          {t('goToBasket')}
        </Link>
        {lines.length ? (
          <Link href={routes.address()} className={buttonClassName({ size: 'sm', block: true })} onClick={onNavigate}>
            {t('completeShopping')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
