import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CsvImport } from '@/components/operator/catalogue/CsvImport';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { localizedPath } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('catalogueEditing', 'csvTitle');

/** /yonetim/urunler/toplu: the catalogue as a CSV, and the price and stock import with its dry run (issue 23). */
export default async function CatalogueBulkPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const t = await getTranslations('catalogueEditing');
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('csvTitle')}</h1>
        <p className={styles.intro}>{t('csvIntro')}</p>
        {/* A file download, not a page: a plain link, so the app's router does not try to render it. */}
        <a href={localizedPath(operatorRoutes.catalogueCsv(), locale)} className={styles.link} download>
          {t('csvExport')}
        </a>
      </div>
      <ClientMessages add={['operator', 'catalogueEditing']}>
        <CsvImport />
      </ClientMessages>
    </OperatorShell>
  );
}
