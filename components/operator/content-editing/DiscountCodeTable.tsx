import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/operator/backoffice/ActionButton';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import type { OutputOf } from '@/lib/api/contract';
import { formatMoney } from '@/lib/shop/money';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Code = OutputOf<'operator-discount-codes'>['Rows'][number];

/** The codes, each with its value, minimum, dates, uses and the two ways to retire it. */
export async function DiscountCodeTable({ rows, designers }: { rows: Code[]; designers: Map<number, string> }) {
  const [t, format] = await Promise.all([getTranslations('contentEditing'), getFormatter()]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${backoffice.cards}`}>
        <caption className="visually-hidden">{t('codesTitle')}</caption>
        <thead>
          <tr>
            {(['colCode', 'colValue', 'colMinimum', 'colDates', 'colUses', 'colState', 'colActions'] as const).map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((code) => {
            const state = code.State;
            return (
              <tr key={code.Id}>
                <td data-label={t('colCode')}>
                  <Link href={operatorRoutes.discountCode(code.Id)} className={styles.link} aria-label={t('editOf', { code: code.Code })}>
                    <code>{code.Code}</code>
                  </Link>
                </td>
                <td data-label={t('colValue')}>
                  {code.Kind === 'percent' ? t('percentValue', { percent: code.Percent }) : `${formatMoney(code.AmountTry, 'TRY')} · ${formatMoney(code.AmountUsd, 'USD')}`}
                  {code.DesignerId != null ? <span className={styles.muted}> ({t('designerOnly', { designer: designers.get(code.DesignerId) ?? `#${code.DesignerId}` })})</span> : null}
                </td>
                <td data-label={t('colMinimum')}>{`${formatMoney(code.MinTotalTry, 'TRY')} · ${formatMoney(code.MinTotalUsd, 'USD')}`}</td>
                <td data-label={t('colDates')}>
                  {code.StartsAt ? <div>{t('from', { date: date(code.StartsAt) })}</div> : null}
                  <div>{code.EndsAt ? t('until', { date: date(code.EndsAt) }) : t('always')}</div>
                </td>
                <td data-label={t('colUses')}>
                  {code.UsageLimit != null ? t('usesOf', { used: code.UsedCount, limit: code.UsageLimit }) : t('usesUnlimited', { used: code.UsedCount })}
                  {code.PerCustomerLimit != null ? <div className={styles.muted}>{t('perCustomer', { limit: code.PerCustomerLimit })}</div> : null}
                </td>
                <td data-label={t('colState')}>
                  <span className={styles.badge}>{t(`state.${state}`)}</span>
                </td>
                <td data-label={t('colActions')}>
                  <span className={backoffice.actions}>
                    {state !== 'ended' ? (
                      <ActionButton action="endDiscountCode" data={{ Id: code.Id }} label={t('end')} accessibleName={t('endOf', { code: code.Code })} confirm={t('endConfirm', { code: code.Code })} />
                    ) : null}
                    {code.UsedCount === 0 ? (
                      <ActionButton action="deleteDiscountCode" data={{ Id: code.Id }} label={t('delete')} accessibleName={t('deleteOf', { code: code.Code })} confirm={t('deleteConfirm', { code: code.Code })} variant="ghost" />
                    ) : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
