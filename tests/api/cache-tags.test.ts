/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { registry } from '@/lib/server/api/registry';
import { PAGE_CACHE } from '@/lib/server/cache/global';
import { PageCache } from '@/lib/server/cache/page-cache';
import { RevalidationLog } from '@/lib/server/cache/revalidations';
import { categoryTag, designerTag, LISTING_TAGS, productTag } from '@/lib/server/cache/tags';
import type { Database } from '@/lib/server/db/client';
import { cacheRevalidations, categories, orders, productCategories, products } from '@/lib/server/db/schema';
import { read } from '@/lib/server/read';
import { expireUnpaidOrders } from '@/lib/server/services/checkout/card';
import { changeProduct } from '@/lib/server/services/product-changes';
import { post } from '../support/shop';
import { fillBasket, guestAddress, stockedShop, stockOf } from './checkout-fixtures';

// A read's page tagging needs a Next render; here the reads' own caching under their tags is under test.
jest.mock('next/cache', () => ({ unstable_cache: <F>(run: F) => run }));

let shop: Database;
let kadikoy = 0;
let productIds: number[] = [];

beforeAll(async () => {
  ({ shop, kadikoy, productIds } = await stockedShop(20));
});

/** When each tag was last marked expired (0: never). */
async function expiredAt(tags: string[]): Promise<Map<string, number>> {
  const rows = await shop.db.select().from(cacheRevalidations).where(inArray(cacheRevalidations.tag, tags));
  return new Map(tags.map((tag) => [tag, rows.find((row) => row.tag === tag)?.expiredAt ?? 0]));
}

/** What a change to `productId` must reach: its page, its designer's, its categories' and their parents', the catalogue-wide lists. */
async function tagsShowing(productId: number): Promise<string[]> {
  const [{ designerId }] = await shop.db.select({ designerId: products.designerId }).from(products).where(eq(products.id, productId));
  const filed = await shop.db
    .select({ id: productCategories.categoryId, parentId: categories.parentId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, productId));
  expect(filed.length).toBeGreaterThan(0);
  const categoryIds = new Set(filed.flatMap((row) => (row.parentId ? [row.id, row.parentId] : [row.id])));
  return [productTag(productId), designerTag(designerId), ...[...categoryIds].map(categoryTag), ...Object.values(LISTING_TAGS)];
}

async function bankOrder(productId: number) {
  const address = guestAddress(kadikoy, { Email: `guest.${randomUUID().slice(0, 8)}@example.com` });
  await fillBasket(shop, { anonymousId: address.AnonymousUserId }, [{ productId, quantity: 1 }]);
  const { status, body } = await post('payment-process', { ...address, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true });
  expect(status).toBe(200);
  return body.data.MerchantOid as string;
}

const allMarkedSince = (marks: Map<string, number>, time: number) => [...marks.values()].every((at) => at >= time);

describe('a stock, price or text change of one product marks what shows it, and only that', () => {
  it('an order that takes one piece of twenty (no sell-out) marks the product, its designer, its categories and the catalogue-wide lists', async () => {
    const [piece, other] = productIds;
    const tags = await tagsShowing(piece);
    const before = Date.now();
    await bankOrder(piece);
    expect(await stockOf(shop, piece)).toBe(19);
    expect(allMarkedSince(await expiredAt(tags), before)).toBe(true);
    expect((await expiredAt([productTag(other)])).get(productTag(other))).toBeLessThan(before);
  });

  it("an unpaid order's expiry marks them again as it puts the piece back", async () => {
    const piece = productIds[1];
    const merchantOid = await bankOrder(piece);
    await shop.db.update(orders).set({ paymentDeadline: new Date(Date.now() - 1000) }).where(eq(orders.merchantOid, merchantOid));
    const before = Date.now();
    expect(await expireUnpaidOrders(shop.db)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(shop, piece)).toBe(20);
    expect(allMarkedSince(await expiredAt(await tagsShowing(piece)), before)).toBe(true);
  });

  it('a change through the product-change service marks them in its own transaction; a refused change marks nothing', async () => {
    const [, , piece, other] = productIds;
    const before = Date.now();
    await changeProduct(shop.db, piece, { priceTry: 345_600, salePriceTry: 345_600 });
    expect(allMarkedSince(await expiredAt(await tagsShowing(piece)), before)).toBe(true);

    const refusedAt = Date.now();
    await expect(changeProduct(shop.db, other, { stock: -1 })).rejects.toMatchObject({ code: 'invalid_stock' });
    expect((await expiredAt([productTag(other)])).get(productTag(other))).toBeLessThan(refusedAt);
  });
});

describe('reads carry the tags of what they show', () => {
  it('a category listing: its category, and each card it shows', async () => {
    const [{ categoryId }] = await shop.db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, productIds[0]));
    const input = { LanguageId: 2, CategoryId: categoryId };
    const { body } = await post('get-category-products', input);
    const cards: { Id: number }[] = body.data.List;
    expect(cards.length).toBeGreaterThan(0);
    const tagsOf = registry['get-category-products'].cacheTags;
    expect(typeof tagsOf === 'function' && tagsOf(input as never, body.data)).toEqual([categoryTag(categoryId), ...cards.map((card) => productTag(card.Id))]);
  });

  it('a product page: the product, and each similar product it shows', async () => {
    const input = { LanguageId: 2, ProductId: productIds[0] };
    const { body } = await post('get-product-detail', input);
    const similar: { Id: number }[] = body.data.similarProducts;
    expect(similar.length).toBeGreaterThan(0);
    const tagsOf = registry['get-product-detail'].cacheTags;
    expect(typeof tagsOf === 'function' && tagsOf(input as never, body.data)).toEqual([productTag(productIds[0]), ...similar.map((card) => productTag(card.Id))]);
  });

  it("a cached product read is read anew after that product's change, while another product's stays cached", async () => {
    // A log that reads the database on every question, as any instance does after its refresh period.
    (globalThis as Record<symbol, unknown>)[PAGE_CACHE] = new PageCache(new RevalidationLog(shop.db, 0), 8 * 1024 * 1024);
    try {
      // Two products no earlier test changed: a change counts reads from just before it as old too (COMMIT_MARGIN_MS).
      const [changed, untouched] = productIds.slice(4);
      const titleOf = async (ProductId: number) => (await read('get-product-detail', { LanguageId: 2, ProductId })).product.Title;
      const untouchedTitle = await titleOf(untouched);
      await titleOf(changed);
      // Written past the service (no mark): only a read from the database would see it.
      await shop.db.update(products).set({ titleEn: 'Unmarked Title' }).where(eq(products.id, untouched));

      await changeProduct(shop.db, changed, { titleEn: 'Marked Title' });
      expect(await titleOf(changed)).toBe('Marked Title');
      expect(await titleOf(untouched)).toBe(untouchedTitle);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[PAGE_CACHE];
    }
  });
});
