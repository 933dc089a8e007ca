import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { CardTable } from '@/components/operator/backoffice/CardTable';
import shared from '@/components/operator/Operator.module.css';
import type { OutputOf } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { formatMoney } from '@/lib/shop/money';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Row = OutputOf<'catalogue-products'>['Rows'][number];

/** The back-office's product rows: title with its SKU, designer, price in both currencies, stock, state, and the edit link. */
export async function ProductTable({ rows }: { rows: readonly Row[] }) {
  const [t, locale, format] = await Promise.all([getTranslations('catalogueEditing'), getLocale(), getFormatter()]);
  return (
    <CardTable
      caption={t('productsTitle')}
      head={
        <>
          <th scope="col">{t('colTitle')}</th>
          <th scope="col">{t('colDesigner')}</th>
          <th scope="col">{t('colPrice')}</th>
          <th scope="col">{t('colStock')}</th>
          <th scope="col">{t('colActive')}</th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.ProductId}>
          <td data-label={t('colTitle')}>
            <Link href={operatorRoutes.product(row.ProductId)} className={shared.link}>
              {locale === 'tr' ? row.TitleTr : row.TitleEn}
            </Link>{' '}
            <small>{row.Sku}</small>
          </td>
          <td data-label={t('colDesigner')}>{row.Designer}</td>
          <td data-label={t('colPrice')}>
            {formatMoney(row.SalePriceTry, 'TRY')} · {formatMoney(row.SalePriceUsd, 'USD')}
          </td>
          <td data-label={t('colStock')}>{format.number(row.TotalStock)}</td>
          <td data-label={t('colActive')}>{row.IsActive ? t('activeYes') : t('activeNo')}</td>
        </tr>
      ))}
    </CardTable>
  );
}
