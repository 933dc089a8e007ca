import Image from 'next/image';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/operator/backoffice/ActionButton';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import type { HomeContentKind } from '@/lib/shop/validation/home-content';
import { titleOf, type HomeContentRow } from './homeContentValues';
import own from './HomeContent.module.css';

/**
 * One kind's records in the order shoppers see them, each with its picture, dates and state, and
 * edit, move (slides and banners, within a banner's placement) and delete. One table for the three kinds.
 */
export async function HomeContentTable({ kind, rows }: { kind: HomeContentKind; rows: HomeContentRow[] }) {
  const [t, format, locale] = await Promise.all([getTranslations('operatorHomeContent'), getFormatter(), getLocale()]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const ordered = kind !== 'popup';
  const columns = ['colPicture', 'colTitle', ...(kind === 'banner' ? (['colPlacement'] as const) : []), 'colDates', 'colState', 'colActions'] as const;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${backoffice.cards}`}>
        <caption className="visually-hidden">{t(`kinds.${kind}`)}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const title = titleOf(row, locale);
            const siblings = rows.filter((other) => kind !== 'banner' || other.Placement === row.Placement);
            const at = siblings.indexOf(row);
            return (
              <tr key={row.Id}>
                <td data-label={t('colPicture')}>
                  {row.Photo ? <Image src={row.Photo} alt="" width={96} height={54} sizes="96px" className={own.thumb} /> : <span className={styles.muted}>{t('pictureNone')}</span>}
                </td>
                <td data-label={t('colTitle')}>
                  <Link href={operatorRoutes.homeContentItem(kind, row.Id)} className={styles.link} aria-label={t('editOf', { title })}>
                    {title}
                  </Link>
                </td>
                {kind === 'banner' ? <td data-label={t('colPlacement')}>{t(`placements.${row.Placement}`)}</td> : null}
                <td data-label={t('colDates')}>
                  {row.StartsAt ? <div>{t('from', { date: date(row.StartsAt) })}</div> : null}
                  <div>{row.EndsAt ? t('until', { date: date(row.EndsAt) }) : t('always')}</div>
                </td>
                <td data-label={t('colState')}>
                  <span className={styles.badge}>{t(`state.${row.State}`)}</span>
                </td>
                <td data-label={t('colActions')}>
                  <span className={backoffice.actions}>
                    {ordered && at > 0 ? (
                      <ActionButton action="moveHomeContent" data={{ Kind: kind, Id: row.Id, Direction: 'up' }} label={t('up')} accessibleName={t('upOf', { title })} />
                    ) : null}
                    {ordered && at < siblings.length - 1 ? (
                      <ActionButton action="moveHomeContent" data={{ Kind: kind, Id: row.Id, Direction: 'down' }} label={t('down')} accessibleName={t('downOf', { title })} />
                    ) : null}
                    <ActionButton
                      action="deleteHomeContent"
                      data={{ Kind: kind, Id: row.Id }}
                      label={t('delete')}
                      accessibleName={t('deleteOf', { title })}
                      confirm={t('deleteConfirm', { title })}
                      variant="ghost"
                    />
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
