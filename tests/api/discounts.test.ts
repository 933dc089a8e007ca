/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { designers, discountCodes, discountCodeUses, orders, users } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { claimDiscountUse, evaluateDiscount, releaseDiscountUse } from '@/lib/server/services/discounts';
import { customerEmail } from '@/lib/shop/customer-email';
import { freshShop } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 8 });
});

const DAY = 24 * 60 * 60 * 1000;

/** An order row to hang a code's use on; only the fields the schema requires. */
async function order(email = 'misafir@example.com', userId: number | null = null): Promise<number> {
  const oid = randomUUID().replaceAll('-', '');
  const [row] = await shop.db
    .insert(orders)
    .values({
      orderNo: oid.slice(0, 12), merchantOid: oid, userId, email, languageId: 1, currency: 'TRY', status: 1, paymentType: 'bank',
      productTotal: 10_000, cargoPrice: 0, total: 10_000, deliveryNameSurname: 'Deniz Kaya', deliveryPhone: '(532) 000 00 00',
      deliveryCity: 'İstanbul', deliveryDistrict: 'Beyoğlu', deliveryAddress: 'Galata', billNameSurname: 'Deniz Kaya',
      billCity: 'İstanbul', billDistrict: 'Beyoğlu', billAddress: 'Galata',
    })
    .returning({ id: orders.id });
  return row.id;
}

async function code(values: Partial<typeof discountCodes.$inferInsert>) {
  const [row] = await shop.db
    .insert(discountCodes)
    .values({ code: `TEST${randomUUID().slice(0, 8)}`, kind: 'percent', percent: 10, ...values })
    .returning();
  return row;
}

const usedCount = async (id: number) => (await shop.db.select({ n: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.id, id)))[0].n;

