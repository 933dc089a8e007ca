import { getTranslations } from 'next-intl/server';
import { InboxTable } from '@/components/operator/backoffice/InboxTable';
import { Pager } from '@/components/operator/backoffice/Pager';
import { SearchForm } from '@/components/operator/backoffice/SearchForm';
import { queryOf, type ListState } from '@/components/operator/backoffice/listQuery';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { localizedPath } from '@/lib/shop/locale';
import { choiceFrom, INBOX_KINDS, INBOX_STATES, pageFrom, sortFrom, textFrom, type SearchParams } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operator', 'inboxTitle');

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** /yonetim/gelen-kutusu: contact messages, designer and career applications; open ones first. */
export default async function InboxPage(props: Props) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['staff']);
  if (!allowed) return <Forbidden me={me} current="inbox" />;
  const params = await props.searchParams;
  const kind = choiceFrom(INBOX_KINDS, params, 'kind', 'contact');
  const state = choiceFrom(INBOX_STATES, params, 'state', 'open');
  const query = textFrom(params, 'q');
  const { sort, dir } = sortFrom('inbox', params);
  const page = pageFrom(params);
  const list: ListState = { filters: { kind, state, ...(query ? { q: query } : {}) }, sort, dir, page };
  const [t, data] = await Promise.all([
    getTranslations('operator'),
    operatorRead('operator-inbox', { Kind: kind, State: state, Query: query, Sort: sort, Dir: dir, Page: page }, locale),
  ]);
  return (
    <OperatorShell me={me} current="inbox">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('inboxTitle')}</h1>
      </div>
      <div className={backoffice.filters}>
        <FilterLinks label={t('inboxKindLabel')} links={INBOX_KINDS.map((key) => ({ key, label: t(`inboxKind.${key}`), href: operatorRoutes.inbox({ kind: key, state }), active: key === kind }))} />
        <FilterLinks label={t('inboxStateLabel')} links={INBOX_STATES.map((key) => ({ key, label: t(`inboxState.${key}`), href: operatorRoutes.inbox({ kind, state: key }), active: key === state }))} />
        <SearchForm action={localizedPath(operatorRoutes.inbox(), locale)} value={query} keep={{ kind, state }} label={t('searchNameEmail')} />
      </div>
      <div className={styles.stack}>
        {data.Rows.length ? (
          <InboxTable kind={kind} rows={data.Rows} sort={sort} dir={dir} locale={locale} hrefFor={(s, d) => operatorRoutes.inbox(queryOf({ ...list, sort: s, dir: d, page: 1 }))} />
        ) : (
          <p>{t('inboxNone')}</p>
        )}
        <Pager page={page} hasMore={data.HasMore} label={t('inboxTitle')} hrefFor={(p) => operatorRoutes.inbox(queryOf({ ...list, page: p }))} />
      </div>
    </OperatorShell>
  );
}
