import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/operator/backoffice/Pager';
import { SearchForm } from '@/components/operator/backoffice/SearchForm';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { ProductTable } from '@/components/operator/catalogue/ProductTable';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import type { SearchParams } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { productFiltersFromQuery, queryOfProductFilters, STOCK_STATES } from '@/lib/shop/validation/catalogue-editing';

export const generateMetadata = operatorTitle('catalogueEditing', 'productsTitle');

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** /yonetim/urunler: the catalogue's products, searched and filtered in the URL (issue 23). */
export default async function ProductsPage(props: Props) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const filters = productFiltersFromQuery(await props.searchParams);
  const [t, data] = await Promise.all([getTranslations('catalogueEditing'), operatorRead('catalogue-products', filters, locale)]);
  const href = (change: Partial<typeof filters>) => operatorRoutes.products(queryOfProductFilters({ ...filters, Page: 1, ...change }));
  const choices = <K extends 'Active' | 'Stock' | 'Discounted'>(field: K, values: readonly { key: string; label: string }[]) => [
    { key: 'all', label: t('all'), href: href({ [field]: null }), active: !filters[field] },
    ...values.map((value) => ({ key: value.key, label: value.label, href: href({ [field]: value.key }), active: filters[field] === value.key })),
  ];
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('productsTitle')}</h1>
        <p className={styles.intro}>{t('productsIntro')}</p>
        <p>
          <Link href={operatorRoutes.newProduct()} className={styles.link}>{t('newProductTitle')}</Link> ·{' '}
          <Link href={operatorRoutes.catalogueBulk()} className={styles.link}>{t('csvTitle')}</Link> ·{' '}
          <Link href={operatorRoutes.lowStock()} className={styles.link}>{t('lowStockTitle')}</Link> ·{' '}
          <Link href={operatorRoutes.designers()} className={styles.link}>{t('designersTitle')}</Link> ·{' '}
          <Link href={operatorRoutes.categories()} className={styles.link}>{t('categoriesTitle')}</Link>
        </p>
      </div>
      <div className={backoffice.filters}>
        <SearchForm action={operatorRoutes.products()} value={filters.Q ?? ''} keep={Object.fromEntries(Object.entries(queryOfProductFilters({ ...filters, Q: null, Page: 1 })))} label={t('searchLabel')} />
        <FilterLinks label={t('filterActive')} links={choices('Active', [{ key: 'yes', label: t('activeYes') }, { key: 'no', label: t('activeNo') }])} />
        <FilterLinks label={t('filterStock')} links={choices('Stock', STOCK_STATES.map((key) => ({ key, label: t(key === 'in' ? 'stockIn' : key === 'low' ? 'stockLow' : 'stockOut') })))} />
        <FilterLinks label={t('filterDiscounted')} links={choices('Discounted', [{ key: 'yes', label: t('discountedYes') }, { key: 'no', label: t('discountedNo') }])} />
      </div>
      <div className={styles.stack}>
        {data.Rows.length ? <ProductTable rows={data.Rows} /> : <p>{t('none')}</p>}
        <Pager page={filters.Page} hasMore={data.HasMore} label={t('productsTitle')} hrefFor={(page) => operatorRoutes.products(queryOfProductFilters({ ...filters, Page: page }))} />
      </div>
    </OperatorShell>
  );
}
