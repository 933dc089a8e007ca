/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { designers, productOptions, products, productVariations, users } from '@/lib/server/db/schema';
import { priceBasket } from '@/lib/server/services/basket-pricing';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { memberCookie } from '../support/session';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 60 });
});

type Prices = { priceTry: number; salePriceTry: number; priceUsd: number; salePriceUsd: number };
const cheap: Prices = { priceTry: 12_000, salePriceTry: 10_000, priceUsd: 500, salePriceUsd: 400 };

let taken: number[] = [];
/** A product no earlier test used, sold as itself: `stock` pieces at the given prices, no options, paid cargo. */
async function plainProduct(stock: number, prices: Prices = cheap) {
  const [row] = await shop.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isMainVariation, true), eq(products.isActive, true), ...taken.map((id) => ne(products.id, id))))
    .orderBy(products.id)
    .limit(1);
  taken = [...taken, row.id];
  await shop.db.update(products).set({ stock, isFreeCargo: false, ...prices }).where(eq(products.id, row.id));
  await shop.db.delete(productOptions).where(eq(productOptions.productId, row.id));
  return row.id;
}

/** A product with variations, none of them used before: the first three with 5, 2 and 0 pieces. */
async function variedProduct() {
  const [row] = await shop.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.isMainVariation, false),
        eq(products.isActive, true),
        sql`(select count(*) from ${productVariations} where ${productVariations.productId} = ${products.id}) >= 3`,
        ...taken.map((id) => ne(products.id, id)),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  taken = [...taken, row.id];
  await shop.db.update(products).set({ isFreeCargo: false, ...cheap }).where(eq(products.id, row.id));
  await shop.db.delete(productOptions).where(eq(productOptions.productId, row.id));
  const variations = await shop.db.select().from(productVariations).where(eq(productVariations.productId, row.id)).orderBy(productVariations.sortOrder, productVariations.id);
  expect(variations.length).toBeGreaterThanOrEqual(3);
  const stocks = [5, 2, 0];
  for (const [i, variation] of variations.entries()) {
    await shop.db.update(productVariations).set({ stock: stocks[i] ?? 0, priceTry: null, salePriceTry: null, priceUsd: null, salePriceUsd: null }).where(eq(productVariations.id, variation.id));
  }
  return { productId: row.id, five: variations[0].id, two: variations[1].id, none: variations[2].id, all: variations.map((each) => each.id) };
}

const visitorCall = (name: string, AnonymousUserId: string, data: Record<string, unknown> = {}, LanguageId = 2) => post(name, { LanguageId, AnonymousUserId, ...data });
const add = (AnonymousUserId: string, ProductId: number, Quantity: number, VariationId: number | null = null) =>
  visitorCall('add-to-cart', AnonymousUserId, { ProductId, Quantity, VariationId });
const basket = async (AnonymousUserId: string, LanguageId = 2) => (await visitorCall('get-cart-products', AnonymousUserId, {}, LanguageId)).body.data;
const count = async (AnonymousUserId: string) => (await post('get-cart-count', { AnonymousUserId })).body.data;

