import { getTranslations } from 'next-intl/server';
import { OutboxTable } from '@/components/operator/backoffice/OutboxTable';
import { Pager } from '@/components/operator/backoffice/Pager';
import { queryOf, type ListState } from '@/components/operator/backoffice/listQuery';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { choiceFrom, OUTBOX_STATES, pageFrom, sortFrom, type SearchParams } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operator', 'outboxTitle');

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** /yonetim/postalar: the outbox, newest first; failed mails with their error and a resend. */
export default async function OutboxPage(props: Props) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['staff']);
  if (!allowed) return <Forbidden me={me} current="outbox" />;
  const params = await props.searchParams;
  const state = choiceFrom(OUTBOX_STATES, params, 'state', 'all');
  const { sort, dir } = sortFrom('outbox', params);
  const page = pageFrom(params);
  const list: ListState = { filters: { state }, sort, dir, page };
  const [t, data] = await Promise.all([getTranslations('operator'), operatorRead('operator-outbox', { State: state, Sort: sort, Dir: dir, Page: page }, locale)]);
  return (
    <OperatorShell me={me} current="outbox">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('outboxTitle')}</h1>
        <p className={styles.intro}>{t('outboxIntro')}</p>
      </div>
      <div className={backoffice.filters}>
        <FilterLinks label={t('outboxStateLabel')} links={OUTBOX_STATES.map((key) => ({ key, label: t(`outboxState.${key}`), href: operatorRoutes.outbox({ state: key }), active: key === state }))} />
      </div>
      <div className={styles.stack}>
        {data.Rows.length ? (
          <OutboxTable data={data} sort={sort} dir={dir} hrefFor={(s, d) => operatorRoutes.outbox(queryOf({ ...list, sort: s, dir: d, page: 1 }))} />
        ) : (
          <p>{t('outboxNone')}</p>
        )}
        <Pager page={page} hasMore={data.HasMore} label={t('outboxTitle')} hrefFor={(p) => operatorRoutes.outbox(queryOf({ ...list, page: p }))} />
      </div>
    </OperatorShell>
  );
}
