import { and, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { parseAmount } from '@/lib/shop/money';
import type { DiscountCodeInput } from '@/lib/shop/validation/content-editing';
import type { OperatorActor } from '../../auth/operator-session';
import type { Db } from '../../db/client';
import { designers, discountCodes, discountCodeUses, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { translator } from '../../translate';
import { claimVersion } from '../editing/versions';
import { recordAudit } from '../operators/audit';
import { pageOf, pageWindow } from '../backoffice/sorting';

type CodeRow = typeof discountCodes.$inferSelect;

/** Whether shoppers can use a code now by its switch and dates (its limits aside). */
function stateOf(row: CodeRow, now: Date) {
  if (!row.isActive || (row.endsAt && row.endsAt <= now)) return 'ended' as const;
  return row.startsAt && row.startsAt > now ? ('scheduled' as const) : ('active' as const);
}

/** A code as the editor's screens show it: amounts in minor units, dates as ISO text. */
const viewOf = (row: CodeRow, now = new Date()) => ({
  Id: row.id,
  Code: row.code,
  Kind: row.kind,
  Percent: row.percent,
  AmountTry: row.amountTry,
  AmountUsd: row.amountUsd,
  MinTotalTry: row.minTotalTry,
  MinTotalUsd: row.minTotalUsd,
  DesignerId: row.designerId,
  StartsAt: row.startsAt?.toISOString() ?? null,
  EndsAt: row.endsAt?.toISOString() ?? null,
  UsageLimit: row.usageLimit,
  PerCustomerLimit: row.perCustomerLimit,
  UsedCount: row.usedCount,
  IsActive: row.isActive,
  State: stateOf(row, now),
  Version: row.version,
});

/** Every code, newest first, with how many orders took it; a page at a time. */
export async function discountCodeList(db: Db, page: number) {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.id)).limit(pageWindow(page).limit).offset(pageWindow(page).offset);
  return pageOf(rows.map((row) => viewOf(row)), page);
}

/** One code, its uses and the orders that used it (a cancelled order's released use still lists the order). */
export async function discountCodeDetail(db: Db, id: number) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw new ApiError('discount_code_not_found');
  const used = await db
    .select({
      OrderId: orders.id,
      OrderNo: orders.orderNo,
      Email: orders.email,
      Status: orders.status,
      Currency: orders.currency,
      DiscountAmount: orders.discountAmount,
      Total: orders.total,
      CreatedAt: orders.createdAt,
      Counted: sql<boolean>`${discountCodeUses.id} is not null`,
    })
    .from(orders)
    .leftJoin(discountCodeUses, eq(discountCodeUses.orderId, orders.id))
    .where(eq(orders.discountCodeId, id))
    .orderBy(desc(orders.id))
    .limit(200);
  return { Code: viewOf(row), Orders: used.map((order) => ({ ...order, CreatedAt: order.CreatedAt.toISOString() })) };
}

/** What the form says, as the table stores it; the schema has checked every amount and date already. */
function valuesOf(input: DiscountCodeInput) {
  const minor = (text: string | undefined) => parseAmount(text || '0') ?? 0;
  const percent = input.Kind === 'percent';
  return {
    code: input.Code.trim(),
    kind: input.Kind as CodeRow['kind'],
    percent: percent ? (input.Percent ?? 0) : 0,
    amountTry: percent ? 0 : minor(input.AmountTry),
    amountUsd: percent ? 0 : minor(input.AmountUsd),
    minTotalTry: minor(input.MinTotalTry),
    minTotalUsd: minor(input.MinTotalUsd),
    designerId: input.DesignerId ?? null,
    startsAt: input.StartsAt ? new Date(input.StartsAt) : null,
    endsAt: input.EndsAt ? new Date(input.EndsAt) : null,
    usageLimit: input.UsageLimit ?? null,
    perCustomerLimit: input.PerCustomerLimit ?? null,
    isActive: input.IsActive,
  };
}

