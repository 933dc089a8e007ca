import { and, count, eq, inArray, isNull, lt, lte, or, sql, gt } from 'drizzle-orm';
import { customerEmail } from '@/lib/shop/customer-email';
import type { Currency } from '@/lib/shop/money';
import type { Db } from '../db/client';
import { discountCodes, discountCodeUses, users } from '../db/schema';
import { ApiError } from '../errors';

/** Who uses a code: a member by id and account e-mail, a guest by e-mail (compared as lib/shop/customer-email.ts keys them). */
export interface DiscountCustomer {
  userId?: number | null;
  email?: string | null;
}

export interface AppliedDiscount {
  id: number;
  code: string;
  /** Minor units off the product total; never more than it. */
  amount: number;
}

type CodeRow = typeof discountCodes.$inferSelect;

/** Codes are typed by hand: surrounding spaces and letter case do not matter. */
const byCode = (code: string) => eq(sql`upper(${discountCodes.code})`, code.trim().toLocaleUpperCase('en-US'));

/** What a code takes off `productTotal`: a percentage rounded half up, or a fixed sum in the currency, capped at the total. */
export function discountAmount(row: Pick<CodeRow, 'kind' | 'percent' | 'amountTry' | 'amountUsd'>, productTotal: number, currency: Currency): number {
  const amount = row.kind === 'percent' ? Math.floor((productTotal * row.percent + 50) / 100) : currency === 'TRY' ? row.amountTry : row.amountUsd;
  return Math.min(Math.max(amount, 0), productTotal);
}

/** Why a code cannot be used now, or null when it can (before limits). An inactive or not-yet-started code does not exist for shoppers. */
function refusalOf(row: CodeRow | undefined, now: Date) {
  if (!row || !row.isActive || (row.startsAt && row.startsAt > now)) return 'discount_code_not_found' as const;
  if (row.endsAt && row.endsAt <= now) return 'discount_code_expired' as const;
  if (row.usageLimit != null && row.usedCount >= row.usageLimit) return 'discount_code_used_up' as const;
  return null;
}

/**
 * Orders of this customer that used the code. One person whichever way they check out: the
 * member's own uses, and every use under their mailbox (their account's address, or the address
 * given), as a guest or as a member, in any of its spellings.
 */
async function usesBy(db: Db, codeId: number, { userId, email }: DiscountCustomer): Promise<number | null> {
  const addresses = email ? [email] : [];
  if (userId != null) {
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (account) addresses.push(account.email);
  }
  const mailboxes = [...new Set(addresses.map(customerEmail))];
  const who = [
    ...(userId != null ? [eq(discountCodeUses.userId, userId)] : []),
    ...(mailboxes.length ? [inArray(discountCodeUses.customerEmail, mailboxes)] : []),
  ];
  if (!who.length) return null;
  const [row] = await db.select({ uses: count() }).from(discountCodeUses).where(and(eq(discountCodeUses.discountCodeId, codeId), or(...who)));
  return row.uses;
}

/**
 * Checks a code against a basket (the basket and payment steps show the result): it exists and is
 * active, its dates hold, the basket reaches its minimum, and neither the shop-wide nor the
 * customer's limit is used up. Advisory: `claimDiscountUse` enforces the limits when the order is made.
 * A designer's code counts only that designer's lines (`designerTotals`, by designer id): its
 * minimum, its percentage and its cap; a basket with none of them is refused.
 */
export async function evaluateDiscount(
  db: Db,
  code: string,
  { productTotal, designerTotals, currency, customer }: { productTotal: number; designerTotals?: ReadonlyMap<number, number>; currency: Currency; customer?: DiscountCustomer | null },
): Promise<AppliedDiscount> {
  const [row] = code.trim() ? await db.select().from(discountCodes).where(byCode(code)) : [];
  const refusal = refusalOf(row, new Date());
  if (refusal) throw new ApiError(refusal);
  const base = row.designerId == null ? productTotal : (designerTotals?.get(row.designerId) ?? 0);
  if (base === 0 && row.designerId != null) throw new ApiError('discount_code_not_applicable');
  const minimum = currency === 'TRY' ? row.minTotalTry : row.minTotalUsd;
  if (base < minimum) throw new ApiError('discount_code_min_total');
  if (row.perCustomerLimit != null && customer) {
    const uses = await usesBy(db, row.id, customer);
    if (uses != null && uses >= row.perCustomerLimit) throw new ApiError('discount_code_used_up');
  }
  return { id: row.id, code: row.code, amount: discountAmount(row, base, currency) };
}

/**
 * Takes one use of a code for an order, inside the caller's transaction. The conditional UPDATE
 * both counts the use and checks the shop-wide limit in one statement; the row lock it takes holds
 * every other claim of the code until this transaction ends, so the per-customer count that
 * follows cannot race either. A refusal throws, and the caller's rollback undoes the count.
 */
export async function claimDiscountUse(tx: Db, { codeId, orderId, userId, email }: { codeId: number; orderId: number; userId: number | null; email: string }) {
  const now = new Date();
  const [claimed] = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now)),
        or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now)),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.usedCount, discountCodes.usageLimit)),
      ),
    )
    .returning({ id: discountCodes.id, code: discountCodes.code, perCustomerLimit: discountCodes.perCustomerLimit });
  if (!claimed) {
    const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, codeId));
    throw new ApiError(refusalOf(row, now) ?? 'discount_code_used_up');
  }
  if (claimed.perCustomerLimit != null) {
    const uses = await usesBy(tx, codeId, { userId, email });
    if (uses != null && uses >= claimed.perCustomerLimit) throw new ApiError('discount_code_used_up');
  }
  await tx.insert(discountCodeUses).values({ discountCodeId: codeId, orderId, userId, email: email.trim(), customerEmail: customerEmail(email) });
  return { id: claimed.id, code: claimed.code };
}

/** Gives an order's use back (the order failed or was cancelled); a second call for the same order changes nothing. */
export async function releaseDiscountUse(tx: Db, orderId: number): Promise<boolean> {
  const [released] = await tx.delete(discountCodeUses).where(eq(discountCodeUses.orderId, orderId)).returning({ codeId: discountCodeUses.discountCodeId });
  if (!released) return false;
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
    .where(eq(discountCodes.id, released.codeId));
  return true;
}
