import { csvOf } from '@/lib/shop/csv';
import {
  cancelSchema,
  orderFiltersSchema,
  orderIdSchema,
  orderMoveSchema,
  rejectSchema,
  shipSchema,
  transferReceivedSchema,
} from '@/lib/shop/validation/operator-orders';
import { translator } from '../../translate';
import { listOrders, ordersForExport } from '../../services/operators/order-list';
import { operatorOrder } from '../../services/operators/order-detail';
import { moveOrder } from '../../services/operators/order-moves';
import { endpoint } from '../endpoint';
import { signedIn } from './operators';

/** Orders are staff's work (and the owner's); editors see none. */
const STAFF = ['staff'] as const;

/** The back-office's order calls (issue 22): the list, its CSV, one order, and the moves the state machine allows. */
export const operatorOrderEntries = {
  'operator-orders': endpoint({
    input: orderFiltersSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async (input, { db, locale }) => listOrders(db, input, locale),
  }),
  'operator-orders-export': endpoint({
    input: orderFiltersSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async (input, { db, locale }) => {
      const t = translator(locale);
      const rows = await ordersForExport(db, input, locale);
      const header = (['orderNo', 'date', 'name', 'email', 'status', 'payment', 'currency', 'total'] as const).map((key) => t(`operatorOrders.csv.${key}`));
      return {
        Csv: csvOf(header, rows.map((row) => [row.OrderNo, row.Date, row.Name, row.Email, row.StatusText, t(`operatorOrders.payment.${row.PaymentType}`), row.Currency, (row.Total / 100).toFixed(2)])),
        Count: rows.length,
      };
    },
  }),
  'operator-order': endpoint({
    input: orderIdSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ OrderId }, { db, locale }) => operatorOrder(db, OrderId, locale),
  }),
  'operator-order-transfer-received': endpoint({
    input: transferReceivedSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ OrderId, FromStatus, Amount }, { db, operator }) => moveOrder(db, signedIn(operator), OrderId, FromStatus, { action: 'transferReceived', amount: Amount }),
  }),
  'operator-order-preparing': endpoint({
    input: orderMoveSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ OrderId, FromStatus }, { db, operator }) => moveOrder(db, signedIn(operator), OrderId, FromStatus, { action: 'preparing' }),
  }),
  'operator-order-shipped': endpoint({
    input: shipSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ OrderId, FromStatus, Carrier, TrackingNumber }, { db, operator }) =>
      moveOrder(db, signedIn(operator), OrderId, FromStatus, { action: 'shipped', carrier: Carrier, trackingNumber: TrackingNumber }),
  }),
  'operator-order-delivered': endpoint({
    input: orderMoveSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ OrderId, FromStatus }, { db, operator }) => moveOrder(db, signedIn(operator), OrderId, FromStatus, { action: 'delivered' }),
  }),
  'operator-order-rejected': endpoint({
    input: rejectSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ OrderId, FromStatus, Reason }, { db, operator }) => moveOrder(db, signedIn(operator), OrderId, FromStatus, { action: 'rejected', reason: Reason }),
  }),
  'operator-order-cancelled': endpoint({
    input: cancelSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ OrderId, FromStatus, Reason }, { db, operator }) => moveOrder(db, signedIn(operator), OrderId, FromStatus, { action: 'cancelled', reason: Reason }),
  }),
};
