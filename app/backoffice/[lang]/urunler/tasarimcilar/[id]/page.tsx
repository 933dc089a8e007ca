import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { DesignerEditForm } from '@/components/operator/catalogue/DesignerEditForm';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Props = LangPageProps<{ id: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await openPage(props);
  const t = await getTranslations({ locale, namespace: 'catalogueEditing' });
  return { title: t('designersTitle') };
}

/** /yonetim/urunler/tasarimcilar/{id}: one designer's edit form (issue 23). */
export default async function DesignerEditPage(props: Props) {
  const { locale } = await openPage(props);
  const id = parseRouteId((await props.params).id);
  if (!id) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const [t, designer] = await Promise.all([getTranslations('catalogueEditing'), operatorRead('catalogue-designer', { DesignerId: id }, locale)]);
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('designerEditTitle', { name: designer.Name })}</h1>
        <p>
          <Link href={operatorRoutes.designers()} className={styles.link}>{t('backToDesigners')}</Link>
        </p>
      </div>
      <ClientMessages add={['operator', 'catalogueEditing']}>
        <DesignerEditForm designer={designer} />
      </ClientMessages>
    </OperatorShell>
  );
}
