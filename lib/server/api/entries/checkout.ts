import { and, eq } from 'drizzle-orm';
import { bankAccountsSchema, failReasonSchema, paymentProcessSchema, paytrTokenSchema, type AddressStepInput } from '@/lib/shop/validation/checkout';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { buyerOf, typedAddressProblems } from '../../services/checkout/addresses';
import { createBankOrder, listBankAccounts } from '../../services/checkout/bank';
import { paymentFailReason, startCardPayment } from '../../services/checkout/card';
import { checkedBasket, summaryOf } from '../../services/checkout/orders';
import { refuseShortBasket } from '../../services/checkout/stock-check';
import type { Locale } from '@/lib/shop/locale';
import { endpoint, Reply } from '../endpoint';
import { refuseFields } from '../field-errors';
import { ownerOf } from '../owner';

/** Orders are made one at a time by people; a script holding stock with attempts meets these limits. */
const ORDER_LIMIT = { ip: { limit: 30, windowSeconds: 60 } };

/**
 * Whose basket and who buys: a member by the session only (`IsLoggedIn` without one is a 401), a
 * guest by the anonymous id and the typed e-mail; a basket that cannot be ordered is refused first
 * (one read), then the database's checks (the member's own saved addresses, a district of the city).
 */
async function shopper(db: Db, locale: Locale, input: AddressStepInput, user: SessionUser | null) {
  if (input.IsLoggedIn && !user) throw new ApiError('login_required');
  const owner = ownerOf(input.UserId, input.AnonymousUserId, user);
  if (!owner) throw new ApiError('cart_not_found');
  await refuseShortBasket(db, owner, locale);
  refuseFields(locale, await typedAddressProblems(db, input));
  return { owner, buyer: await buyerOf(db, input, user?.userId ?? null) };
}

/**
 * Checkout (spec 02 §4, §7): the address step's check, the bank-transfer order, the card path's
 * provider form and its failure reason. Prices never come from the browser: the schemas name no
 * price or amount, and every order is priced from the database inside its transaction.
 */
export const checkoutEntries = {
  'payment-process': endpoint({
    input: paymentProcessSchema,
    auth: 'public',
    rateLimit: ORDER_LIMIT,
    handler: async (input, { db, locale, user }) => {
      const { owner, buyer } = await shopper(db, locale, input, user);
      if (input.IsForChecking) {
        const priced = await checkedBasket(db, owner, locale, input.DiscountCode, { userId: buyer.userId, email: buyer.email });
        return summaryOf(priced, input.IsBank ? 0 : input.InstallmentCount);
      }
      if (input.IsBank) return new Reply(await createBankOrder(db, owner, locale, input, buyer), 'order_created');
      // The card path's order was made with its token; this confirms it is the shopper's and still open.
      if (!input.MerchantOid) throw new ApiError('order_not_found');
      const mine = 'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.anonymousId, owner.anonymousId);
      const [order] = await db
        .select({ OrderId: orders.id, OrderNo: orders.orderNo, MerchantOid: orders.merchantOid, status: orders.status })
        .from(orders)
        .where(and(eq(orders.merchantOid, input.MerchantOid), mine));
      if (!order) throw new ApiError('order_not_found');
      if (order.status !== ORDER_STATUS.awaitingPayment) throw new ApiError('order_not_payable');
      return { OrderId: order.OrderId, OrderNo: order.OrderNo, MerchantOid: order.MerchantOid };
    },
  }),
  'get-bank-accounts': endpoint({
    input: bankAccountsSchema,
    auth: 'public',
    handler: async (_input, { db }) => listBankAccounts(db),
  }),
  'get-paytr-token': endpoint({
    input: paytrTokenSchema,
    auth: 'public',
    rateLimit: ORDER_LIMIT,
    handler: async (input, { db, locale, user, ip, origin }) => {
      const { owner, buyer } = await shopper(db, locale, input, user);
      return startCardPayment(db, owner, locale, input, buyer, ip || '127.0.0.1', origin);
    },
  }),
  'get-payment-fail-reason': endpoint({
    input: failReasonSchema,
    auth: 'public',
    handler: async ({ MerchantOid }, { db, locale }) => paymentFailReason(db, locale, MerchantOid),
  }),
};