describe('/get-cart-products', () => {
  it('lists each line with the spec\'s fields, its variations and totals in the caller\'s currency', async () => {
    const plain = await plainProduct(10);
    const varied = await variedProduct();
    const visitor = randomUUID();
    await add(visitor, plain, 2);
    await add(visitor, varied.productId, 1, varied.five);

    const english = await basket(visitor);
    const [row] = await shop.db.select().from(products).innerJoin(designers, eq(designers.id, products.designerId)).where(eq(products.id, plain));
    expect(english.List).toHaveLength(2);
    expect(english.List[0]).toMatchObject({
      ProductId: plain, VariationId: null, IsMainVariation: true, Quantity: 2, Stock: 10,
      Price: 500, DiscountedPrice: 400, TotalPrice: 800, TotalPriceStr: '$8.00',
      Title: row.products.titleEn, DesignerName: row.designers.name, MainPhoto: row.products.mainPhoto, OptionItemName: null, Variations: [],
      Url: `/productdetail/${row.products.slugEn}/${plain}`,
    });
    const variedLine = english.List[1];
    expect(variedLine).toMatchObject({ ProductId: varied.productId, VariationId: varied.five, IsMainVariation: false, Quantity: 1, Stock: 5, DiscountedPrice: 400 });
    expect(variedLine.Variations.map((each: { Id: number }) => each.Id)).toEqual(varied.all);
    expect(variedLine.Variations.slice(0, 3).map((each: { Stock: number }) => each.Stock)).toEqual([5, 2, 0]);
    expect(english).toMatchObject({ TotalProductPrice: 1_200, TotalProductPriceStr: '$12.00', CargoPrice: 499, CargoPriceStr: '$4.99', TotalPrice: 1_699, TotalPriceStr: '$16.99' });

    const turkish = await basket(visitor, 1);
    expect(turkish.List[0]).toMatchObject({ Title: row.products.titleTr, DiscountedPrice: 10_000, TotalPriceStr: '200,00 TL' });
    expect(turkish).toMatchObject({ TotalProductPriceStr: '300,00 TL', CargoPriceStr: '49,90 TL', TotalPriceStr: '349,90 TL' });
  });

  it('prices a variation at its own price when it has one, and ships free from 750 TL', async () => {
    const varied = await variedProduct();
    await shop.db.update(productVariations).set({ priceTry: 80_000, salePriceTry: 76_000, priceUsd: 3_000, salePriceUsd: 2_600 }).where(eq(productVariations.id, varied.two));
    const visitor = randomUUID();
    await add(visitor, varied.productId, 1, varied.two);
    const turkish = await basket(visitor, 1);
    expect(turkish.List[0]).toMatchObject({ Price: 80_000, DiscountedPrice: 76_000 });
    expect(turkish).toMatchObject({ TotalProductPrice: 76_000, CargoPrice: 0, TotalPrice: 76_000 });
    expect((await basket(visitor)).TotalPrice).toBe(2_600);
  });

  it('ships a basket of free-cargo products free whatever its total', async () => {
    const plain = await plainProduct(5);
    await shop.db.update(products).set({ isFreeCargo: true }).where(eq(products.id, plain));
    const visitor = randomUUID();
    await add(visitor, plain, 1);
    expect(await basket(visitor)).toMatchObject({ TotalProductPrice: 400, CargoPrice: 0, TotalPrice: 400 });
    await add(visitor, await plainProduct(5), 1);
    expect((await basket(visitor)).CargoPrice).toBe(499);
  });

  it('names the option of a line in the caller\'s language', async () => {
    const plain = await plainProduct(5);
    await shop.db.insert(productOptions).values({ productId: plain, nameTr: 'Hediye paketli', nameEn: 'Gift wrapped' });
    const visitor = randomUUID();
    await visitorCall('add-to-cart', visitor, { ProductId: plain, Quantity: 1, Option: 'Gift wrapped' });
    expect((await basket(visitor)).List[0].OptionItemName).toBe('Gift wrapped');
    expect((await basket(visitor, 1)).List[0].OptionItemName).toBe('Hediye paketli');
  });

  it('is empty for a visitor without a basket or without an id', async () => {
    expect(await basket(randomUUID())).toMatchObject({ List: [], TotalPrice: 0, CargoPrice: 0 });
    const { status, body } = await post('get-cart-products', { LanguageId: 1 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ List: [], TotalPriceStr: '0,00 TL' });
  });
});

describe('/get-cart-prices', () => {
  it('answers the totals, and with a code its discount; cargo follows the total after discount', async () => {
    const plain = await plainProduct(10, { priceTry: 80_000, salePriceTry: 80_000, priceUsd: 3_000, salePriceUsd: 3_000 });
    const visitor = randomUUID();
    await add(visitor, plain, 1);
    const plainPrices = await visitorCall('get-cart-prices', visitor, {}, 1);
    expect(plainPrices.body.data).toMatchObject({ TotalProductPrice: 80_000, TheDiscount: 0, CargoPrice: 0, TotalPrice: 80_000, DiscountCode: null });
    const discounted = await visitorCall('get-cart-prices', visitor, { DiscountCode: 'hosgeldin10' }, 1);
    expect(discounted.status).toBe(200);
    // 720 TL after 10 % is under the free-cargo threshold: the flat fee applies.
    expect(discounted.body.data).toMatchObject({
      TotalProductPrice: 80_000, TheDiscount: 8_000, TheDiscountStr: '80,00 TL', DiscountCode: 'HOSGELDIN10',
      CargoPrice: 4_990, TotalPrice: 76_990, TotalPriceStr: '769,90 TL',
    });
    const dollars = await visitorCall('get-cart-prices', visitor, { DiscountCode: 'HOSGELDIN10' });
    expect(dollars.body.data).toMatchObject({ TotalProductPrice: 3_000, TheDiscount: 300, CargoPrice: 0, TotalPrice: 2_700, TotalPriceStr: '$27.00' });
  });

  it('refuses a bad code with its reason in the caller\'s language', async () => {
    const visitor = randomUUID();
    await add(visitor, await plainProduct(10), 1);
    const unknown = await visitorCall('get-cart-prices', visitor, { DiscountCode: 'YOKBOYLE' }, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ succeeded: false, code: 'discount_code_not_found', message: tr.errors.discount_code_not_found });
    const expired = await visitorCall('get-cart-prices', visitor, { DiscountCode: 'YAZ2026' });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(en.errors.discount_code_expired);
    expect((await visitorCall('get-cart-prices', visitor, { DiscountCode: 'ATOLYE20' })).body.code).toBe('discount_code_not_found');
    const small = await visitorCall('get-cart-prices', visitor, { DiscountCode: 'VITRIN250' });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe(en.errors.discount_code_min_total);
    expect((await visitorCall('get-cart-prices', visitor, { DiscountCode: 'X'.repeat(41) })).status).toBe(400);
  });
});

