import { getTranslations } from 'next-intl/server';
import { DesignerTable } from '@/components/operator/catalogue/DesignerTable';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('catalogueEditing', 'designersTitle');

/** /yonetim/urunler/tasarimcilar: every designer, each linked to its edit form (issue 23). */
export default async function DesignersPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const [t, data] = await Promise.all([getTranslations('catalogueEditing'), operatorRead('catalogue-designers', {}, locale)]);
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('designersTitle')}</h1>
        <p className={styles.intro}>{t('designersIntro')}</p>
        <p>
          <Link href={operatorRoutes.products()} className={styles.link}>{t('backToList')}</Link>
        </p>
      </div>
      <div className={styles.stack}>{data.Rows.length ? <DesignerTable rows={data.Rows} /> : <p>{t('none')}</p>}</div>
    </OperatorShell>
  );
}