/** The refusal's code, or 'ok' when the promise resolves. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

const claimInOwnTransaction = (input: Parameters<typeof claimDiscountUse>[1]) => shop.db.transaction((tx) => claimDiscountUse(tx, input));

describe('evaluateDiscount', () => {
  it('takes a percentage off, rounded half up, whatever the letter case and spaces', async () => {
    const applied = await evaluateDiscount(shop.db, '  hosgeldin10 ', { productTotal: 12_345, currency: 'TRY' });
    expect(applied).toMatchObject({ code: 'HOSGELDIN10', amount: 1_235 });
    expect((await evaluateDiscount(shop.db, 'HOSGELDIN10', { productTotal: 12_344, currency: 'USD' })).amount).toBe(1_234);
  });

  it('takes a fixed sum in the currency once the basket reaches the minimum, never more than the total', async () => {
    expect((await evaluateDiscount(shop.db, 'VITRIN250', { productTotal: 150_000, currency: 'TRY' })).amount).toBe(25_000);
    expect((await evaluateDiscount(shop.db, 'VITRIN250', { productTotal: 6_000, currency: 'USD' })).amount).toBe(1_000);
    expect(await outcome(evaluateDiscount(shop.db, 'VITRIN250', { productTotal: 149_999, currency: 'TRY' }))).toBe('discount_code_min_total');
    expect(await outcome(evaluateDiscount(shop.db, 'VITRIN250', { productTotal: 5_999, currency: 'USD' }))).toBe('discount_code_min_total');
    const big = await code({ kind: 'amount', amountTry: 50_000, amountUsd: 2_000 });
    expect((await evaluateDiscount(shop.db, big.code, { productTotal: 12_000, currency: 'TRY' })).amount).toBe(12_000);
  });

  it('counts only its designer’s lines for a designer’s code: the percentage, the cap and the minimum; none of them is a refusal', async () => {
    const [first, second] = await shop.db.select({ id: designers.id }).from(designers).orderBy(designers.id).limit(2);
    const totals = new Map([
      [first.id, 40_000],
      [second.id, 60_000],
    ]);
    const percent = await code({ percent: 10, designerId: first.id });
    expect((await evaluateDiscount(shop.db, percent.code, { productTotal: 100_000, designerTotals: totals, currency: 'TRY' })).amount).toBe(4_000);
    const sum = await code({ kind: 'amount', amountTry: 50_000, amountUsd: 2_000, designerId: first.id });
    expect((await evaluateDiscount(shop.db, sum.code, { productTotal: 100_000, designerTotals: totals, currency: 'TRY' })).amount).toBe(40_000);
    const minimum = await code({ designerId: first.id, minTotalTry: 50_000 });
    expect(await outcome(evaluateDiscount(shop.db, minimum.code, { productTotal: 100_000, designerTotals: totals, currency: 'TRY' }))).toBe('discount_code_min_total');
    const elsewhere = new Map([[second.id, 60_000]]);
    expect(await outcome(evaluateDiscount(shop.db, percent.code, { productTotal: 60_000, designerTotals: elsewhere, currency: 'TRY' }))).toBe('discount_code_not_applicable');
  });

  it('refuses unknown, inactive, not yet started and expired codes', async () => {
    expect(await outcome(evaluateDiscount(shop.db, 'YOKBOYLE', { productTotal: 10_000, currency: 'TRY' }))).toBe('discount_code_not_found');
    expect(await outcome(evaluateDiscount(shop.db, '', { productTotal: 10_000, currency: 'TRY' }))).toBe('discount_code_not_found');
    expect(await outcome(evaluateDiscount(shop.db, 'ATOLYE20', { productTotal: 10_000, currency: 'TRY' }))).toBe('discount_code_not_found');
    expect(await outcome(evaluateDiscount(shop.db, 'YAZ2026', { productTotal: 10_000, currency: 'TRY' }))).toBe('discount_code_expired');
    const later = await code({ startsAt: new Date(Date.now() + DAY) });
    expect(await outcome(evaluateDiscount(shop.db, later.code, { productTotal: 10_000, currency: 'TRY' }))).toBe('discount_code_not_found');
    const current = await code({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY) });
    expect(await outcome(evaluateDiscount(shop.db, current.code, { productTotal: 10_000, currency: 'TRY' }))).toBe('ok');
  });

  it('refuses a code whose shop-wide uses are gone', async () => {
    const spent = await code({ usageLimit: 2, usedCount: 2 });
    expect(await outcome(evaluateDiscount(shop.db, spent.code, { productTotal: 10_000, currency: 'TRY' }))).toBe('discount_code_used_up');
  });
});

describe('claimDiscountUse', () => {
  it('gives exactly the shop-wide limit to 20 concurrent orders', async () => {
    const limited = await code({ usageLimit: 3 });
    const orderIds = await Promise.all(Array.from({ length: 20 }, (_, i) => order(`alici${i}@example.com`)));
    const outcomes = await Promise.all(
      orderIds.map((orderId, i) => outcome(claimInOwnTransaction({ codeId: limited.id, orderId, userId: null, email: `alici${i}@example.com` }))),
    );
    expect(outcomes.filter((each) => each === 'ok')).toHaveLength(3);
    expect(outcomes.filter((each) => each === 'discount_code_used_up')).toHaveLength(17);
    expect(await usedCount(limited.id)).toBe(3);
    expect(await shop.db.$count(discountCodeUses, eq(discountCodeUses.discountCodeId, limited.id))).toBe(3);
  });

  it('holds the per-customer limit for concurrent orders of one guest (e-mail in any case) and one member', async () => {
    const [seeded] = await shop.db.select().from(discountCodes).where(eq(discountCodes.code, 'ILKSIPARIS15'));
    expect(seeded.perCustomerLimit).toBe(1);
    const guestOrders = await Promise.all(Array.from({ length: 5 }, () => order('Ece@Example.com')));
    const guest = await Promise.all(
      guestOrders.map((orderId, i) => outcome(claimInOwnTransaction({ codeId: seeded.id, orderId, userId: null, email: i % 2 ? 'ece@example.com' : 'ECE@example.com ' }))),
    );
    expect(guest.filter((each) => each === 'ok')).toHaveLength(1);
    expect(guest.filter((each) => each === 'discount_code_used_up')).toHaveLength(4);

    const [member] = await shop.db.insert(users).values({ email: 'deniz@example.com', nameSurname: 'Deniz Kaya', passwordHash: 'x' }).returning();
    const memberOrders = await Promise.all(Array.from({ length: 4 }, () => order(member.email, member.id)));
    const forMember = await Promise.all(memberOrders.map((orderId) => outcome(claimInOwnTransaction({ codeId: seeded.id, orderId, userId: member.id, email: member.email }))));
    expect(forMember.filter((each) => each === 'ok')).toHaveLength(1);
    // A refused claim rolled its count back: one guest use and one member use.
    expect(await usedCount(seeded.id)).toBe(2);
    const customer = { productTotal: 10_000, currency: 'TRY' as const };
    expect(await outcome(evaluateDiscount(shop.db, 'ILKSIPARIS15', { ...customer, customer: { email: 'ECE@EXAMPLE.COM' } }))).toBe('discount_code_used_up');
    expect(await outcome(evaluateDiscount(shop.db, 'ILKSIPARIS15', { ...customer, customer: { userId: member.id } }))).toBe('discount_code_used_up');
    expect(await outcome(evaluateDiscount(shop.db, 'ILKSIPARIS15', { ...customer, customer: { email: 'baska@example.com' } }))).toBe('ok');
  });

  it('counts a guest and the member with the same mailbox as one customer, whichever checks out first', async () => {
    const once = await code({ perCustomerLimit: 1 });
    const basket = { productTotal: 10_000, currency: 'TRY' as const };
    const [selin] = await shop.db.insert(users).values({ email: 'selinaydin@googlemail.com', nameSurname: 'Selin Aydın', passwordHash: 'x' }).returning();
    expect(await outcome(claimInOwnTransaction({ codeId: once.id, orderId: await order('Selin.Aydin+vitrin@gmail.com'), userId: null, email: 'Selin.Aydin+vitrin@gmail.com' }))).toBe('ok');
    expect(await outcome(evaluateDiscount(shop.db, once.code, { ...basket, customer: { userId: selin.id } }))).toBe('discount_code_used_up');
    expect(await outcome(claimInOwnTransaction({ codeId: once.id, orderId: await order(selin.email, selin.id), userId: selin.id, email: selin.email }))).toBe('discount_code_used_up');

    const [okan] = await shop.db.insert(users).values({ email: 'okan@example.com', nameSurname: 'Okan Demir', passwordHash: 'x' }).returning();
    expect(await outcome(claimInOwnTransaction({ codeId: once.id, orderId: await order(okan.email, okan.id), userId: okan.id, email: okan.email }))).toBe('ok');
    for (const guest of ['OKAN@example.com', 'okan+ikinci@Example.com']) {
      expect(await outcome(evaluateDiscount(shop.db, once.code, { ...basket, customer: { email: guest } }))).toBe('discount_code_used_up');
      expect(await outcome(claimInOwnTransaction({ codeId: once.id, orderId: await order(guest), userId: null, email: guest }))).toBe('discount_code_used_up');
    }
    // Outside Gmail a dot makes another address, and so another customer.
    expect(await outcome(evaluateDiscount(shop.db, once.code, { ...basket, customer: { email: 'o.kan@example.com' } }))).toBe('ok');
    expect(await usedCount(once.id)).toBe(2);
  });

  it('keys the uses recorded before the customer key by the same rule (the migration’s statement agrees with customerEmail)', async () => {
    const migration = readFileSync('db/migrations/0013_discount_customer_email.sql', 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "discount_code_uses"'))!;
    const addresses = ['  Ece@Example.COM ', 'ece+indirim@example.com', 'Ece+a+b@example.com', 'e.c.e@example.com', 'Selin.Aydin+shop@gmail.com', 's.e.l.i.n@googlemail.com', '+only@example.com', '"odd@local"@example.com', 'ab@gmail.com.tr'];
    const old = await code({});
    for (const address of addresses) {
      await shop.db.insert(discountCodeUses).values({ discountCodeId: old.id, orderId: await order(address), email: address, customerEmail: 'not yet keyed' });
    }
    await shop.db.execute(sql.raw(backfill));
    const rows = await shop.db.select().from(discountCodeUses).where(eq(discountCodeUses.discountCodeId, old.id));
    expect(rows.map((row) => [row.email, row.customerEmail])).toEqual(addresses.map((address) => [address, customerEmail(address)]));
  });

  it('refuses inactive and expired codes with their reason and counts nothing', async () => {
    const [inactive] = await shop.db.select().from(discountCodes).where(eq(discountCodes.code, 'ATOLYE20'));
    const [expired] = await shop.db.select().from(discountCodes).where(eq(discountCodes.code, 'YAZ2026'));
    expect(await outcome(claimInOwnTransaction({ codeId: inactive.id, orderId: await order(), userId: null, email: 'a@example.com' }))).toBe('discount_code_not_found');
    expect(await outcome(claimInOwnTransaction({ codeId: expired.id, orderId: await order(), userId: null, email: 'a@example.com' }))).toBe('discount_code_expired');
    expect(await usedCount(inactive.id)).toBe(0);
    expect(await usedCount(expired.id)).toBe(0);
  });
});

describe('releaseDiscountUse', () => {
  it('gives a failed order\'s use back once, so another order can take it', async () => {
    const single = await code({ usageLimit: 1 });
    const first = await order();
    expect(await outcome(claimInOwnTransaction({ codeId: single.id, orderId: first, userId: null, email: 'a@example.com' }))).toBe('ok');
    expect(await outcome(claimInOwnTransaction({ codeId: single.id, orderId: await order(), userId: null, email: 'b@example.com' }))).toBe('discount_code_used_up');
    expect(await shop.db.transaction((tx) => releaseDiscountUse(tx, first))).toBe(true);
    expect(await shop.db.transaction((tx) => releaseDiscountUse(tx, first))).toBe(false);
    expect(await usedCount(single.id)).toBe(0);
    expect(await outcome(claimInOwnTransaction({ codeId: single.id, orderId: await order(), userId: null, email: 'c@example.com' }))).toBe('ok');
    expect(await usedCount(single.id)).toBe(1);
  });
});
