import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ProductCreateForm } from '@/components/operator/catalogue/ProductCreateForm';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('catalogueEditing', 'newProductTitle');

/** /yonetim/urunler/yeni: a new product's first fields; saving opens its edit page (issue 23). */
export default async function NewProductPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const [t, designers] = await Promise.all([getTranslations('catalogueEditing'), operatorRead('catalogue-designers', {}, locale)]);
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('newProductTitle')}</h1>
        <p className={styles.intro}>{t('newProductIntro')}</p>
        <p>
          <Link href={operatorRoutes.products()} className={styles.link}>{t('backToList')}</Link>
        </p>
      </div>
      <ClientMessages add={['operator', 'catalogueEditing']}>
        <ProductCreateForm designers={designers.Rows.filter((d) => d.IsActive)} />
      </ClientMessages>
    </OperatorShell>
  );
}
