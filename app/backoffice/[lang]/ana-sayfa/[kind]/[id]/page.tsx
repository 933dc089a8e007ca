import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Forbidden } from '@/components/operator/Forbidden';
import { HomeContentForm } from '@/components/operator/home-content/HomeContentForm';
import { NEW_HOME_CONTENT, titleOf, valuesOf } from '@/components/operator/home-content/homeContentValues';
import { kindOfSegment } from '@/components/operator/home-content/kindOfSegment';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Params = { kind: string; id: string };

/** `yeni` is a new record's form; a number, that record's. */
const NEW = 'yeni';

export async function generateMetadata(props: LangPageProps<Params>): Promise<Metadata> {
  const { locale, params } = await openPage(props);
  const t = await getTranslations({ locale, namespace: 'operatorHomeContent' });
  const kind = kindOfSegment(params.kind);
  return { title: kind ? t(`kinds.${kind}`) : t('title') };
}

/** /yonetim/ana-sayfa/{kind}/{id|yeni}: one slide's, banner's or popup's form. */
export default async function HomeContentItemPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const kind = kindOfSegment(params.kind);
  const id = params.id === NEW ? null : parseRouteId(params.id);
  if (!kind || (params.id !== NEW && !id)) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="homeContent" />;
  const [t, row] = await Promise.all([getTranslations('operatorHomeContent'), id ? operatorRead('operator-home-content-item', { Kind: kind, Id: id }, locale) : null]);
  return (
    <OperatorShell me={me} current="homeContent">
      <p>
        <Link href={operatorRoutes.homeContent(kind)} className={styles.link}>
          {t('back')}
        </Link>
      </p>
      <h1 className={styles.title}>{row ? t(`editTitle.${kind}`, { title: titleOf(row, locale) }) : t(`newTitle.${kind}`)}</h1>
      <div className={styles.narrow}>
        <ClientMessages add={['operator', 'operatorHomeContent', 'catalogueEditing']}>
          <HomeContentForm kind={kind} initial={row ? valuesOf(row) : NEW_HOME_CONTENT} />
        </ClientMessages>
      </div>
    </OperatorShell>
  );
}
