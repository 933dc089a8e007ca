import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/operator/backoffice/ActionButton';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { Pager } from '@/components/operator/backoffice/Pager';
import { SearchForm } from '@/components/operator/backoffice/SearchForm';
import { SortHeader } from '@/components/operator/backoffice/SortHeader';
import { queryOf, type ListState } from '@/components/operator/backoffice/listQuery';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { localizedPath } from '@/lib/shop/locale';
import { pageFrom, sortFrom, textFrom, type SearchParams, type SortDirection } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operator', 'subscribersTitle');

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** /yonetim/aboneler: the newsletter's subscribers, searchable, exported as CSV, each removable. */
export default async function SubscribersPage(props: Props) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['staff']);
  if (!allowed) return <Forbidden me={me} current="subscribers" />;
  const params = await props.searchParams;
  const query = textFrom(params, 'q');
  const { sort, dir } = sortFrom('subscribers', params);
  const page = pageFrom(params);
  const list: ListState = { filters: query ? { q: query } : {}, sort, dir, page };
  const [t, format, data] = await Promise.all([getTranslations('operator'), getFormatter(), operatorRead('operator-subscribers', { Query: query, Sort: sort, Dir: dir, Page: page }, locale)]);
  const hrefFor = (s: string, d: SortDirection) => operatorRoutes.subscribers(queryOf({ ...list, sort: s, dir: d, page: 1 }));
  const sortLabel = (label: string, next: SortDirection) => t('sortBy', { column: label, dir: next });
  return (
    <OperatorShell me={me} current="subscribers">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('subscribersTitle')}</h1>
        {/* A file, not a page: a plain link, so the browser downloads it. */}
        <a href={localizedPath(operatorRoutes.subscribersCsv(), locale)} className={backoffice.link} download>
          {t('exportCsv')}
        </a>
      </div>
      <div className={backoffice.filters}>
        <SearchForm action={localizedPath(operatorRoutes.subscribers(), locale)} value={query} keep={{}} label={t('searchEmail')} />
      </div>
      <div className={styles.stack}>
        {data.Rows.length ? (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${backoffice.cards}`}>
              <caption className="visually-hidden">{t('subscribersTitle')}</caption>
              <thead>
                <tr>
                  <SortHeader label={t('colEmail')} column="email" sort={sort} dir={dir} hrefFor={hrefFor} sortLabel={sortLabel} />
                  <th scope="col">{t('colLanguage')}</th>
                  <SortHeader label={t('colSubscribed')} column="date" sort={sort} dir={dir} hrefFor={hrefFor} sortLabel={sortLabel} />
                  <th scope="col">{t('colActions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.Rows.map((row) => (
                  <tr key={row.Id}>
                    <td data-label={t('colEmail')}>{row.Email}</td>
                    <td data-label={t('colLanguage')}>{t(`language.${row.LanguageId === 1 ? 'tr' : 'en'}`)}</td>
                    <td data-label={t('colSubscribed')}>{format.dateTime(new Date(row.CreatedAt), { dateStyle: 'short' })}</td>
                    <td data-label={t('colActions')}>
                      <ActionButton action="removeSubscriber" data={{ Id: row.Id }} label={t('remove')} accessibleName={t('removeOf', { email: row.Email })} confirm={t('removeConfirm', { email: row.Email })} variant="ghost" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('subscribersNone')}</p>
        )}
        <Pager page={page} hasMore={data.HasMore} label={t('subscribersTitle')} hrefFor={(p) => operatorRoutes.subscribers(queryOf({ ...list, page: p }))} />
      </div>
    </OperatorShell>
  );
}
