import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { bankTransferDeadline } from '@/lib/shop/checkout/deadline';
import type { Locale } from '@/lib/shop/locale';
import { formatMoney } from '@/lib/shop/money';
import type { PaymentProcessInput } from '@/lib/shop/validation/checkout';
import type { Db } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { ApiError } from '../../errors';
import { orderMail } from '../../mail/order-mail';
import { deliverSoon } from '../../mail/outbox-worker';
import { translator } from '../../translate';
import type { ShopperOwner } from '../shopper';
import { enqueueMail } from '../outbox';
import type { Buyer } from './addresses';
import { isBankHoliday } from './bank-holidays';
import { createOrder } from './orders';
import { takeOrderOffBasket } from './paid-lines';

const accountColumns = {
  Id: bankAccounts.id,
  BankName: bankAccounts.bankName,
  AccountHolder: bankAccounts.accountHolder,
  Branch: bankAccounts.branch,
  Iban: bankAccounts.iban,
  Currency: bankAccounts.currency,
};

/** The shop's active accounts, and one chosen at random (spec 02 §3: the page shows the chosen one). */
export async function listBankAccounts(db: Db) {
  const ResultList = await db.select(accountColumns).from(bankAccounts).where(eq(bankAccounts.isActive, true)).orderBy(asc(bankAccounts.id));
  return { ResultList, Chosen: ResultList.length ? ResultList[randomInt(ResultList.length)] : null };
}

/**
 * A bank-transfer order: made awaiting payment (stock held until the end of the next business
 * day), the confirmation with the account and the order number queued in the same transaction,
 * and the basket emptied.
 */
export async function createBankOrder(db: Db, owner: ShopperOwner, locale: Locale, input: PaymentProcessInput, buyer: Buyer) {
  const [account] = await db
    .select(accountColumns)
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, input.BankAccountId!), eq(bankAccounts.isActive, true)));
  if (!account) throw new ApiError('bank_account_not_found');
  const deadline = bankTransferDeadline(new Date(), isBankHoliday);
  const order = await createOrder(db, {
    owner,
    locale,
    input,
    buyer,
    paymentType: 'bank',
    bankAccountId: account.Id,
    installmentCount: 0,
    discountCode: input.DiscountCode,
    paymentDeadline: deadline,
    afterCreate: async (tx, created) => {
      const mail = orderMail(
        {
          email: buyer.email,
          name: buyer.delivery.nameSurname,
          orderNo: created.orderNo,
          currency: created.currency,
          total: created.totals.total,
          lines: created.lines.map((line) => ({ title: line.Title, quantity: line.Quantity, lineTotal: line.LineTotal })),
          delivery: { ...buyer.delivery, name: buyer.delivery.nameSurname, street: buyer.delivery.address },
          bank: { bankName: account.BankName, accountHolder: account.AccountHolder, branch: account.Branch, iban: account.Iban, deadline },
        },
        locale,
      );
      await enqueueMail(tx, mail);
      await takeOrderOffBasket(tx, owner, created.id);
    },
  });
  void deliverSoon();
  return {
    OrderId: order.id,
    OrderNo: order.orderNo,
    MerchantOid: order.merchantOid,
    BankAccount: account,
    Label: translator(locale)('checkoutOrders.bankTransferLabel', { orderNo: order.orderNo }),
    PaymentDeadline: deadline.toISOString(),
    TotalPrice: order.totals.total,
    TotalPriceStr: formatMoney(order.totals.total, order.currency),
  };
}
