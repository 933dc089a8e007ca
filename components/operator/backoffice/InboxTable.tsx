import { getFormatter, getTranslations } from 'next-intl/server';
import type { OutputOf } from '@/lib/api/contract';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import type { InboxKind, SortDirection } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import shared from '../Operator.module.css';
import { ActionButton } from './ActionButton';
import styles from './Backoffice.module.css';
import { CardTable } from './CardTable';
import { ReplyForm } from './ReplyForm';
import { SortHeader } from './SortHeader';

type Row = OutputOf<'operator-inbox'>['Rows'][number];

interface InboxTableProps {
  kind: InboxKind;
  rows: Row[];
  sort: string;
  dir: SortDirection;
  locale: Locale;
  hrefFor: (sort: string, dir: SortDirection) => string;
}

/** What each kind says: the contact form's subject and message, a designer's category and place, a candidate's message and CV. */
async function Details({ kind, row, locale }: { kind: InboxKind; row: Row; locale: Locale }) {
  const [t, contact, mails] = await Promise.all([getTranslations('operator'), getTranslations('contact'), getTranslations('mails')]);
  const details = row.Details as Record<string, string | number | null>;
  if (kind === 'contact') {
    return (
      <>
        <strong>{contact(`subjects.${details.Subject as 'other'}`)}</strong>
        <p className={styles.message}>{details.Message}</p>
      </>
    );
  }
  if (kind === 'designer') {
    return (
      <>
        <strong>{locale === 'tr' ? details.CategoryTr : details.CategoryEn}</strong>
        <p>{details.Place}</p>
        {details.Website ? <p className={styles.message}>{details.Website}</p> : null}
      </>
    );
  }
  return (
    <>
      <p>
        {details.BirthDate} · {mails(`genders.${String(details.Gender) as '1'}`)}
      </p>
      <p className={styles.message}>{details.Message}</p>
      {details.CvType ? (
        // A download: a plain link to the operators-only route, which answers as an attachment.
        <a href={localizedPath(operatorRoutes.cv(row.Id), locale)} className={styles.link} download>
          {t('cvDownload', { type: String(details.CvType).toUpperCase(), name: row.Name })}
        </a>
      ) : (
        <span className={shared.muted}>{t('cvNone')}</span>
      )}
    </>
  );
}

/** One kind of the inbox: who wrote, when, what, whether handled; and mark-handled and reply beside each. */
export async function InboxTable({ kind, rows, sort, dir, locale, hrefFor }: InboxTableProps) {
  const [t, format] = await Promise.all([getTranslations('operator'), getFormatter()]);
  const sortLabel = (label: string, next: SortDirection) => t('sortBy', { column: label, dir: next });
  const header = (label: string, column: string) => <SortHeader label={label} column={column} sort={sort} dir={dir} hrefFor={hrefFor} sortLabel={sortLabel} />;
  return (
    <CardTable
      caption={t(`inboxKind.${kind}`)}
      head={
        <>
          {header(t('colDate'), 'date')}
          {header(t('colName'), 'name')}
          {header(t('colEmail'), 'email')}
          <th scope="col">{t('colMessage')}</th>
          <th scope="col">{t('colStatus')}</th>
          <th scope="col">{t('colActions')}</th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.Id}>
          <td data-label={t('colDate')}>{format.dateTime(new Date(row.CreatedAt), { dateStyle: 'short', timeStyle: 'short' })}</td>
          <td data-label={t('colName')}>
            {row.Name}
            <br />
            <span className={shared.muted}>{row.Phone}</span>
          </td>
          <td data-label={t('colEmail')}>
            <a href={`mailto:${row.Email}`} className={styles.link}>
              {row.Email}
            </a>
            <br />
            <span className={shared.muted}>{t(`language.${row.Language}`)}</span>
          </td>
          <td data-label={t('colMessage')}>
            <Details kind={kind} row={row} locale={locale} />
          </td>
          <td data-label={t('colStatus')}>
            {row.HandledAt ? (
              <span className={styles.badge}>{t('handledBy', { who: row.HandledBy ?? '—', when: format.dateTime(new Date(row.HandledAt), { dateStyle: 'short' }) })}</span>
            ) : (
              <span className={`${styles.badge} ${styles.warning}`}>{t('notHandled')}</span>
            )}
          </td>
          <td data-label={t('colActions')}>
            <div className={styles.actions}>
              {row.HandledAt ? null : <ActionButton action="handled" data={{ Kind: kind, Id: row.Id }} label={t('markHandled')} accessibleName={t('markHandledOf', { name: row.Name })} />}
              <details className={styles.details}>
                <summary>{t('replyOpen')}</summary>
                <ReplyForm kind={kind} id={row.Id} name={row.Name} subject={t('replySubjectDefault')} />
              </details>
            </div>
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