/** What the audit log keeps of a code: its settings, not its running count. */
const auditStateOf = (row: CodeRow) => ({
  code: row.code, kind: row.kind, percent: row.percent, amountTry: row.amountTry, amountUsd: row.amountUsd, minTotalTry: row.minTotalTry, minTotalUsd: row.minTotalUsd,
  designerId: row.designerId, startsAt: row.startsAt, endsAt: row.endsAt, usageLimit: row.usageLimit, perCustomerLimit: row.perCustomerLimit, isActive: row.isActive,
});

/** A refusal the form shows beside one field, in the operator's language. */
function fieldRefusal(locale: Locale, code: 'discount_code_taken' | 'designer_not_found', field: string): ApiError {
  const message = translator(locale)(`errors.${code}`);
  return new ApiError(code, { message, fields: { [field]: message } });
}

/** Creates a code (no Id) or changes one; the code's text is unique whatever its letter case. */
export async function saveDiscountCode(db: Db, actor: OperatorActor, locale: Locale, input: DiscountCodeInput) {
  const values = valuesOf(input);
  if (values.designerId != null) {
    const [designer] = await db.select({ id: designers.id }).from(designers).where(eq(designers.id, values.designerId));
    if (!designer) throw fieldRefusal(locale, 'designer_not_found', 'DesignerId');
  }
  const sameText = and(eq(sql`upper(${discountCodes.code})`, values.code.toLocaleUpperCase('en-US')), input.Id ? ne(discountCodes.id, input.Id) : undefined);
  const [clash] = await db.select({ id: discountCodes.id }).from(discountCodes).where(sameText);
  if (clash) throw fieldRefusal(locale, 'discount_code_taken', 'Code');
  return db.transaction(async (tx) => {
    if (input.Id == null) {
      const [created] = await tx.insert(discountCodes).values(values).returning();
      await recordAudit(tx, actor, { action: 'discount-code.created', entity: 'discount-code', entityId: created.id, before: null, after: auditStateOf(created) });
      return { Id: created.id, Version: created.version };
    }
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, input.Id));
    const version = await claimVersion(tx, discountCodes, input.Id, input.Version ?? 0, 'discount_code_not_found');
    const [after] = await tx.update(discountCodes).set(values).where(eq(discountCodes.id, input.Id)).returning();
    await recordAudit(tx, actor, { action: 'discount-code.changed', entity: 'discount-code', entityId: input.Id, before: auditStateOf(before), after: auditStateOf(after) });
    return { Id: input.Id, Version: version };
  });
}

/** Ends a code now: shoppers are refused it from this moment; its orders and uses stay. */
export async function endDiscountCode(db: Db, actor: OperatorActor, id: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
    if (!before) throw new ApiError('discount_code_not_found');
    if (!before.isActive) throw new ApiError('discount_code_ended');
    // The version rises too: a form opened before the ending cannot switch the code back on unawares.
    const [after] = await tx.update(discountCodes).set({ isActive: false, endsAt: new Date(), version: sql`${discountCodes.version} + 1` }).where(eq(discountCodes.id, id)).returning();
    await recordAudit(tx, actor, { action: 'discount-code.ended', entity: 'discount-code', entityId: id, before: auditStateOf(before), after: auditStateOf(after) });
    return { Id: id };
  });
}

/**
 * Deletes a code no order ever named. One conditional DELETE: an order placed with the code while
 * the editor clicks makes it refuse, so a code in use can only be ended.
 */
export async function deleteDiscountCode(db: Db, actor: OperatorActor, id: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id));
    if (!before) throw new ApiError('discount_code_not_found');
    const unused = notExists(tx.select({ one: sql`1` }).from(orders).where(eq(orders.discountCodeId, id)));
    const deleted = await tx.delete(discountCodes).where(and(eq(discountCodes.id, id), unused)).returning({ id: discountCodes.id });
    if (!deleted.length) throw new ApiError('discount_code_in_use');
    await recordAudit(tx, actor, { action: 'discount-code.deleted', entity: 'discount-code', entityId: id, before: auditStateOf(before), after: null });
    return { Id: id };
  });
}
