import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import catalogue from '@/components/operator/catalogue/Catalogue.module.css';
import { CategoryEditForm } from '@/components/operator/catalogue/CategoryEditForm';
import { CategoryPlace } from '@/components/operator/catalogue/CategoryPlace';
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
  return { title: t('categoriesTitle') };
}

/** /yonetim/urunler/kategoriler/{id}: one category's edit form (issue 23). */
export default async function CategoryEditPage(props: Props) {
  const { locale } = await openPage(props);
  const id = parseRouteId((await props.params).id);
  if (!id) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const [t, category, tree] = await Promise.all([
    getTranslations('catalogueEditing'),
    operatorRead('catalogue-category', { CategoryId: id }, locale),
    operatorRead('catalogue-categories', {}, locale),
  ]);
  const name = locale === 'tr' ? category.NameTr : category.NameEn;
  const at = tree.Rows.findIndex((row) => row.CategoryId === id);
  const own = tree.Rows[at];
  // Its own branch (itself and the rows below it that are deeper) cannot be its parent.
  const branchEnd = tree.Rows.findIndex((row, index) => index > at && row.Depth <= own.Depth);
  const choices = tree.Rows.filter((_, index) => index < at || (branchEnd !== -1 && index >= branchEnd));
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('categoryEditTitle', { name })}</h1>
        <p>
          <Link href={operatorRoutes.categories()} className={styles.link}>{t('backToCategories')}</Link>
        </p>
      </div>
      <ClientMessages add={['operator', 'catalogueEditing']}>
        <div className={catalogue.layout}>
          <CategoryEditForm category={category} />
          <CategoryPlace
            categoryId={category.CategoryId}
            version={category.Version}
            parentId={own.ParentId}
            name={name}
            tree={choices.map((row) => ({ CategoryId: row.CategoryId, Depth: row.Depth, Name: locale === 'tr' ? row.NameTr : row.NameEn }))}
          />
        </div>
      </ClientMessages>
    </OperatorShell>
  );
}
