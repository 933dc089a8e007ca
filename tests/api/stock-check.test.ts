/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { basketLines, products, productVariations, users } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { basketIdOf } from '@/lib/server/services/basket-store';
import type { ShopperOwner } from '@/lib/server/services/shopper';
import { refuseShortBasket } from '@/lib/server/services/checkout/stock-check';
import { freshShop, plainProductIds } from '../support/shop';
import { setStock } from './checkout-fixtures';

let shop: Database;
let plain: number[];
let variation: { id: number; productId: number; nameTr: string; nameEn: string };

beforeAll(async () => {
  shop = await freshShop();
  plain = await plainProductIds(shop.db, 3);
  for (const id of plain) await setStock(shop, id, 5);
  [variation] = await shop.db.select().from(productVariations).limit(1);
});

async function basket(owner: ShopperOwner, lines: { productId: number; variationId?: number; quantity: number }[]) {
  const basketId = await basketIdOf(shop.db, owner);
  for (const line of lines) await shop.db.insert(basketLines).values({ basketId, ...line });
}

/** The refusal's code and message, or null when the basket may go on to the order. */
async function refusal(owner: ShopperOwner, locale: 'tr' | 'en' = 'tr') {
  try {
    await refuseShortBasket(shop.db, owner, locale);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, message: error.details?.message };
  }
}

const titleOf = async (id: number) => (await shop.db.select({ tr: products.titleTr, en: products.titleEn }).from(products).where(eq(products.id, id)))[0];

describe('the one-read stock check before an order', () => {
  it('lets a basket within its stock through and refuses an empty one', async () => {
    const guest = { anonymousId: randomUUID() };
    expect(await refusal(guest)).toEqual({ code: 'cart_empty', message: undefined });
    await basket(guest, [{ productId: plain[0], quantity: 5 }]);
    expect(await refusal(guest)).toBeNull();
  });

  it('names the short line in the shopper’s language, for a guest and for a member', async () => {
    const guest = { anonymousId: randomUUID() };
    await basket(guest, [{ productId: plain[0], quantity: 1 }, { productId: plain[1], quantity: 6 }]);
    const title = await titleOf(plain[1]);
    expect(await refusal(guest, 'en')).toEqual({ code: 'no_stock', message: expect.stringContaining(title.en) });
    const [user] = await shop.db.insert(users).values({ email: `${randomUUID()}@example.com`, nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
    await basket({ userId: user.id }, [{ productId: plain[1], quantity: 6 }]);
    expect(await refusal({ userId: user.id })).toEqual({ code: 'no_stock', message: expect.stringContaining(title.tr) });
  });

  it('reads a variation’s own stock, and a product taken off sale as none', async () => {
    await shop.db.update(productVariations).set({ stock: 2 }).where(eq(productVariations.id, variation.id));
    const guest = { anonymousId: randomUUID() };
    await basket(guest, [{ productId: variation.productId, variationId: variation.id, quantity: 3 }]);
    expect(await refusal(guest)).toEqual({ code: 'no_stock', message: expect.stringContaining(`(${variation.nameTr})`) });
    await shop.db.update(productVariations).set({ stock: 3 }).where(eq(productVariations.id, variation.id));
    expect(await refusal(guest)).toBeNull();

    const off = { anonymousId: randomUUID() };
    await basket(off, [{ productId: plain[2], quantity: 1 }]);
    expect(await refusal(off)).toBeNull();
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, plain[2]));
    expect((await refusal(off))?.code).toBe('no_stock');
  });
});
