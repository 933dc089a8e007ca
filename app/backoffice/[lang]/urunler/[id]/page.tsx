import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import catalogue from '@/components/operator/catalogue/Catalogue.module.css';
import { ProductCategories } from '@/components/operator/catalogue/ProductCategories';
import { ProductEditForm } from '@/components/operator/catalogue/ProductEditForm';
import { ProductPhotos } from '@/components/operator/catalogue/ProductPhotos';
import { ProductVariations } from '@/components/operator/catalogue/ProductVariations';
import { StockAdjustForm } from '@/components/operator/catalogue/StockAdjustForm';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Props = LangPageProps<{ id: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await openPage(props);
  const t = await getTranslations({ locale, namespace: 'catalogueEditing' });
  return { title: t('productsTitle') };
}

/** /yonetim/urunler/{id}: one product's edit form, its variations, stock adjustments, categories and photos (issue 23). */
export default async function ProductEditPage(props: Props) {
  const { locale } = await openPage(props);
  const id = parseRouteId((await props.params).id);
  if (!id) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const [t, product, tree] = await Promise.all([
    getTranslations('catalogueEditing'),
    operatorRead('catalogue-product', { ProductId: id }, locale),
    operatorRead('catalogue-categories', {}, locale),
  ]);
  const title = locale === 'tr' ? product.TitleTr : product.TitleEn;
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('editTitle', { title })}</h1>
        <p className={styles.intro}>
          {product.Sku} · {product.Designer} ·{' '}
          <Link href={routes.product(locale === 'tr' ? product.SlugTr : product.SlugEn, product.ProductId)} className={styles.link}>
            {t('viewInShop')}
          </Link>
        </p>
      </div>
      <ClientMessages add={['operator', 'catalogueEditing']}>
        <div className={catalogue.layout}>
          <div className={catalogue.side}>
            <ProductEditForm product={product} />
            <ProductVariations product={product} />
          </div>
          <div className={catalogue.side}>
            <section aria-labelledby="stock-title" className={catalogue.section}>
              <h2 id="stock-title" className={catalogue.sectionTitle}>{t('stockTitle')}</h2>
              <StockAdjustForm productId={product.ProductId} variations={product.Variations.filter((v) => v.IsActive)} />
            </section>
            <ProductCategories
              productId={product.ProductId}
              version={product.CategoriesVersion}
              filed={product.Categories.map((category) => category.Id)}
              tree={tree.Rows.map((row) => ({ CategoryId: row.CategoryId, Depth: row.Depth, Name: locale === 'tr' ? row.NameTr : row.NameEn }))}
            />
            <ProductPhotos
              productId={product.ProductId}
              photos={product.Photos}
              variations={product.Variations.filter((v) => v.IsActive).map((v) => ({ Id: v.Id, Name: locale === 'tr' ? v.NameTr : v.NameEn }))}
            />
            <p>
              <Link href={operatorRoutes.products()} className={styles.link}>{t('backToList')}</Link>
            </p>
          </div>
        </div>
      </ClientMessages>
    </OperatorShell>
  );
}
