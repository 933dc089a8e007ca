'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListStatus } from '@/components/ui/ListStatus';
import { SignedOutPanel } from '@/components/account/SignedOutPanel';
import { AcceptedContracts } from '@/components/ui/AcceptedContracts';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Link } from '@/lib/i18n/navigation';
import { useOrderDetail, type OrderDetail } from '@/lib/api/orders';
import { currencyName, type Currency } from '@/lib/shop/money';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import { routes } from '@/lib/shop/routes';
import { RefundForm } from './RefundForm';
import { StatusBadge } from './StatusBadge';
import styles from './Orders.module.css';

/**
 * One order (spec 02 §2 siparislerimdetay/{id}): where it stands, the pieces, the totals, the
 * payment, the addresses and the history, then the refund request — the form while a refund is
 * offered, the request's state once one was sent. Another member's order reads as not found.
 */
export function OrderDetailView({ orderId }: { orderId: number }) {
  const t = useTranslations('orders');
  const { read, failed, reload } = useOrderDetail(orderId);

  if (failed) return <ListStatus state="failed" text={t('detailLoadFailed')} retryLabel={t('retry')} onRetry={reload} />;
  if (!read) return <ListStatus state="loading" text={t('detailLoading')} />;
  if (!read.signedIn) return <SignedOutPanel title={t('detailSignedOutTitle')} text={t('signedOutText')} signInLabel={t('signIn')} />;
  const back = <ButtonLink href={routes.orders()} variant="secondary">{t('backToOrders')}</ButtonLink>;
  if (!read.order) return <EmptyState title={t('notFoundTitle')} hint={t('notFoundHint')} action={back} />;
  const order = read.order;

  return (
    <div className={styles.detail}>
      <Link href={routes.orders()} className={styles.back}>
        {t('backToOrders')}
      </Link>
      <header className={styles.detailHead}>
        <div>
          <h2 className={styles.detailTitle}>{t('orderNo', { orderNo: order.OrderNo })}</h2>
          <p className={styles.muted}>
            <time dateTime={order.Date}>{t('placedOn', { date: order.DateStr })}</time>
          </p>
        </div>
        <StatusBadge status={order.Status} label={order.StatueStr} previousLabel={order.PreviousStatueStr} />
      </header>
      {order.RejectReason ? (
        <p className={styles.reason}>
          <strong>{t('rejectReason')}:</strong> {order.RejectReason}
        </p>
      ) : null}

      {order.Shipment ? (
        <p className={styles.reason}>
          <strong>{t('shipment')}:</strong> {order.Shipment.CarrierName}, {t('trackingNumber')} {order.Shipment.TrackingNumber} —{' '}
          <a href={order.Shipment.TrackingUrl} rel="noopener noreferrer" target="_blank">
            {t('trackParcel')}
          </a>
        </p>
      ) : null}

      <Products order={order} />

      <div className={styles.columns}>
        <Summary order={order} />
        <Payment order={order} />
      </div>

      <section className={styles.section} aria-labelledby="order-addresses">
        <h3 id="order-addresses" className={styles.sectionTitle}>
          {t('addresses')}
        </h3>
        <div className={styles.columns}>
          <Delivery order={order} />
          <Billing order={order} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="order-history">
        <h3 id="order-history" className={styles.sectionTitle}>
          {t('history')}
        </h3>
        <ol className={styles.history}>
          {order.History.map((step, index) => (
            <li key={`${step.Status}-${index}`}>
              <span className={styles.historyLabel}>{step.StatueStr}</span>
              <time dateTime={step.Date} className={styles.muted}>
                {step.DateStr}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <AcceptedContracts contracts={order.AcceptedContracts} headingId="order-contracts" reader="shopper" />

      <Refund order={order} />
    </div>
  );
}

type Part = { order: OrderDetail };

function Products({ order }: Part) {
  const t = useTranslations('orders');
  return (
    <section className={styles.section} aria-labelledby="order-products">
      <h3 id="order-products" className={styles.sectionTitle}>
        {t('products')}
      </h3>
      <ul className={styles.products}>
        {order.Products.map((product) => (
          <li key={product.Id} className={styles.product}>
            <div className={styles.photo}>
              <Image src={product.MainPhoto} alt="" fill sizes="96px" className={styles.photoImage} />
            </div>
            <div className={styles.productText}>
              <Link href={product.Url} className={styles.productTitle}>
                {product.Title}
              </Link>
              <dl className={styles.productFacts}>
                <div>
                  <dt>{t('designer')}</dt>
                  <dd>{product.Designer.Name}</dd>
                </div>
                {product.Size ? (
                  <div>
                    <dt>{t('size')}</dt>
                    <dd>{product.Size}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('quantity')}</dt>
                  <dd>{product.Quantity}</dd>
                </div>
                <div>
                  <dt>{t('unitPrice')}</dt>
                  <dd>{product.PriceStr}</dd>
                </div>
              </dl>
            </div>
            <p className={styles.lineTotal}>
              <span className="visually-hidden">{t('lineTotal')}: </span>
              {product.TotalPriceStr}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Summary({ order }: Part) {
  const t = useTranslations('orders');
  return (
    <section className={styles.section} aria-labelledby="order-summary">
      <h3 id="order-summary" className={styles.sectionTitle}>
        {t('summary')}
      </h3>
      <dl className={styles.totals}>
        <div>
          <dt>{t('productTotal')}</dt>
          <dd>{order.TotalProductPriceStr}</dd>
        </div>
        <div>
          <dt>{t('cargo')}</dt>
          <dd>{order.CargoPriceStr}</dd>
        </div>
        {order.TheDiscount > 0 ? (
          <div>
            <dt>{order.DiscountCode ? t('discountWithCode', { code: order.DiscountCode }) : t('discount')}</dt>
            <dd>−{order.TheDiscountStr}</dd>
          </div>
        ) : null}
        {order.IsGiftWrap ? (
          <div>
            <dt>{t('giftWrap')}</dt>
            <dd>{order.GiftWrapPriceStr}</dd>
          </div>
        ) : null}
        {order.InstallmentCount > 0 ? (
          <div>
            <dt>{t('installmentSurcharge')}</dt>
            <dd>{order.InstallmentSurchargeStr}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{t('grandTotal')}</dt>
          <dd>{order.PriceStr}</dd>
        </div>
      </dl>
      {order.IsGiftWrap && order.GiftWrapNote ? (
        <p className={styles.note}>
          <strong>{t('giftNote')}:</strong> {order.GiftWrapNote}
        </p>
      ) : null}
    </section>
  );
}

function Payment({ order }: Part) {
  const t = useTranslations('orders');
  const locale = useLocale() as 'tr' | 'en';
  const awaitingTransfer = order.PaymentType === 'bank' && order.Status === ORDER_STATUS.awaitingPayment;
  return (
    <section className={styles.section} aria-labelledby="order-payment">
      <h3 id="order-payment" className={styles.sectionTitle}>
        {t('paymentTitle')}
      </h3>
      <dl className={styles.totals}>
        <div>
          <dt>{t('paymentMethod')}</dt>
          <dd>{order.PaymentTypeStr}</dd>
        </div>
        <div>
          <dt>{t('chargedIn')}</dt>
          <dd>{currencyName(order.Currency as Currency, locale)}</dd>
        </div>
        {order.PaymentType === 'card' ? (
          <div>
            <dt>{t('installmentPlan')}</dt>
            <dd>{order.InstallmentCount > 1 ? t('installments', { count: order.InstallmentCount }) : t('singlePayment')}</dd>
          </div>
        ) : null}
        {order.BankAccount ? (
          <>
            <div>
              <dt>{t('bank')}</dt>
              <dd>{order.BankAccount.BankName}</dd>
            </div>
            <div>
              <dt>{t('accountHolder')}</dt>
              <dd>{order.BankAccount.AccountHolder}</dd>
            </div>
            <div>
              <dt>{t('iban')}</dt>
              <dd className={styles.iban}>{order.BankAccount.Iban}</dd>
            </div>
          </>
        ) : null}
        {awaitingTransfer && order.PaymentDeadlineStr ? (
          <div>
            <dt>{t('transferDeadline')}</dt>
            <dd>{order.PaymentDeadlineStr}</dd>
          </div>
        ) : null}
      </dl>
      {awaitingTransfer ? <p className={styles.note}>{t('transferNote', { orderNo: order.OrderNo })}</p> : null}
    </section>
  );
}

function Delivery({ order }: Part) {
  const t = useTranslations('orders');
  const address = order.DeliveryAddress;
  return (
    <div className={styles.addressBlock}>
      <h4 className={styles.blockTitle}>{t('deliveryAddress')}</h4>
      <address className={styles.lines}>
        <AddressLines lines={address.Lines} />
        <span>
          <span className="visually-hidden">{t('phone')}: </span>
          {address.PhoneStr}
        </span>
      </address>
    </div>
  );
}

/** An address as its country writes it (the server's lines): the name first, the country last. */
function AddressLines({ lines, named = true }: { lines: string[]; named?: boolean }) {
  return lines.map((line, index) => (
    <span key={`${index}-${line}`} className={named && index === 0 ? styles.name : undefined}>
      {line}
    </span>
  ));
}

/** Who the invoice names: a Turkish company's tax office and VKN, a foreign one's VAT number, a Turkish individual's T.C. Kimlik No (a bill abroad shows none). */
function BillIdentity({ bill }: { bill: OrderDetail['BillingAddress'] }) {
  const t = useTranslations('orders');
  if (bill.IsCorporate && bill.TaxNumber) {
    return (
      <span>
        {t('taxOffice')}: {bill.TaxOffice} · {t('taxNumber')}: {bill.TaxNumber}
      </span>
    );
  }
  if (bill.IsCorporate) return bill.VatNumber ? <span>{t('vatNumber')}: {bill.VatNumber}</span> : null;
  return bill.Country === 'TR' && bill.CitizenshipNumber ? (
    <span>
      {t('citizenshipNumber')}: {bill.CitizenshipNumber}
    </span>
  ) : null;
}

function Billing({ order }: Part) {
  const t = useTranslations('orders');
  const bill = order.BillingAddress;
  return (
    <div className={styles.addressBlock}>
      <h4 className={styles.blockTitle}>{t('billingAddress')}</h4>
      <address className={styles.lines}>
        <span className={styles.kind}>{bill.IsCorporate ? t('corporate') : t('individual')}</span>
        <span className={styles.name}>{bill.Lines[0]}</span>
        <BillIdentity bill={bill} />
        <AddressLines lines={bill.Lines.slice(1)} named={false} />
        {bill.PhoneStr ? (
          <span>
            <span className="visually-hidden">{t('phone')}: </span>
            {bill.PhoneStr}
          </span>
        ) : null}
      </address>
    </div>
  );
}

function Refund({ order }: Part) {
  const t = useTranslations('orders');
  const request = order.RefundRequest;
  if (!request && !order.IsRefundable) return null;
  const open = request?.Status === 'open';
  return (
    <section className={`${styles.section} ${styles.refund}`} aria-labelledby="order-refund">
      <h3 id="order-refund" className={styles.sectionTitle}>
        {request ? (open ? t('refundOpenTitle') : t('refundClosedTitle')) : t('refundTitle')}
      </h3>
      {request ? (
        <>
          <p className={styles.muted}>{open ? t('refundOpenText', { date: request.DateStr }) : t('refundClosedText', { date: request.DateStr })}</p>
          <dl className={styles.totals}>
            <div>
              <dt>{t('refundName')}</dt>
              <dd>{request.RefundName}</dd>
            </div>
            <div>
              <dt>{t('refundAccount')}</dt>
              <dd className={styles.iban}>{request.RefundIban}</dd>
            </div>
            {request.BankReference ? (
              <div>
                <dt>{t('refundReference')}</dt>
                <dd>{request.BankReference}</dd>
              </div>
            ) : null}
            {request.RejectReason ? (
              <div>
                <dt>{t('refundRejectReason')}</dt>
                <dd>{request.RejectReason}</dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : (
        <>
          <p className={styles.muted}>
            {t('refundIntro')}{' '}
            <Link href={routes.returns()}>{t('returnsLink')}</Link>
          </p>
          <RefundForm orderId={order.OrderId} />
        </>
      )}
    </section>
  );
}
