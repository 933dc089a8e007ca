import type { SortDirection } from '@/lib/shop/operators/lists';

/** A list's URL state: its filters, sort, direction and page, every default left out of the URL. */
export interface ListState {
  filters: Record<string, string>;
  sort: string;
  dir: SortDirection;
  page: number;
}

export const queryOf = ({ filters, sort, dir, page }: ListState) => ({ ...filters, sort, dir, page: page > 1 ? page : undefined });
