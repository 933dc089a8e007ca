import {
  abandonCardSchema, bankAccountsSchema, failReasonSchema, justPaidOrderSchema, paymentProcessSchema, paytrTokenSchema, type AddressStepInput,
} from '@/lib/shop/validation/checkout';
import type { Locale } from '@/lib/shop/locale';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { buyerOf, buyerProblems, typedAddressProblems } from '../../services/checkout/addresses';
import { addressStepSummary } from '../../services/checkout/address-step';
import { abandonCardAttempt, confirmCardOrder, paymentFailReason, releaseLiveAttempts } from '../../services/checkout/attempts';
import { createBankOrder, listBankAccounts } from '../../services/checkout/bank';
import { startCardPayment } from '../../services/checkout/card';
import { refuseShortBasket } from '../../services/checkout/stock-check';
import { justPaidOrder } from '../../services/orders/latest';
import { endpoint, Reply } from '../endpoint';
import { refuseFields } from '../field-errors';
import { basketOwnerOf, ownerOf } from '../owner';

/** Orders are made one at a time by people; a script holding stock with attempts meets these limits. */
const ORDER_LIMIT = { ip: { limit: 30, windowSeconds: 60 } };

/** Whose basket: a member by the session only (`IsLoggedIn` without one is a 401), a guest by the anonymous id. */
function basketOwner(input: { IsLoggedIn?: boolean; UserId?: number | null; AnonymousUserId?: string | null }, user: SessionUser | null) {
  if (input.IsLoggedIn && !user) throw new ApiError('login_required');
  return basketOwnerOf(input.UserId, input.AnonymousUserId, user);
}

/**
 * Who buys, at a step before the provider's page: the shopper's live card attempt is over (its hold
 * goes back first, so the basket is not short of its own pieces), a basket that cannot be ordered
 * is refused (one read), then the database's checks (the member's own saved addresses, a district
 * of the city, a country the shop ships to, the bill's rules of its real country).
 */
async function readyBuyer(db: Db, locale: Locale, input: AddressStepInput, user: SessionUser | null) {
  const owner = basketOwner(input, user);
  const replaced = await releaseLiveAttempts(db, owner, locale);
  await refuseShortBasket(db, owner, locale);
  refuseFields(locale, await typedAddressProblems(db, input));
  const buyer = await buyerOf(db, input, user?.userId ?? null);
  refuseFields(locale, await buyerProblems(db, input, buyer));
  return { owner, replaced, buyer };
}

/**
 * Checkout (spec 02 §4, §7): the address step's check, the bank-transfer order, the card path's
 * provider form, its confirm, its abandonment, its failure reason and the paid order's summary. Prices never come from the
 * browser: the schemas name no price or amount, and every order is priced from the database inside
 * its transaction.
 */
export const checkoutEntries = {
  /** Three jobs under the spec's one name: the address step's check, the transfer order, the confirm of the card path's order. */
  'payment-process': endpoint({
    input: paymentProcessSchema,
    auth: 'public',
    rateLimit: ORDER_LIMIT,
    handler: async (input, { db, locale, user }) => {
      if (!input.IsForChecking && !input.IsBank) {
        if (!input.MerchantOid) throw new ApiError('order_not_found');
        return confirmCardOrder(db, basketOwner(input, user), input.MerchantOid);
      }
      const { owner, buyer, replaced } = await readyBuyer(db, locale, input, user);
      if (input.IsForChecking) return addressStepSummary(db, owner, locale, input, buyer);
      const order = await createBankOrder(db, owner, locale, input, buyer);
      return new Reply({ ...order, CardAttemptCancelled: replaced > 0 }, replaced > 0 ? 'order_created_card_cancelled' : 'order_created');
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
      const { owner, buyer } = await readyBuyer(db, locale, input, user);
      return startCardPayment(db, owner, locale, input, buyer, ip || '127.0.0.1', origin);
    },
  }),
  'abandon-card-payment': endpoint({
    input: abandonCardSchema,
    auth: 'public',
    rateLimit: ORDER_LIMIT,
    handler: async ({ AnonymousUserId, MerchantOid }, { db, locale, user }) => abandonCardAttempt(db, basketOwner({ AnonymousUserId }, user), locale, MerchantOid),
  }),
  'get-payment-fail-reason': endpoint({
    input: failReasonSchema,
    auth: 'public',
    handler: async ({ AnonymousUserId, MerchantOid }, { db, locale, user }) => {
      // Nobody to ask for: the attempt is nobody's to read (404, as another shopper's).
      const owner = ownerOf(null, AnonymousUserId, user);
      if (!owner) throw new ApiError('order_not_found');
      return paymentFailReason(db, owner, locale, MerchantOid);
    },
  }),
  /** The success page's summary: the caller's own card order of the last hour, never anybody else's (404). */
  'get-just-paid-order': endpoint({
    input: justPaidOrderSchema,
    auth: 'public',
    handler: async ({ AnonymousUserId }, { db, locale, user }) => {
      const owner = ownerOf(null, AnonymousUserId, user);
      if (!owner) throw new ApiError('order_not_found');
      return justPaidOrder(db, owner, locale);
    },
  }),
};