describe('/change-cart-quantity', () => {
  it('sets the quantity within the stock and the count follows', async () => {
    const plain = await plainProduct(4);
    const visitor = randomUUID();
    await add(visitor, plain, 1);
    const [line] = (await basket(visitor)).List;
    const changed = await visitorCall('change-cart-quantity', visitor, { Id: line.Id, Quantity: 4 }, 1);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: tr.notices.cart_updated, data: { Id: line.Id, Quantity: 4, CartCount: 4 } });
    expect(await count(visitor)).toBe(4);
    const over = await visitorCall('change-cart-quantity', visitor, { Id: line.Id, Quantity: 5 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(en.errors.no_stock);
    expect((await visitorCall('change-cart-quantity', visitor, { Id: line.Id, Quantity: 1 })).body.data.CartCount).toBe(1);
  });

  it('refuses zero, negative, fractional and missing quantities, and a missing line id', async () => {
    const visitor = randomUUID();
    await add(visitor, await plainProduct(4), 2);
    const [line] = (await basket(visitor)).List;
    for (const Quantity of [0, -1, 1.5, 'many', null]) {
      expect((await visitorCall('change-cart-quantity', visitor, { Id: line.Id, Quantity })).status).toBe(400);
    }
    expect((await visitorCall('change-cart-quantity', visitor, { Quantity: 1 })).status).toBe(400);
    expect(await count(visitor)).toBe(2);
  });

  it('refuses a product taken off sale', async () => {
    const plain = await plainProduct(4);
    const visitor = randomUUID();
    await add(visitor, plain, 1);
    const [line] = (await basket(visitor)).List;
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, plain));
    expect((await visitorCall('change-cart-quantity', visitor, { Id: line.Id, Quantity: 1 })).body.code).toBe('no_stock');
  });

  it('answers 404 for an unknown line and for another shopper\'s line, which stays as it was', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    await add(owner, await plainProduct(9), 2);
    await add(stranger, await plainProduct(9), 1);
    const [line] = (await basket(owner)).List;
    const foreign = await visitorCall('change-cart-quantity', stranger, { Id: line.Id, Quantity: 5 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(en.errors.cart_line_not_found);
    expect((await visitorCall('change-cart-quantity', owner, { Id: 999_999, Quantity: 1 })).status).toBe(404);
    const nobody = await post('change-cart-quantity', { Id: line.Id, Quantity: 1 });
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe('cart_not_found');
    expect(await count(owner)).toBe(2);
  });
});

