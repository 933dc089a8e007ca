import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { Pager } from '@/components/operator/backoffice/Pager';
import { DiscountCodeTable } from '@/components/operator/content-editing/DiscountCodeTable';
import { designerChoices } from '@/components/operator/content-editing/discountCodeValues';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { pageFrom, type SearchParams } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('contentEditing', 'codesTitle');

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** /yonetim/indirim-kodlari: every discount code with its uses; new, edit, end, delete. */
export default async function DiscountCodesPage(props: Props) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="discountCodes" />;
  const page = pageFrom(await props.searchParams);
  const [t, data, designers] = await Promise.all([
    getTranslations('contentEditing'),
    operatorRead('operator-discount-codes', { Page: page }, locale),
    operatorRead('designer-list', {}, locale),
  ]);
  return (
    <OperatorShell me={me} current="discountCodes">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('codesTitle')}</h1>
        <Link href={operatorRoutes.newDiscountCode()} className={backoffice.link}>
          {t('newCode')}
        </Link>
      </div>
      <p className={styles.intro}>{t('codesIntro')}</p>
      <div className={styles.stack}>
        {data.Rows.length ? (
          <ClientMessages add={['operator']}>
            <DiscountCodeTable rows={data.Rows} designers={new Map(designerChoices(designers.List).map((designer) => [designer.id, designer.name]))} />
          </ClientMessages>
        ) : (
          <p>{t('codesNone')}</p>
        )}
        <Pager page={page} hasMore={data.HasMore} label={t('codesTitle')} hrefFor={(p) => operatorRoutes.discountCodes(p)} />
      </div>
    </OperatorShell>
  );
}
