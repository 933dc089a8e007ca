import { CARRIER_IDS, isCarrierId, normalTrackingNumber, trackingNumberFits } from '../orders/carriers';
import { ORDER_STATUS } from '../orders/status';
import { parseAmount } from '../money';
import { id, languageId } from './common';
import { issue, yup } from './yup';

export const ORDER_SORTS = ['date', 'orderNo', 'name', 'total', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDERS_PAGE_SIZE = 25;
/** An export is one file: at most this many orders (a narrower filter for more). */
export const ORDERS_EXPORT_LIMIT = 10_000;

const statuses = Object.values(ORDER_STATUS);
const day = () => yup.string().trim().matches(/^\d{4}-\d{2}-\d{2}$/, { message: issue('date'), excludeEmptyString: true }).test('date', issue('date'), (value) => !value || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** The order list's filters: the page reads them from its URL, the list and CSV entries take them. */
export const orderFiltersSchema = yup.object({
  LanguageId: languageId(),
  Status: yup.number().integer().oneOf(statuses).nullable().optional(),
  PaymentType: yup.string().oneOf(['card', 'bank']).nullable().optional(),
  Currency: yup.string().oneOf(['TRY', 'USD']).nullable().optional(),
  From: day().nullable().optional(),
  To: day().nullable().optional(),
  /** An order number, an e-mail or a name, or a part of one. */
  Q: yup.string().trim().max(100).nullable().optional(),
  Sort: yup.string().oneOf([...ORDER_SORTS]).default('date'),
  Dir: yup.string().oneOf(['asc', 'desc']).default('desc'),
  Page: yup.number().integer().min(1).max(100_000).default(1),
});

export type OrderFilters = yup.InferType<typeof orderFiltersSchema>;

/** The URL's keys for each filter (lower-case, short: the list's address is shared between people). */
export const FILTER_KEYS = { Status: 'status', PaymentType: 'payment', Currency: 'currency', From: 'from', To: 'to', Q: 'q', Sort: 'sort', Dir: 'dir', Page: 'page' } as const;

/** The filters a URL names; a value that is not one the list knows is left out rather than refused. */
export function filtersFromQuery(query: Readonly<Record<string, string | string[] | undefined>>): Omit<OrderFilters, 'LanguageId'> {
  const picked: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(FILTER_KEYS)) {
    const value = query[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    try {
      orderFiltersSchema.validateSyncAt(field, { [field]: value });
      picked[field] = value;
    } catch {
      // an unknown status, a made-up sort: the list shows as if it were not there
    }
  }
  return orderFiltersSchema.omit(['LanguageId']).cast(picked);
}

/** The URL's query for filters (defaults left out), for links that keep them: sort headers, pages, CSV. */
export function queryOfFilters(filters: Partial<Omit<OrderFilters, 'LanguageId'>>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, key] of Object.entries(FILTER_KEYS)) {
    const value = filters[field as keyof typeof FILTER_KEYS];
    if (value === null || value === undefined || value === '') continue;
    if ((field === 'Sort' && value === 'date') || (field === 'Dir' && value === 'desc') || (field === 'Page' && value === 1)) continue;
    query[key] = String(value);
  }
  return query;
}

export const orderIdSchema = yup.object({ LanguageId: languageId(), OrderId: id().required() });

/** Every move names the status the operator saw: if the order moved since, the move is refused (409 order_changed). */
const move = {
  LanguageId: languageId(),
  OrderId: id().required(),
  FromStatus: yup.number().integer().oneOf(statuses).required(),
};

export const orderMoveSchema = yup.object(move);

export const transferReceivedSchema = yup.object({
  ...move,
  /** The amount that arrived, as the operator reads it off the bank statement. */
  Amount: yup.string().trim().required().test('amount', issue('amount'), (value) => parseAmount(value ?? '') !== null),
});

export const shipSchema = yup.object({
  ...move,
  Carrier: yup.string().required().oneOf([...CARRIER_IDS]),
  TrackingNumber: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalTrackingNumber(value) : value))
    .required()
    .max(40)
    .test('trackingNumber', issue('trackingNumber'), function fits(value) {
      const carrier: unknown = this.parent.Carrier;
      return !value || !isCarrierId(carrier) || trackingNumberFits(carrier, value);
    }),
});

/** A rejection tells the shopper why; a cancellation may. */
export const rejectSchema = yup.object({ ...move, Reason: yup.string().trim().required().min(3).max(500) });
export const cancelSchema = yup.object({ ...move, Reason: yup.string().trim().max(500).nullable().optional() });
