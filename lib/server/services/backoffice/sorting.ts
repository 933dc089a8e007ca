import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { LIST_PAGE_SIZE, type SortDirection } from '@/lib/shop/operators/lists';

/** ORDER BY the chosen column, then the id the same way, so equal values keep a stable order across pages. */
export const orderOf = (column: AnyColumn | SQL, idColumn: AnyColumn, dir: SortDirection) =>
  dir === 'asc' ? [asc(column), asc(idColumn)] : [desc(column), desc(idColumn)];

/** A page of a list: one more row is read to tell whether another page follows. */
export const pageWindow = (page: number) => ({ limit: LIST_PAGE_SIZE + 1, offset: (page - 1) * LIST_PAGE_SIZE });

export const pageOf = <T>(rows: T[], page: number) => ({ Rows: rows.slice(0, LIST_PAGE_SIZE), Page: page, HasMore: rows.length > LIST_PAGE_SIZE });