describe('/change-cart-variation', () => {
  it('moves a line to another variation of its product, keeping its quantity', async () => {
    const varied = await variedProduct();
    const visitor = randomUUID();
    await add(visitor, varied.productId, 2, varied.five);
    const [line] = (await basket(visitor)).List;
    const changed = await visitorCall('change-cart-variation', visitor, { Id: line.Id, VariationId: varied.two });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: en.notices.cart_updated, data: { Id: line.Id, VariationId: varied.two, Quantity: 2, CartCount: 2 } });
    expect((await basket(visitor)).List[0]).toMatchObject({ VariationId: varied.two, Stock: 2 });
  });

  it('refuses a variation without the stock, one of another product, and a line sold as itself', async () => {
    const varied = await variedProduct();
    const visitor = randomUUID();
    await add(visitor, varied.productId, 3, varied.five);
    const [line] = (await basket(visitor)).List;
    expect((await visitorCall('change-cart-variation', visitor, { Id: line.Id, VariationId: varied.none })).status).toBe(409);
    const short = await visitorCall('change-cart-variation', visitor, { Id: line.Id, VariationId: varied.two });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('no_stock');
    const [foreign] = await shop.db.select({ id: productVariations.id }).from(productVariations).where(ne(productVariations.productId, varied.productId)).limit(1);
    const other = await visitorCall('change-cart-variation', visitor, { Id: line.Id, VariationId: foreign.id });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('variation_not_found');
    await add(visitor, await plainProduct(5), 1);
    const plainLine = (await basket(visitor)).List[1];
    expect((await visitorCall('change-cart-variation', visitor, { Id: plainLine.Id, VariationId: varied.five })).body.code).toBe('variation_not_found');
    expect((await basket(visitor)).List[0]).toMatchObject({ VariationId: varied.five, Quantity: 3 });
  });

  it('merges into a line already holding that variation, within the stock', async () => {
    const varied = await variedProduct();
    const visitor = randomUUID();
    await add(visitor, varied.productId, 2, varied.two);
    await add(visitor, varied.productId, 1, varied.five);
    const [twoLine, fiveLine] = (await basket(visitor)).List;
    // 1 + 2 pieces of a variation with 2: refused, both lines stay.
    expect((await visitorCall('change-cart-variation', visitor, { Id: fiveLine.Id, VariationId: varied.two })).status).toBe(409);
    expect((await basket(visitor)).List).toHaveLength(2);
    const merged = await visitorCall('change-cart-variation', visitor, { Id: twoLine.Id, VariationId: varied.five });
    expect(merged.body.data).toMatchObject({ Id: fiveLine.Id, VariationId: varied.five, Quantity: 3, CartCount: 3 });
    const lines = (await basket(visitor)).List;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ Id: fiveLine.Id, Quantity: 3 });
  });

  it('answers 404 for another shopper\'s line', async () => {
    const varied = await variedProduct();
    const owner = randomUUID();
    await add(owner, varied.productId, 1, varied.five);
    const [line] = (await basket(owner)).List;
    expect((await visitorCall('change-cart-variation', randomUUID(), { Id: line.Id, VariationId: varied.two })).status).toBe(404);
    expect((await basket(owner)).List[0].VariationId).toBe(varied.five);
  });
});

describe('/remove-cart-product and /clear-cart', () => {
  it('removes one line of the shopper, never another\'s', async () => {
    const owner = randomUUID();
    await add(owner, await plainProduct(5), 1);
    await add(owner, await plainProduct(5), 2);
    const [first] = (await basket(owner)).List;
    expect((await visitorCall('remove-cart-product', randomUUID(), { Id: first.Id })).status).toBe(404);
    const removed = await visitorCall('remove-cart-product', owner, { Id: first.Id }, 1);
    expect(removed.body).toMatchObject({ message: tr.notices.cart_line_removed, data: { CartCount: 2 } });
    expect((await visitorCall('remove-cart-product', owner, { Id: first.Id })).status).toBe(404);
    expect((await visitorCall('remove-cart-product', owner, { Id: -3 })).status).toBe(400);
  });

  it('empties the shopper\'s basket and leaves the others', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const plain = await plainProduct(9);
    await add(owner, plain, 2);
    await add(other, plain, 1);
    const cleared = await visitorCall('clear-cart', owner);
    expect(cleared.body).toMatchObject({ message: en.notices.cart_cleared, data: { CartCount: 0 } });
    expect(await count(owner)).toBe(0);
    expect(await count(other)).toBe(1);
  });

  it('clearing is idempotent: an emptied, an unknown and nobody\'s basket are already clear', async () => {
    const owner = randomUUID();
    await add(owner, await plainProduct(9), 1);
    for (const AnonymousUserId of [owner, owner, randomUUID()]) {
      const cleared = await visitorCall('clear-cart', AnonymousUserId, {}, 1);
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ succeeded: true, message: tr.notices.cart_cleared, data: { CartCount: 0 } });
    }
    const nobody = await post('clear-cart', {});
    expect(nobody.status).toBe(200);
    expect(nobody.body).toMatchObject({ succeeded: true, data: { CartCount: 0 } });
    expect(await count(owner)).toBe(0);
  });
});

