/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { auditLog, designers, discountCodes, orders, users } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { claimDiscountUse, evaluateDiscount } from '@/lib/server/services/discounts';
import { insertOrder } from '../support/orders';
import { operatorWithSession } from '../support/operators';
import { memberCookie } from '../support/session';
import { freshShop, post } from '../support/shop';

/*
 * The editor's discount codes (issue 23): who may call, what bad input gets (a field message, never
 * a 500, nothing saved), that a saved code is the one shoppers get, its uses and orders, and that a
 * code an order named can only be ended, never deleted.
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let shopperHeaders: { cookie: string };
let shopperId = 0;

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-codes-'));
  shop = await freshShop({ products: 4 });
  [editor, staff, owner] = await Promise.all([operatorWithSession('editor'), operatorWithSession('staff'), operatorWithSession('owner')]);
  const [shopper] = await shop.db.insert(users).values({ email: 'kod.alici@example.com', nameSurname: 'Ece Yıldız', passwordHash: 'x', isActive: true }).returning();
  shopperId = shopper.id;
  shopperHeaders = { cookie: await memberCookie(shopper.id) };
});

const HOUR = 60 * 60 * 1000;
const valid = (overrides: Record<string, unknown> = {}) => ({ Code: `YAZ${Math.random().toString(36).slice(2, 8)}`, Kind: 'percent', Percent: 15, ...overrides });
const create = async (overrides: Record<string, unknown> = {}, headers = editor.headers) => post('operator-discount-code-save', valid(overrides), { headers });
const codeRow = async (id: number) => (await shop.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0];

describe('who may call', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['operator-discount-codes', {}],
    ['operator-discount-code', { Id: 1 }],
    ['operator-discount-code-save', valid()],
    ['operator-discount-code-end', { Id: 1 }],
    ['operator-discount-code-delete', { Id: 1 }],
    ['operator-cargo-zones', {}],
    ['operator-cargo-zone-save', { Zone: 'TR', FlatTry: '50', FreeFromTry: '1000', FlatUsd: '5', FreeFromUsd: '100' }],
  ];
  it.each(calls)('%s: none 401, a shopper 403, staff 403', async (name, data) => {
    expect((await post(name, data)).status).toBe(401);
    expect((await post(name, data, { headers: shopperHeaders })).status).toBe(403);
    expect((await post(name, data, { headers: staff.headers })).status).toBe(403);
  });

  it('the owner passes an editor call', async () => {
    expect((await post('operator-discount-codes', {}, { headers: owner.headers })).status).toBe(200);
  });
});

describe('creating and changing a code', () => {
  it('creates a percentage code that a shopper’s basket then gets, and records who did it', async () => {
    const { status, body } = await create({ Code: 'KIS20', Percent: 20, MinTotalTry: '100', MinTotalUsd: '10' });
    expect(status).toBe(200);
    const row = await codeRow(body.data.Id);
    expect(row).toMatchObject({ code: 'KIS20', kind: 'percent', percent: 20, minTotalTry: 10_000, minTotalUsd: 1_000, isActive: true });
    await expect(evaluateDiscount(shop.db, 'kis20', { productTotal: 50_000, currency: 'TRY' })).resolves.toMatchObject({ amount: 10_000 });
    await expect(evaluateDiscount(shop.db, 'KIS20', { productTotal: 5_000, currency: 'TRY' })).rejects.toMatchObject({ code: 'discount_code_min_total' });
    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.entity, 'discount-code'), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ action: 'discount-code.created', operatorId: editor.id });
  });

  it('stores a fixed code per currency in minor units, with its dates, limits and designer', async () => {
    const [designer] = await shop.db.select({ id: designers.id }).from(designers).limit(1);
    const starts = new Date(Date.now() - HOUR).toISOString();
    const ends = new Date(Date.now() + 24 * HOUR).toISOString();
    const { body } = await create({ Kind: 'amount', Percent: '', AmountTry: '149,90', AmountUsd: '5.5', StartsAt: starts, EndsAt: ends, UsageLimit: 100, PerCustomerLimit: 1, DesignerId: designer.id });
    expect(await codeRow(body.data.Id)).toMatchObject({
      kind: 'amount', percent: 0, amountTry: 14_990, amountUsd: 550, usageLimit: 100, perCustomerLimit: 1, designerId: designer.id, startsAt: new Date(starts), endsAt: new Date(ends),
    });
  });

  it('changes a code and logs its state before and after', async () => {
    const { body } = await create({ Percent: 10 });
    const id = body.data.Id;
    const row = await codeRow(id);
    const changed = await post('operator-discount-code-save', { Id: id, Version: row.version, Code: row.code, Kind: 'percent', Percent: 25, UsageLimit: 3 }, { headers: editor.headers });
    expect(changed.status).toBe(200);
    expect(changed.body.data.Version).toBe(row.version + 1);
    expect(await codeRow(id)).toMatchObject({ percent: 25, usageLimit: 3 });
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.action, 'discount-code.changed')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit.before).toMatchObject({ percent: 10, usageLimit: null });
    expect(audit.after).toMatchObject({ percent: 25, usageLimit: 3 });
  });

  it('refuses a code that exists in another letter case, beside the Code field, in the operator’s language', async () => {
    await create({ Code: 'BAHAR' });
    const before = (await shop.db.select().from(discountCodes)).length;
    const english = await create({ Code: 'bahar', LanguageId: 2 });
    expect(english.status).toBe(409);
    expect(english.body.errors.Code).toBe('That code already exists; choose another.');
    const turkish = await create({ Code: 'Bahar', LanguageId: 1 });
    expect(turkish.body.errors.Code).toBe('Bu kod zaten var; başka bir kod yazın.');
    expect((await shop.db.select().from(discountCodes)).length).toBe(before);
  });

  it.each([
    ['an amount with three decimals', { Kind: 'amount', AmountTry: '10.999', AmountUsd: '1' }, 'AmountTry'],
    ['a negative amount', { Kind: 'amount', AmountTry: '10', AmountUsd: '-1' }, 'AmountUsd'],
    ['a fixed code without its dollar amount', { Kind: 'amount', AmountTry: '10' }, 'AmountUsd'],
    ['a percentage over 100', { Percent: 150 }, 'Percent'],
    ['a percentage of 0', { Percent: 0 }, 'Percent'],
    ['a code with spaces', { Code: 'YAZ 20' }, 'Code'],
    ['an end before the start', { StartsAt: '2026-12-10T10:00:00Z', EndsAt: '2026-12-01T10:00:00Z' }, 'EndsAt'],
    ['a date that is none', { StartsAt: 'yarın' }, 'StartsAt'],
    ['a usage limit of 0', { UsageLimit: 0 }, 'UsageLimit'],
    ['an unknown kind', { Kind: 'gift' }, 'Kind'],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_name, overrides, field) => {
    const before = (await shop.db.select().from(discountCodes)).length;
    const { status, body } = await create(overrides);
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toContain(field);
    expect((await shop.db.select().from(discountCodes)).length).toBe(before);
  });

  it('tells the later of two editors saving one version that the code changed (409), keeping the first save', async () => {
    const { body } = await create({ Percent: 10 });
    const { code, version } = await codeRow(body.data.Id);
    const first = await post('operator-discount-code-save', { Id: body.data.Id, Version: version, Code: code, Kind: 'percent', Percent: 30 }, { headers: editor.headers });
    const second = await post('operator-discount-code-save', { Id: body.data.Id, Version: version, Code: code, Kind: 'percent', Percent: 40, LanguageId: 2 }, { headers: owner.headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('record_changed');
    expect((await codeRow(body.data.Id)).percent).toBe(30);
    expect((await post('operator-discount-code-save', { Id: body.data.Id, Code: code, Kind: 'percent', Percent: 40 }, { headers: editor.headers })).status).toBe(400);
  });

  it('refuses a designer that does not exist beside its field', async () => {
    const { status, body } = await create({ DesignerId: 999_999 });
    expect(status).toBe(404);
    expect(Object.keys(body.errors)).toEqual(['DesignerId']);
  });

  it('answers 404 for a code that does not exist', async () => {
    expect((await post('operator-discount-code', { Id: 999_999 }, { headers: editor.headers })).status).toBe(404);
    expect((await post('operator-discount-code-save', valid({ Id: 999_999, Version: 1 }), { headers: editor.headers })).status).toBe(404);
  });
});

describe('uses, ending and deleting', () => {
  async function usedCode() {
    const { body } = await create({ Percent: 10 });
    const id: number = body.data.Id;
    const order = await insertOrder(shop.db, { userId: shopperId, status: 2, discountAmount: 12_500 });
    await shop.db.update(orders).set({ discountCodeId: id }).where(eq(orders.id, order.id));
    await shop.db.transaction((tx) => claimDiscountUse(tx, { codeId: id, orderId: order.id, userId: shopperId, email: 'kod.alici@example.com' }));
    return { id, order };
  }

  it('shows a code’s uses and the orders that used it', async () => {
    const { id, order } = await usedCode();
    const { status, body } = await post('operator-discount-code', { Id: id }, { headers: editor.headers });
    expect(status).toBe(200);
    expect(body.data.Code.UsedCount).toBe(1);
    expect(body.data.Orders).toEqual([expect.objectContaining({ OrderId: order.id, OrderNo: order.orderNo, DiscountAmount: 12_500, Counted: true })]);
    const list = await post('operator-discount-codes', {}, { headers: editor.headers });
    expect(list.body.data.Rows.find((row: { Id: number }) => row.Id === id)).toMatchObject({ UsedCount: 1, State: 'active' });
  });

  it('refuses to delete a code an order used (409, still there), and ends it instead: shoppers are refused it', async () => {
    const { id } = await usedCode();
    const refused = await post('operator-discount-code-delete', { Id: id }, { headers: editor.headers });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('discount_code_in_use');
    expect(await codeRow(id)).toBeDefined();
    const ended = await post('operator-discount-code-end', { Id: id }, { headers: editor.headers });
    expect(ended.status).toBe(200);
    const row = await codeRow(id);
    expect(row.isActive).toBe(false);
    await expect(evaluateDiscount(shop.db, row.code, { productTotal: 50_000, currency: 'TRY' })).rejects.toBeInstanceOf(ApiError);
    expect((await post('operator-discount-code-end', { Id: id }, { headers: editor.headers })).status).toBe(409);
    // A form opened before the ending cannot switch the code back on unawares.
    const stale = await post('operator-discount-code-save', { Id: id, Version: row.version - 1, Code: row.code, Kind: 'percent', Percent: 10, IsActive: true }, { headers: editor.headers });
    expect(stale.status).toBe(409);
    const actions = (await shop.db.select().from(auditLog).where(and(eq(auditLog.entity, 'discount-code'), eq(auditLog.entityId, String(id))))).map((entry) => entry.action);
    expect(actions).toEqual(['discount-code.created', 'discount-code.ended']);
  });

  it('deletes a code no order named, with an audit row', async () => {
    const { body } = await create();
    const id = body.data.Id;
    expect((await post('operator-discount-code-delete', { Id: id }, { headers: editor.headers })).status).toBe(200);
    expect(await codeRow(id)).toBeUndefined();
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.action, 'discount-code.deleted')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ entityId: String(id), after: null });
  });
});
