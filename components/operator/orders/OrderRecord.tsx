import { getFormatter, getTranslations } from 'next-intl/server';
import { AcceptedContracts } from '@/components/ui/AcceptedContracts';
import type { OperatorOrder } from '@/lib/server/services/operators/order-detail';
import table from '../Operator.module.css';
import styles from './Orders.module.css';

const Fact = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </>
);

/** The order's record, read-only: lines, totals, payment, addresses, gift note, and its paper trail. */
export async function OrderRecord({ order }: { order: OperatorOrder }) {
  const [t, format] = await Promise.all([getTranslations('operatorOrders'), getFormatter()]);
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : '—');
  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <section className={table.panel} aria-labelledby="order-lines">
          <h2 id="order-lines" className={table.subtitle}>{t('lines')}</h2>
          <div className={table.tableWrap}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{t('product')}</th>
                  <th scope="col">{t('variant')}</th>
                  <th scope="col" className={table.number}>{t('quantity')}</th>
                  <th scope="col" className={table.number}>{t('unitPrice')}</th>
                  <th scope="col" className={table.number}>{t('lineTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {order.Lines.map((line) => (
                  <tr key={line.Id}>
                    <td>
                      {line.Title}
                      <br />
                      <span className={table.muted}>{line.Designer}</span>
                    </td>
                    <td>{line.Variant ?? '—'}</td>
                    <td className={table.number}>{line.Quantity}</td>
                    <td className={table.number}>{line.UnitPriceText}</td>
                    <td className={table.number}>{line.LineTotalText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className={styles.totals}>
            <Fact term={t('productsTotal')}>{order.Totals.Products}</Fact>
            <Fact term={t('cargo')}>{order.Totals.Cargo}</Fact>
            {order.Totals.Discount ? <Fact term={order.Totals.DiscountCode ? t('discountCode', { code: order.Totals.DiscountCode }) : t('discount')}>−{order.Totals.Discount}</Fact> : null}
            {order.Totals.Surcharge ? <Fact term={t('surcharge')}>{order.Totals.Surcharge}</Fact> : null}
            {order.Totals.GiftWrap ? <Fact term={t('giftWrap')}>{order.Totals.GiftWrap}</Fact> : null}
            <dt className={styles.grand}>{t('grandTotal')}</dt>
            <dd className={styles.grand}>{order.Totals.Total}</dd>
          </dl>
        </section>

        <section className={table.panel} aria-labelledby="order-history">
          <h2 id="order-history" className={table.subtitle}>{t('history')}</h2>
          <div className={table.tableWrap}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('historyWho')}</th>
                  <th scope="col">{t('historyNote')}</th>
                </tr>
              </thead>
              <tbody>
                {order.History.map((step, index) => (
                  <tr key={`${step.Status}-${index}`}>
                    <td>{step.StatusText}</td>
                    <td>{when(step.Date)}</td>
                    <td>{step.Operator ?? t('system')}</td>
                    <td>{step.Note ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className={table.panel} aria-labelledby="order-mails">
          <h2 id="order-mails" className={table.subtitle}>{t('mails')}</h2>
          {order.Mails.length ? (
            <div className={table.tableWrap}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('mail.subject')}</th>
                    <th scope="col">{t('mail.to')}</th>
                    <th scope="col">{t('mail.queued')}</th>
                    <th scope="col">{t('mail.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.Mails.map((mail) => (
                    <tr key={mail.Id}>
                      <td>{mail.Subject}</td>
                      <td>{mail.To}</td>
                      <td>{when(mail.Date)}</td>
                      <td>{mail.SentAt ? t('mail.sent', { date: when(mail.SentAt) }) : mail.Error ? t('mail.failed', { error: mail.Error }) : t('mail.waiting')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('noMails')}</p>
          )}
        </section>

        <section className={table.panel} aria-labelledby="order-notifications">
          <h2 id="order-notifications" className={table.subtitle}>{t('notifications')}</h2>
          {order.Notifications.length ? (
            <div className={table.tableWrap}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('notification.received')}</th>
                    <th scope="col">{t('notification.status')}</th>
                    <th scope="col">{t('notification.amount')}</th>
                    <th scope="col">{t('notification.reason')}</th>
                    <th scope="col">{t('notification.hash')}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.Notifications.map((notification, index) => (
                    <tr key={index}>
                      <td>{when(notification.ReceivedAt)}</td>
                      <td>{notification.Status}</td>
                      <td>{notification.Amount ?? '—'}</td>
                      <td>{notification.Reason ?? '—'}</td>
                      <td>{notification.HashValid ? t('notification.valid') : t('notification.invalid')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('noNotifications')}</p>
          )}
        </section>
      </div>

      <div className={styles.column}>
        <section className={table.panel} aria-labelledby="order-customer">
          <h2 id="order-customer" className={table.subtitle}>{t('customer')}</h2>
          <dl className={table.facts}>
            <Fact term={t('email')}>{order.Email}</Fact>
            <Fact term={t('account')}>{order.IsMember ? t('member') : t('guest')}</Fact>
            <Fact term={t('orderLanguage')}>{t(`language.${order.LanguageId === 2 ? '2' : '1'}`)}</Fact>
          </dl>
        </section>

        <section className={table.panel} aria-labelledby="order-payment">
          <h2 id="order-payment" className={table.subtitle}>{t('paymentTitle')}</h2>
          <dl className={table.facts}>
            <Fact term={t('paymentMethod')}>{t(`payment.${order.PaymentType}`)}</Fact>
            {order.BankName ? <Fact term={t('bank')}>{order.BankName}</Fact> : null}
            {order.InstallmentCount > 1 ? <Fact term={t('installments')}>{order.InstallmentCount}</Fact> : null}
            {order.PaymentDeadline && !order.PaidAt ? <Fact term={t('deadline')}>{when(order.PaymentDeadline)}</Fact> : null}
            {order.PaidAt ? <Fact term={t('paidAt')}>{when(order.PaidAt)}</Fact> : null}
            {order.TransferReceivedText ? <Fact term={t('transferAmount')}>{order.TransferReceivedText}</Fact> : null}
          </dl>
        </section>

        {order.Shipment ? (
          <section className={table.panel} aria-labelledby="order-shipment">
            <h2 id="order-shipment" className={table.subtitle}>{t('shipment')}</h2>
            <dl className={table.facts}>
              <Fact term={t('actions.shipped.carrier')}>{order.Shipment.CarrierName}</Fact>
              <Fact term={t('trackingNumber')}>
                <a href={order.Shipment.TrackingUrl} className={table.link} rel="noopener noreferrer" target="_blank">
                  {order.Shipment.TrackingNumber}
                </a>
              </Fact>
            </dl>
          </section>
        ) : null}

        {order.RejectReason ? (
          <section className={table.panel} aria-labelledby="order-reason">
            <h2 id="order-reason" className={table.subtitle}>{t('rejectReason')}</h2>
            <p>{order.RejectReason}</p>
          </section>
        ) : null}

        <section className={table.panel} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className={table.subtitle}>{t('delivery')}</h2>
          <address className={styles.address}>
            {[order.Delivery.Name, order.Delivery.Address, `${order.Delivery.District} / ${order.Delivery.City} ${order.Delivery.Zip}`.trim(), order.Delivery.Phone].join('\n')}
          </address>
        </section>

        <section className={table.panel} aria-labelledby="order-billing">
          <h2 id="order-billing" className={table.subtitle}>{t('billing')}</h2>
          <dl className={table.facts}>
            <Fact term={t('columns.name')}>{order.Billing.Name}</Fact>
            {order.Billing.Identity ? <Fact term={t('identity')}>{order.Billing.Identity}</Fact> : null}
            {order.Billing.Company ? <Fact term={t('company')}>{order.Billing.Company}</Fact> : null}
            {order.Billing.TaxNumber ? <Fact term={t('taxNumber')}>{order.Billing.TaxNumber}</Fact> : null}
            {order.Billing.TaxOffice ? <Fact term={t('taxOffice')}>{order.Billing.TaxOffice}</Fact> : null}
            {order.Billing.Phone ? <Fact term={t('phone')}>{order.Billing.Phone}</Fact> : null}
          </dl>
          <address className={styles.address}>{[order.Billing.Address, `${order.Billing.District} / ${order.Billing.City} ${order.Billing.Zip}`.trim()].join('\n')}</address>
        </section>

        {order.Gift ? (
          <section className={table.panel} aria-labelledby="order-gift">
            <h2 id="order-gift" className={table.subtitle}>{t('gift')}</h2>
            <p>{order.Gift.Note || t('giftNoNote')}</p>
          </section>
        ) : null}

        {order.Refunds.length ? (
          <section className={table.panel} aria-labelledby="order-refunds">
            <h2 id="order-refunds" className={table.subtitle}>{t('refunds')}</h2>
            {order.Refunds.map((refund, index) => (
              <dl key={index} className={table.facts}>
                <Fact term={t('refund.status')}>{refund.Status}</Fact>
                <Fact term={t('refund.name')}>{refund.Name}</Fact>
                <Fact term={t('refund.iban')}>{refund.Iban}</Fact>
                <Fact term={t('refund.note')}>{refund.Note}</Fact>
              </dl>
            ))}
          </section>
        ) : null}

        <AcceptedContracts contracts={order.AcceptedContracts} headingId="order-contracts" reader="operator" className={table.panel} />
      </div>
    </div>
  );
}