describe('the line as the spec\'s call table names it: ProductId and VariationId instead of the line\'s Id', () => {
  it('/change-cart-quantity finds the line of a product sold as itself, and of a variation', async () => {
    const plain = await plainProduct(6);
    const varied = await variedProduct();
    const visitor = randomUUID();
    await add(visitor, plain, 1);
    await add(visitor, varied.productId, 1, varied.five);
    await add(visitor, varied.productId, 1, varied.two);
    const [plainLine, fiveLine] = (await basket(visitor)).List;
    // The spec's whole payload: IsMainVariation and the rest ride along and are ignored.
    const byProduct = await visitorCall('change-cart-quantity', visitor, { ProductId: plain, VariationId: null, IsMainVariation: true, Quantity: 3 });
    expect(byProduct.status).toBe(200);
    expect(byProduct.body.data).toEqual({ Id: plainLine.Id, Quantity: 3, CartCount: 5 });
    const byVariation = await visitorCall('change-cart-quantity', visitor, { ProductId: varied.productId, VariationId: varied.five, IsMainVariation: false, Quantity: 4 });
    expect(byVariation.body.data).toEqual({ Id: fiveLine.Id, Quantity: 4, CartCount: 8 });
    expect((await basket(visitor)).List.map((line: { Id: number; Quantity: number }) => [line.Id, line.Quantity])).toEqual([
      [plainLine.Id, 3],
      [fiveLine.Id, 4],
      [expect.any(Number), 1],
    ]);
  });

  it('/remove-cart-product takes out the one line of a product', async () => {
    const plain = await plainProduct(6);
    const kept = await plainProduct(6);
    const visitor = randomUUID();
    await add(visitor, plain, 2);
    await add(visitor, kept, 1);
    const removed = await visitorCall('remove-cart-product', visitor, { ProductId: plain });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ CartCount: 1 });
    expect((await basket(visitor)).List.map((line: { ProductId: number }) => line.ProductId)).toEqual([kept]);
    // Gone now, and never in another shopper's basket.
    expect((await visitorCall('remove-cart-product', visitor, { ProductId: plain })).body.code).toBe('cart_line_not_found');
    expect((await visitorCall('remove-cart-product', randomUUID(), { ProductId: kept })).status).toBe(404);
    expect(await count(visitor)).toBe(1);
  });

  it('refuses, with a clear 400 and no change, a product and variation that name several lines', async () => {
    const varied = await variedProduct();
    const [small, large] = await shop.db
      .insert(productOptions)
      .values([
        { productId: varied.productId, nameTr: 'Küçük', nameEn: 'Small', sortOrder: 1 },
        { productId: varied.productId, nameTr: 'Büyük', nameEn: 'Large', sortOrder: 2 },
      ])
      .returning();
    const visitor = randomUUID();
    await add(visitor, varied.productId, 1, varied.five);
    expect((await visitorCall('add-to-cart', visitor, { ProductId: varied.productId, VariationId: varied.five, Option: small.nameEn, Quantity: 1 })).status).toBe(200);
    expect((await visitorCall('add-to-cart', visitor, { ProductId: varied.productId, VariationId: varied.five, Option: large.nameEn, Quantity: 1 })).status).toBe(200);
    expect((await basket(visitor)).List).toHaveLength(2);
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      for (const [call, data] of [
        ['change-cart-quantity', { ProductId: varied.productId, VariationId: varied.five, Quantity: 2 }],
        ['change-cart-quantity', { ProductId: varied.productId, Quantity: 2 }],
        ['remove-cart-product', { ProductId: varied.productId }],
      ] as const) {
        const refused = await visitorCall(call, visitor, data, LanguageId);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ succeeded: false, code: 'cart_line_ambiguous', message: messages.errors.cart_line_ambiguous });
      }
    }
    expect(await count(visitor)).toBe(2);
    // The line's Id still names either one.
    const [first] = (await basket(visitor)).List;
    expect((await visitorCall('remove-cart-product', visitor, { Id: first.Id, ProductId: varied.productId })).body.data).toEqual({ CartCount: 1 });
  });

  it('wants the Id or the ProductId, and a variation the line does not hold names no line', async () => {
    const plain = await plainProduct(6);
    const [variation] = await shop.db.select({ id: productVariations.id }).from(productVariations).limit(1);
    const visitor = randomUUID();
    await add(visitor, plain, 1);
    const neither = await visitorCall('remove-cart-product', visitor, { VariationId: variation.id });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual({ Id: en.validation.required });
    const other = await visitorCall('change-cart-quantity', visitor, { ProductId: plain, VariationId: variation.id, Quantity: 1 });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('cart_line_not_found');
    expect((await visitorCall('change-cart-quantity', visitor, { ProductId: 0, Quantity: 1 })).status).toBe(400);
    expect(await count(visitor)).toBe(1);
  });
});

