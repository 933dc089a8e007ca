import { orderDetailSchema, refundRequestSchema, userOrdersSchema } from '@/lib/shop/validation/orders';
import { orderDetail } from '../../services/orders/detail';
import { listUserOrders } from '../../services/orders/list';
import { requestRefund } from '../../services/orders/refund';
import { endpoint, Reply } from '../endpoint';
import { ownMemberId } from '../owner';

/**
 * A member's orders and refund requests (spec 02 §2 siparislerim, siparislerimdetay, §7). The session
 * names the member: a UserId in the body must be theirs (403), and another member's order answers
 * as missing (404), for reading and for a refund alike.
 */
export const orderEntries = {
  'get-user-orders': endpoint({
    input: userOrdersSchema,
    auth: 'member',
    handler: async ({ UserId, Skip, Take, OnlyRefundable }, { db, locale, user }) =>
      listUserOrders(db, ownMemberId(UserId, user), locale, { skip: Skip, take: Take, onlyRefundable: OnlyRefundable }),
  }),
  'get-order-detail': endpoint({
    input: orderDetailSchema,
    auth: 'member',
    handler: async ({ UserId, OrderId }, { db, locale, user }) => ({ List: [await orderDetail(db, ownMemberId(UserId, user), OrderId, locale)] }),
  }),
  'get-refund-request': endpoint({
    input: refundRequestSchema,
    auth: 'member',
    // A person asks for a refund of an order once; a script trying IBANs meets the limit.
    rateLimit: { ip: { limit: 20, windowSeconds: 600 } },
    handler: async (input, { db, locale, user }) => new Reply(await requestRefund(db, ownMemberId(input.UserId, user), input, locale), 'refund_requested'),
  }),
};
