'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Waiting } from '@/components/ui/Waiting';
import { justPaidOrder, type JustPaidOrder } from '@/lib/api/checkout';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import addressStyles from '@/components/ui/AddressLines.module.css';
import { SummaryLines } from './SummaryLines';
import styles from './PaidOrderSummary.module.css';

/**
 * The success page's island: the card order this shopper has just paid (order number, pieces,
 * totals, delivery address) and what happens next. The page around it is the same cached HTML
 * for everyone; the order is read here, in the browser, as the caller's own. With none to show
 * (another device, an hour later) the page's fixed text stands alone.
 */
export function PaidOrderSummary() {
  const t = useTranslations('checkout');
  const [order, setOrder] = useState<JustPaidOrder | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    void justPaidOrder(controller.signal).then((found) => {
      if (!controller.signal.aborted) setOrder(found);
    });
    return () => controller.abort();
  }, []);

  if (order === undefined) return <Waiting>{t('paidLoading')}</Waiting>;
  if (order === null) return null;
  const address = order.DeliveryAddress;
  return (
    <section className={styles.order} aria-labelledby="paid-order">
      <h2 id="paid-order" className={styles.number}>
        <span className={styles.label}>{t('paidOrderNo')}</span> {order.OrderNo}
      </h2>
      {order.Status === ORDER_STATUS.awaitingPayment ? <p className={styles.note}>{t('paidAwaiting')}</p> : null}
      <SummaryLines lines={order.Products} compact label={t('paidLines')} />
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t('productTotal')}</dt>
          <dd>{order.TotalProductPriceStr}</dd>
        </div>
        {order.TheDiscount > 0 ? (
          <div className={styles.row}>
            <dt>{t('discount')}</dt>
            <dd>−{order.TheDiscountStr}</dd>
          </div>
        ) : null}
        {order.GiftWrapPrice > 0 ? (
          <div className={styles.row}>
            <dt>{t('giftTitle')}</dt>
            <dd>{order.GiftWrapPriceStr}</dd>
          </div>
        ) : null}
        {order.InstallmentSurcharge > 0 ? (
          <div className={styles.row}>
            <dt>{t('installmentSurcharge')}</dt>
            <dd>{order.InstallmentSurchargeStr}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('cargo')}</dt>
          <dd>{order.CargoPrice === 0 ? t('cargoFree') : order.CargoPriceStr}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('total')}</dt>
          <dd>{order.PriceStr}</dd>
        </div>
      </dl>
      <div className={styles.block}>
        <h3 className={styles.subheading}>{t('deliveryTitle')}</h3>
        <address className={addressStyles.lines}>
          <span className={addressStyles.name}>{address.NameSurname}</span>
          <span>{address.AddressDescription}</span>
          <span>{[address.ZipCode, address.District, address.City].filter(Boolean).join(' ')}</span>
          <span>{address.PhoneStr}</span>
        </address>
      </div>
      <div className={styles.block}>
        <h3 className={styles.subheading}>{t('paidNextTitle')}</h3>
        <ol className={styles.steps}>
          <li>{t('paidNextMail')}</li>
          <li>{t('paidNextPrepare')}</li>
          <li>{t('paidNextShip')}</li>
        </ol>
      </div>
    </section>
  );
}
