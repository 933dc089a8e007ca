import { getFormatter, getTranslations } from 'next-intl/server';
import { CardTable } from '@/components/operator/backoffice/CardTable';
import shared from '@/components/operator/Operator.module.css';
import type { OutputOf } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Row = OutputOf<'catalogue-designers'>['Rows'][number];

/** The back-office's designer rows: name (the edit link) with its address, product count, state. */
export async function DesignerTable({ rows }: { rows: readonly Row[] }) {
  const [t, format] = await Promise.all([getTranslations('catalogueEditing'), getFormatter()]);
  return (
    <CardTable
      caption={t('designersTitle')}
      head={
        <>
          <th scope="col">{t('colName')}</th>
          <th scope="col">{t('colProducts')}</th>
          <th scope="col">{t('colActive')}</th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.DesignerId}>
          <td data-label={t('colName')}>
            <Link href={operatorRoutes.designer(row.DesignerId)} className={shared.link}>{row.Name}</Link> <small>{row.Slug}</small>
          </td>
          <td data-label={t('colProducts')}>{format.number(row.Products)}</td>
          <td data-label={t('colActive')}>{row.IsActive ? t('activeYes') : t('activeNo')}</td>
        </tr>
      ))}
    </CardTable>
  );
}
