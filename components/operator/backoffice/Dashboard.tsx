import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatMoney, type Currency } from '@/lib/shop/money';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import type { OutputOf } from '@/lib/api/contract';
import shared from '../Operator.module.css';
import styles from './Backoffice.module.css';

type DashboardData = OutputOf<'operator-dashboard'>;

function Sales({ title, rows, none, ordersText }: { title: string; rows: DashboardData['Today']; none: string; ordersText: (count: number) => string }) {
  return (
    <section className={styles.figure} aria-label={title}>
      <h2>{title}</h2>
      {rows.length ? (
        <ul className={styles.figureLines}>
          {rows.map((row) => (
            <li key={row.Currency}>
              <span className={styles.figureValue}>{formatMoney(row.Revenue, row.Currency as Currency)}</span>
              <br />
              <span className={shared.muted}>{ordersText(row.Orders)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>{none}</p>
      )}
    </section>
  );
}

function Count({ title, value, href, linkLabel }: { title: string; value: number; href: string; linkLabel: string }) {
  return (
    <section className={styles.figure} aria-label={title}>
      <h2>{title}</h2>
      <p className={styles.figureValue}>{value}</p>
      <Link href={href} className={styles.link}>
        {linkLabel}
      </Link>
    </section>
  );
}

/** The back-office home: the day's and the week's sales per currency, then each queue that waits for someone, linked to its list. */
export async function Dashboard({ data }: { data: DashboardData }) {
  const [t, format] = await Promise.all([getTranslations('operator'), getFormatter()]);
  const ordersText = (count: number) => t('ordersCount', { count });
  const unread = data.Unread.contact + data.Unread.designer + data.Unread.career;
  const firstUnread = data.Unread.contact ? 'contact' : data.Unread.designer ? 'designer' : data.Unread.career ? 'career' : 'contact';
  return (
    <>
      <div className={styles.figures}>
        <Sales title={t('salesToday')} rows={data.Today} none={t('salesNone')} ordersText={ordersText} />
        <Sales title={t('salesWeek')} rows={data.Week} none={t('salesNone')} ordersText={ordersText} />
        <Count title={t('toPrepare')} value={data.ToPrepare} href={operatorRoutes.orders({ status: 2 })} linkLabel={t('toPrepareLink')} />
        <Count title={t('openRefunds')} value={data.OpenRefunds} href={operatorRoutes.refunds()} linkLabel={t('openRefundsLink')} />
        <Count title={t('unreadMessages')} value={unread} href={operatorRoutes.inbox({ kind: firstUnread })} linkLabel={t('unreadMessagesLink', data.Unread)} />
        <Count title={t('failedMails')} value={data.FailedMails} href={operatorRoutes.outbox({ state: 'failed' })} linkLabel={t('failedMailsLink')} />
      </div>
      <p className={`${shared.muted} ${styles.note}`}>{t('salesExplain')}</p>
      <section className={styles.section} aria-labelledby="transfers-title">
        <div className={shared.head}>
          <h2 id="transfers-title" className={shared.subtitle}>
            {t('transfersTitle', { count: data.TransferCount })}
          </h2>
          <Link href={operatorRoutes.orders({ status: 1, payment: 'bank' })} className={styles.link}>
            {t('transfersAll')}
          </Link>
        </div>
        {data.Transfers.length ? (
          <div className={shared.tableWrap}>
            <table className={`${shared.table} ${styles.cards}`}>
              <caption className="visually-hidden">{t('transfersCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('colOrder')}</th>
                  <th scope="col">{t('colCustomer')}</th>
                  <th scope="col" className={shared.number}>{t('colAmount')}</th>
                  <th scope="col">{t('colDeadline')}</th>
                </tr>
              </thead>
              <tbody>
                {data.Transfers.map((row) => (
                  <tr key={row.Id}>
                    <td data-label={t('colOrder')}>
                      <Link href={operatorRoutes.order(row.Id)} className={styles.link}>
                        {row.OrderNo}
                      </Link>
                    </td>
                    <td data-label={t('colCustomer')}>{row.Name}</td>
                    <td data-label={t('colAmount')} className={shared.number}>{formatMoney(row.Total, row.Currency as Currency)}</td>
                    <td data-label={t('colDeadline')}>
                      {row.Deadline ? format.dateTime(new Date(row.Deadline), { dateStyle: 'medium', timeStyle: 'short' }) : '—'}{' '}
                      {row.Overdue ? <span className={`${styles.badge} ${styles.warning}`}>{t('overdue')}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={shared.muted}>{t('transfersNone')}</p>
        )}
      </section>
    </>
  );
}
