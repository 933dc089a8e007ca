import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { Forbidden } from '@/components/operator/Forbidden';
import { HomeContentTable } from '@/components/operator/home-content/HomeContentTable';
import { HomeContentTabs } from '@/components/operator/home-content/HomeContentTabs';
import { kindOfSegment } from '@/components/operator/home-content/kindOfSegment';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Params = { kind: string };

export async function generateMetadata(props: LangPageProps<Params>): Promise<Metadata> {
  const { locale, params } = await openPage(props);
  const t = await getTranslations({ locale, namespace: 'operatorHomeContent' });
  const kind = kindOfSegment(params.kind);
  return { title: kind ? t(`kinds.${kind}`) : t('title') };
}

/** /yonetim/ana-sayfa/{slayt|banner|acilir-pencere}: one kind's list; new, edit, order, delete, preview. */
export default async function HomeContentListPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const kind = kindOfSegment(params.kind);
  if (!kind) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="homeContent" />;
  const [t, data] = await Promise.all([getTranslations('operatorHomeContent'), operatorRead('operator-home-content', { Kind: kind }, locale)]);
  return (
    <OperatorShell me={me} current="homeContent">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Link href={operatorRoutes.newHomeContent(kind)} className={backoffice.link}>
          {t(`new.${kind}`)}
        </Link>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.stack}>
        <HomeContentTabs current={kind} />
        {data.Rows.length ? (
          <ClientMessages add={['operator']}>
            <HomeContentTable kind={kind} rows={data.Rows} />
          </ClientMessages>
        ) : (
          <p>{t('none')}</p>
        )}
      </div>
    </OperatorShell>
  );
}
