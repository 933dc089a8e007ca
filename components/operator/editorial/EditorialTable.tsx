import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';

export interface EditorialRow {
  key: string | number;
  title: string;
  href: string;
  /** The other columns, in `columns`' order. */
  cells: string[];
  /** Buttons that act on the record in place (move, delete), under `actionsLabel`. */
  actions?: ReactNode;
}

interface EditorialTableProps {
  caption: string;
  /** Headings of the columns after the title. */
  columns: string[];
  rows: EditorialRow[];
  /** The heading of a last column of each row's `actions`; none, no such column. */
  actionsLabel?: string;
}

/** The one list of every editorial kind: a title that links to the record's form, and a few facts. */
export async function EditorialTable({ caption, columns, rows, actionsLabel }: EditorialTableProps) {
  const t = await getTranslations('operatorEditorial');
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${backoffice.cards}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colTitle')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actionsLabel ? <th scope="col">{actionsLabel}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td data-label={t('colTitle')}>
                <Link href={row.href} className={styles.link}>
                  {row.title}
                </Link>
              </td>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} data-label={columns[index]}>
                  {cell}
                </td>
              ))}
              {actionsLabel ? (
                <td data-label={actionsLabel}>
                  <span className={backoffice.inline}>{row.actions}</span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
