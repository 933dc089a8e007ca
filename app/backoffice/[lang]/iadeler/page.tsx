import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/operator/backoffice/Pager';
import { RefundTable } from '@/components/operator/backoffice/RefundTable';
import { queryOf, type ListState } from '@/components/operator/backoffice/listQuery';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { choiceFrom, pageFrom, REFUND_STATES, sortFrom, type SearchParams } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operator', 'refundsTitle');

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** /yonetim/iadeler: refund requests, open ones first; the filter, sort and page live in the URL. */
export default async function RefundsPage(props: Props) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['staff']);
  if (!allowed) return <Forbidden me={me} current="refunds" />;
  const params = await props.searchParams;
  const state = choiceFrom(REFUND_STATES, params, 'state', 'open');
  const { sort, dir } = sortFrom('refunds', params);
  const page = pageFrom(params);
  const list: ListState = { filters: { state }, sort, dir, page };
  const [t, data] = await Promise.all([getTranslations('operator'), operatorRead('operator-refunds', { State: state, Sort: sort, Dir: dir, Page: page }, locale)]);
  return (
    <OperatorShell me={me} current="refunds">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('refundsTitle')}</h1>
        <p className={styles.intro}>{me.Role === 'owner' ? t('refundsIntroOwner') : t('refundsIntro')}</p>
      </div>
      <div className={backoffice.filters}>
        <FilterLinks
          label={t('refundStateLabel')}
          links={REFUND_STATES.map((key) => ({ key, label: t(`refundState.${key}`), href: operatorRoutes.refunds({ state: key }), active: key === state }))}
        />
      </div>
      <div className={styles.stack}>
        {data.Rows.length ? (
          <RefundTable rows={data.Rows} state={state} sort={sort} dir={dir} hrefFor={(s, d) => operatorRoutes.refunds(queryOf({ ...list, sort: s, dir: d, page: 1 }))} />
        ) : (
          <p>{t('refundsNone')}</p>
        )}
        <Pager page={page} hasMore={data.HasMore} label={t('refundsTitle')} hrefFor={(p) => operatorRoutes.refunds(queryOf({ ...list, page: p }))} />
      </div>
    </OperatorShell>
  );
}
