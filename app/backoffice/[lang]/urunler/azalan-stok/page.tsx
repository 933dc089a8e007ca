import { getTranslations } from 'next-intl/server';
import { CardTable } from '@/components/operator/backoffice/CardTable';
import { Pager } from '@/components/operator/backoffice/Pager';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { pageFrom, type SearchParams } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { LOW_STOCK } from '@/lib/shop/validation/catalogue-editing';

export const generateMetadata = operatorTitle('catalogueEditing', 'lowStockTitle');

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** /yonetim/urunler/azalan-stok: what runs low, emptiest first, each linked to its product's page. */
export default async function LowStockPage(props: Props) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="products" />;
  const page = pageFrom(await props.searchParams);
  const [t, data] = await Promise.all([getTranslations('catalogueEditing'), operatorRead('catalogue-low-stock', { Page: page }, locale)]);
  return (
    <OperatorShell me={me} current="products">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('lowStockTitle')}</h1>
        <p className={styles.intro}>{t('lowStockIntro', { low: LOW_STOCK })}</p>
      </div>
      <div className={styles.stack}>
        <CardTable caption={t('lowStockTitle')} head={<><th scope="col">{t('colTitle')}</th><th scope="col">{t('csvSku')}</th><th scope="col">{t('colStock')}</th></>}>
          {data.Rows.map((row) => (
            <tr key={row.Sku}>
              <td data-label={t('colTitle')}>
                <Link href={operatorRoutes.product(row.ProductId)} className={styles.link}>
                  {locale === 'tr' ? row.TitleTr : row.TitleEn}
                  {row.VariationTr ? ` — ${locale === 'tr' ? row.VariationTr : row.VariationEn}` : ''}
                </Link>
              </td>
              <td data-label={t('csvSku')}>{row.Sku}</td>
              <td data-label={t('colStock')}>{row.Stock}</td>
            </tr>
          ))}
        </CardTable>
        <Pager page={page} hasMore={data.HasMore} label={t('lowStockTitle')} hrefFor={(p) => operatorRoutes.lowStock({ page: p })} />
      </div>
    </OperatorShell>
  );
}
