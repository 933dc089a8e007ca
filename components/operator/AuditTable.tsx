import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import styles from './Operator.module.css';

export interface AuditRow {
  id: number;
  operatorEmail: string;
  operatorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

const shown = (state: unknown) => (state === null || state === undefined ? '—' : JSON.stringify(state, null, 1));

/** The log as a plain table: when, who, what, which record, and its state before and after. */
export async function AuditTable({ entries, nextBefore, paged }: { entries: AuditRow[]; nextBefore: number | null; paged: boolean }) {
  const [t, format] = await Promise.all([getTranslations('operator'), getFormatter()]);
  if (!entries.length) return <p>{t('auditEmpty')}</p>;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('auditTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('auditWhen')}</th>
              <th scope="col">{t('auditWho')}</th>
              <th scope="col">{t('auditWhat')}</th>
              <th scope="col">{t('auditRecord')}</th>
              <th scope="col">{t('auditBefore')}</th>
              <th scope="col">{t('auditAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{format.dateTime(new Date(entry.createdAt), { dateStyle: 'short', timeStyle: 'medium' })}</td>
                <td>{entry.operatorEmail === 'cli' ? t('auditCli') : entry.operatorEmail}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  {entry.entity === 'order' ? (
                    <Link href={operatorRoutes.order(Number(entry.entityId))} className={styles.link}>
                      {entry.entity} #{entry.entityId}
                    </Link>
                  ) : (
                    `${entry.entity} #${entry.entityId}`
                  )}
                </td>
                <td>
                  <pre className={styles.json}>{shown(entry.before)}</pre>
                </td>
                <td>
                  <pre className={styles.json}>{shown(entry.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className={styles.pager} aria-label={t('auditTitle')}>
        {paged ? (
          <Link href={operatorRoutes.audit()} className={styles.link}>
            {t('newestEntries')}
          </Link>
        ) : null}
        {nextBefore ? (
          <Link href={operatorRoutes.audit(nextBefore)} className={styles.link}>
            {t('olderEntries')}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
