import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { OutputOf } from '@/lib/api/contract';
import { formatMoney, type Currency } from '@/lib/shop/money';
import type { RefundState, SortDirection } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import shared from '../Operator.module.css';
import styles from './Backoffice.module.css';
import { CardTable } from './CardTable';
import { RefundAnswerForm } from './RefundAnswerForm';
import { SortHeader } from './SortHeader';

interface RefundTableProps {
  rows: OutputOf<'operator-refunds'>['Rows'];
  state: RefundState;
  sort: string;
  dir: SortDirection;
  hrefFor: (sort: string, dir: SortDirection) => string;
}

/** Refund requests with their order, shopper, account and note; an open one has its two answers beside it. */
export async function RefundTable({ rows, state, sort, dir, hrefFor }: RefundTableProps) {
  const [t, format] = await Promise.all([getTranslations('operator'), getFormatter()]);
  const sortLabel = (label: string, next: SortDirection) => t('sortBy', { column: label, dir: next });
  const header = (label: string, column: string) => <SortHeader label={label} column={column} sort={sort} dir={dir} hrefFor={hrefFor} sortLabel={sortLabel} />;
  return (
    <CardTable
      caption={t('refundsCaption', { state: t(`refundState.${state}`) })}
      head={
        <>
          {header(t('colDate'), 'date')}
          {header(t('colOrder'), 'order')}
          <th scope="col">{t('colCustomer')}</th>
          {header(t('colAmount'), 'amount')}
          <th scope="col">{t('colAccount')}</th>
          <th scope="col">{t('colNote')}</th>
          <th scope="col">{state === 'open' ? t('colActions') : t('colAnswer')}</th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.Id}>
          <td data-label={t('colDate')}>{format.dateTime(new Date(row.CreatedAt), { dateStyle: 'short', timeStyle: 'short' })}</td>
          <td data-label={t('colOrder')}>
            <Link href={operatorRoutes.order(row.OrderId)} className={styles.link}>
              {row.OrderNo}
            </Link>
          </td>
          <td data-label={t('colCustomer')}>
            {row.ShopperName}
            <br />
            <span className={shared.muted}>{row.ShopperEmail}</span>
          </td>
          <td data-label={t('colAmount')} className={shared.number}>{formatMoney(row.Total, row.Currency as Currency)}</td>
          <td data-label={t('colAccount')}>
            {row.AccountName}
            <br />
            <code>{row.Iban}</code>
          </td>
          <td data-label={t('colNote')}>
            <p className={styles.message}>{row.Note}</p>
          </td>
          <td data-label={state === 'open' ? t('colActions') : t('colAnswer')}>
            {state === 'open' ? (
              <div className={styles.actions}>
                <details className={styles.details}>
                  <summary>{t('refundApproveOpen')}</summary>
                  <RefundAnswerForm requestId={row.Id} orderNo={row.OrderNo} mode="approve" />
                </details>
                <details className={styles.details}>
                  <summary>{t('refundRejectOpen')}</summary>
                  <RefundAnswerForm requestId={row.Id} orderNo={row.OrderNo} mode="reject" />
                </details>
              </div>
            ) : (
              <p className={styles.message}>{row.BankReference ?? row.RejectReason}</p>
            )}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