describe('/check-cart-stock', () => {
  it('names the lines that ask for more than the stock now holds', async () => {
    const plain = await plainProduct(5);
    const varied = await variedProduct();
    const visitor = randomUUID();
    await add(visitor, plain, 3);
    await add(visitor, varied.productId, 2, varied.five);
    expect((await visitorCall('check-cart-stock', visitor)).body.data).toEqual({ InStock: true, ShortLines: [] });

    await shop.db.update(products).set({ stock: 1 }).where(eq(products.id, plain));
    await shop.db.update(productVariations).set({ stock: 0 }).where(eq(productVariations.id, varied.five));
    const [title] = await shop.db.select({ tr: products.titleTr }).from(products).where(eq(products.id, plain));
    const { status, body } = await visitorCall('check-cart-stock', visitor, {}, 1);
    expect(status).toBe(200);
    expect(body.data.InStock).toBe(false);
    expect(body.data.ShortLines).toEqual([
      expect.objectContaining({ Title: title.tr, Quantity: 3, Stock: 1, VariationName: null }),
      expect.objectContaining({ Quantity: 2, Stock: 0, VariationName: expect.any(String) }),
    ]);
  });

  it('refuses an empty basket', async () => {
    const { status, body } = await visitorCall('check-cart-stock', randomUUID());
    expect(status).toBe(409);
    expect(body.message).toBe(en.errors.cart_empty);
  });
});

describe('a member\'s basket', () => {
  it('is the session\'s: its lines are nobody else\'s to change, and a body naming another member is refused', async () => {
    const plain = await plainProduct(6);
    const [member] = await shop.db.insert(users).values({ email: 'sena@example.com', nameSurname: 'Sena Ak', passwordHash: 'x' }).returning();
    const cookie = await memberCookie(member.id);
    const asMember = (name: string, data: Record<string, unknown>) => post(name, { LanguageId: 2, UserId: member.id, ...data }, { headers: { cookie } });
    await asMember('add-to-cart', { ProductId: plain, Quantity: 2 });
    const [line] = (await asMember('get-cart-products', {})).body.data.List;
    expect(line.Quantity).toBe(2);
    expect((await visitorCall('change-cart-quantity', randomUUID(), { Id: line.Id, Quantity: 1 })).status).toBe(404);
    expect((await post('change-cart-quantity', { Id: line.Id, Quantity: 1, UserId: member.id })).status).toBe(401);
    expect((await asMember('change-cart-quantity', { Id: line.Id, Quantity: 1, UserId: member.id + 1 })).status).toBe(403);
    expect((await asMember('change-cart-quantity', { Id: line.Id, Quantity: 3 })).body.data.CartCount).toBe(3);
    // The once-per-customer code counts the member by account; this one has no order yet.
    expect((await asMember('get-cart-prices', { DiscountCode: 'ILKSIPARIS15' })).body.data.TheDiscount).toBe(180);
  });
});

describe('priceBasket', () => {
  it('prices from the database only, with the discount and the cargo of the total after it', async () => {
    const plain = await plainProduct(9, { priceTry: 40_000, salePriceTry: 40_000, priceUsd: 1_400, salePriceUsd: 1_400 });
    const anonymousId = randomUUID();
    await add(anonymousId, plain, 2);
    const priced = await priceBasket(shop.db, { anonymousId }, 'tr', { discountCode: 'HOSGELDIN10', customer: { email: 'x@example.com' } });
    expect(priced).toMatchObject({ currency: 'TRY', productTotal: 80_000, discount: 8_000, cargo: 4_990, total: 76_990, discountCode: { code: 'HOSGELDIN10' } });
    expect(priced.lines[0]).toMatchObject({ ProductId: plain, Quantity: 2, UnitPrice: 40_000, ListPrice: 40_000, LineTotal: 80_000, Stock: 9, IsFreeCargo: false });
    // A price changed after the line was added is the one the basket shows.
    await shop.db.update(products).set({ salePriceUsd: 1_300 }).where(eq(products.id, plain));
    expect((await priceBasket(shop.db, { anonymousId }, 'en')).total).toBe(2_600);
    await expect(priceBasket(shop.db, { anonymousId }, 'en', { discountCode: 'YAZ2026' })).rejects.toMatchObject({ code: 'discount_code_expired' });
  });
});
