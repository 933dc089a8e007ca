import { isTurkishIban, normalizeIban } from '../iban';
import { id, languageId, optionalId } from './common';
import { issue, yup } from './yup';

/** The spec's UserId rides along on every order call; the session names the member, so it must be the caller's own. */
const member = { LanguageId: languageId(), UserId: optionalId() };

/** Orders a page of the list holds (spec 02 §7: Skip 0, Take 10). */
export const ORDERS_PAGE_SIZE = 10;
export const ORDERS_PAGE_MAX = 50;

/**
 * /get-user-orders: the member's orders, newest first, a page at a time. `OnlyRefundable` narrows
 * them to those a refund can still be asked for (the returns page's list).
 */
export const userOrdersSchema = yup.object({
  ...member,
  Skip: yup.number().integer().min(0).max(100_000).default(0),
  Take: yup.number().integer().min(1).max(ORDERS_PAGE_MAX).default(ORDERS_PAGE_SIZE),
  OnlyRefundable: yup.boolean().default(false),
});

/** /get-order-detail: one of the member's orders. */
export const orderDetailSchema = yup.object({ ...member, OrderId: id().required() });

export const REFUND_NAME_MAX = 100;
export const REFUND_NOTE_MAX = 1000;

/**
 * The refund request form and /get-refund-request (spec 02 §3, §5: account name, IBAN and a note,
 * all required). The IBAN is checked here on both sides (Türkiye's layout and the mod-97 check
 * digits), though the spec's client left it to the server: a typo found before sending costs the
 * shopper nothing. It travels in its electronic form, spaces and case as typed removed.
 */
export const refundRequestSchema = yup.object({
  ...member,
  OrderId: id().required(),
  RefundName: yup.string().trim().required().min(2).max(REFUND_NAME_MAX),
  RefundIban: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeIban(value) : value))
    .required()
    .test({ name: 'iban', message: issue('iban'), test: (value) => !value || isTurkishIban(value) }),
  RefundNote: yup.string().trim().required().max(REFUND_NOTE_MAX),
});

export type RefundRequestInput = yup.InferType<typeof refundRequestSchema>;
