/**
 * The back-office lists' URL state (filters, sort, page), read the same way by the pages and the
 * API entries: anything unknown falls back to the default, so a hand-edited URL never fails.
 */
export type SortDirection = 'asc' | 'desc';

export const LIST_PAGE_SIZE = 50;

export const INBOX_KINDS = ['contact', 'designer', 'career'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Open: not yet handled; handled; or all of them. */
export const INBOX_STATES = ['open', 'handled', 'all'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const REFUND_STATES = ['open', 'approved', 'rejected'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Failed: not sent and with an error; waiting: not sent yet, no error; sent. */
export const OUTBOX_STATES = ['all', 'failed', 'waiting', 'sent'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The columns each list sorts by (the first is the default, newest first). */
export const SORTS = {
  refunds: ['date', 'order', 'amount'],
  inbox: ['date', 'name', 'email'],
  outbox: ['date', 'to', 'subject', 'attempts'],
  subscribers: ['date', 'email'],
  operators: ['email', 'role', 'date'],
} as const;

export type SortableList = keyof typeof SORTS;
export type SortOf<L extends SortableList> = (typeof SORTS)[L][number];

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export type SearchParams = Record<string, string | string[] | undefined>;

/** The sort and direction a list's URL asks for. */
export function sortFrom<L extends SortableList>(list: L, params: SearchParams): { sort: SortOf<L>; dir: SortDirection } {
  const sorts = SORTS[list] as readonly SortOf<L>[];
  const sort = oneOf(sorts, first(params.sort), sorts[0]);
  const defaultDir: SortDirection = sort === 'date' ? 'desc' : 'asc';
  return { sort, dir: oneOf(SORT_DIRECTIONS, first(params.dir), defaultDir) };
}

export const pageFrom = (params: SearchParams) => {
  const page = Number(first(params.page));
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
};

export const choiceFrom = <T extends string>(allowed: readonly T[], params: SearchParams, key: string, fallback: T) => oneOf(allowed, first(params[key]), fallback);

export const textFrom = (params: SearchParams, key: string) => (first(params[key]) ?? '').trim().slice(0, 100);
