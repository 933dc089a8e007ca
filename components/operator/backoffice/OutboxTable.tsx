import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { OutputOf } from '@/lib/api/contract';
import type { SortDirection } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import shared from '../Operator.module.css';
import { ActionButton } from './ActionButton';
import styles from './Backoffice.module.css';
import { CardTable } from './CardTable';
import { SortHeader } from './SortHeader';

interface OutboxTableProps {
  data: OutputOf<'operator-outbox'>;
  sort: string;
  dir: SortDirection;
  hrefFor: (sort: string, dir: SortDirection) => string;
}

/** The outbox: to whom, what, its state (sent, waiting, failed with the error), tries, and resend for a failed one. */
export async function OutboxTable({ data, sort, dir, hrefFor }: OutboxTableProps) {
  const [t, format] = await Promise.all([getTranslations('operator'), getFormatter()]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const sortLabel = (label: string, next: SortDirection) => t('sortBy', { column: label, dir: next });
  const header = (label: string, column: string) => <SortHeader label={label} column={column} sort={sort} dir={dir} hrefFor={hrefFor} sortLabel={sortLabel} />;
  return (
    <CardTable
      caption={t('outboxTitle')}
      head={
        <>
          {header(t('colDate'), 'date')}
          {header(t('colTo'), 'to')}
          {header(t('colSubject'), 'subject')}
          <th scope="col">{t('colStatus')}</th>
          {header(t('colAttempts'), 'attempts')}
          <th scope="col">{t('colActions')}</th>
        </>
      }
    >
      {data.Rows.map((row) => (
        <tr key={row.Id}>
          <td data-label={t('colDate')}>{when(row.CreatedAt)}</td>
          <td data-label={t('colTo')}>{row.To}</td>
          <td data-label={t('colSubject')}>
            {row.Subject}
            {row.OrderId ? (
              <>
                <br />
                <Link href={operatorRoutes.order(row.OrderId)} className={styles.link}>
                  {t('mailOrder', { id: row.OrderId })}
                </Link>
              </>
            ) : null}
          </td>
          <td data-label={t('colStatus')}>
            {row.SentAt ? (
              <span className={styles.badge}>{t('mailSent', { when: when(row.SentAt) })}</span>
            ) : row.Error ? (
              <>
                <span className={`${styles.badge} ${styles.warning}`}>{row.GaveUp ? t('mailGaveUp') : t('mailFailed')}</span>
                <p className={styles.message}>
                  <code>{row.Error}</code>
                </p>
              </>
            ) : (
              <span className={styles.badge}>{t('mailWaiting')}</span>
            )}
          </td>
          <td data-label={t('colAttempts')} className={shared.number}>
            {row.SentAt ? '—' : t('attemptsOf', { attempts: row.Attempts, max: data.MaxAttempts })}
          </td>
          <td data-label={t('colActions')}>
            {!row.SentAt && row.Error ? <ActionButton action="resend" data={{ Id: row.Id }} label={t('resend')} accessibleName={t('resendTo', { to: row.To, subject: row.Subject })} /> : null}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
