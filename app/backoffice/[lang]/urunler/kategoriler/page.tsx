import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CardTable } from '@/components/operator/backoffice/CardTable';
import catalogue from '@/components/operator/catalogue/Catalogue.module.css';
import { CategoryCreateForm } from '@/components/operator/catalogue/CategoryCreateForm';
import { CategoryMove } from '@/components/operator/catalogue/CategoryMove';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('catalogueEditing', 'categoriesTitle');

/** /yonetim/urunler/kategoriler: the category tree in the shop's order, each with move buttons and its edit link (issue 23). */
export default async function CategoriesPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const [t, data] = await Promise.all([getTranslations('catalogueEditing'), operatorRead('catalogue-categories', {}, locale)]);
  const nameOf = (row: (typeof data.Rows)[number]) => (locale === 'tr' ? row.NameTr : row.NameEn);
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('categoriesTitle')}</h1>
        <p className={styles.intro}>{t('categoriesIntro')}</p>
        <p>
          <Link href={operatorRoutes.products()} className={styles.link}>{t('backToList')}</Link>
        </p>
      </div>
      <ClientMessages add={['catalogueEditing']}>
        <section aria-labelledby="category-new" className={catalogue.section}>
          <h2 id="category-new" className={catalogue.sectionTitle}>{t('categoryNew')}</h2>
          <CategoryCreateForm tree={data.Rows.map((row) => ({ CategoryId: row.CategoryId, Depth: row.Depth, Name: nameOf(row) }))} />
        </section>
        <CardTable
          caption={t('categoriesTitle')}
          head={
            <>
              <th scope="col">{t('colName')}</th>
              <th scope="col">{t('colActive')}</th>
              <th scope="col">{t('edit')}</th>
            </>
          }
        >
          {data.Rows.map((row) => (
            <tr key={row.CategoryId}>
              <td data-label={t('colName')} style={{ paddingInlineStart: `${0.75 + row.Depth * 1.5}rem` }}>
                <Link href={operatorRoutes.category(row.CategoryId)} className={styles.link}>{nameOf(row)}</Link>
              </td>
              <td data-label={t('colActive')}>{row.IsActive ? t('activeYes') : t('activeNo')}</td>
              <td data-label={t('edit')}>
                <CategoryMove categoryId={row.CategoryId} version={row.Version} name={nameOf(row)} canMoveUp={row.CanMoveUp} canMoveDown={row.CanMoveDown} />
              </td>
            </tr>
          ))}
        </CardTable>
      </ClientMessages>
    </OperatorShell>
  );
}
