/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { productDescriptions, products, productVariations } from '@/lib/server/db/schema';
import { changeProduct } from '@/lib/server/services/product-changes';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop();
});

const detail = async (ProductId: number, LanguageId = 1) => (await post('get-product-detail', { LanguageId, ProductId })).body.data.product;
const firstWhere = async (mainVariation: boolean) =>
  (await shop.db.select().from(products).where(eq(products.isMainVariation, mainVariation)).limit(1))[0];

describe('changeProduct: the operator’s writes through the service layer', () => {
  it('changes the list and sale price with the discount percentage, and the shop answers them', async () => {
    const row = await firstWhere(true);
    await changeProduct(shop.db, row.id, { priceTry: 200_000, salePriceTry: 150_000 });
    const product = await detail(row.id);
    expect(product).toMatchObject({ Price: 200_000, DiscountedPrice: 150_000, DiscountPercentage: 25 });
    const [after] = await shop.db.select().from(products).where(eq(products.id, row.id));
    expect(after.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
  });

  it('moves an undiscounted sale price along with a new list price', async () => {
    const [row] = await shop.db.select().from(products).where(eq(products.discountPercentage, 0)).limit(1);
    await changeProduct(shop.db, row.id, { priceUsd: 4_990 });
    expect(await detail(row.id, 2)).toMatchObject({ Price: 4_990, DiscountedPrice: 4_990 });
  });

  it('changes stock, a variation’s stock, titles (searchable at once) and descriptions, keeping the slugs', async () => {
    const plain = await firstWhere(true);
    await changeProduct(shop.db, plain.id, { stock: 0, titleTr: 'Zümrüt Testere Vazo', titleEn: 'Emerald Saw Vase', descriptionEn: '<p>New words.</p>' });
    const en = await detail(plain.id, 2);
    expect(en).toMatchObject({ Title: 'Emerald Saw Vase', Stock: 0, Description: '<p>New words.</p>' });
    expect(en.Url).toBe(`/productdetail/${plain.slugEn}/${plain.id}`);
    const [texts] = await shop.db.select().from(productDescriptions).where(eq(productDescriptions.productId, plain.id));
    expect(texts.descriptionTr.length).toBeGreaterThan(0);
    const { body } = await post('search-products', { searchText: 'zumrut testere', LanguageId: 1 });
    expect(body.data.List.map((item: { Id: number }) => item.Id)).toContain(plain.id);

    const varied = await firstWhere(false);
    const [variation] = await shop.db.select().from(productVariations).where(eq(productVariations.productId, varied.id)).limit(1);
    await changeProduct(shop.db, varied.id, { variationStocks: new Map([[variation.id, 7]]) });
    const product = await detail(varied.id);
    expect(product.Variations.find((each: { VariationId: number }) => each.VariationId === variation.id).Stock).toBe(7);
  });

  it('refuses what would make the catalogue wrong, and writes nothing of it', async () => {
    const row = await firstWhere(true);
    const other = await firstWhere(false);
    const [foreign] = await shop.db.select().from(productVariations).where(eq(productVariations.productId, other.id)).limit(1);
    await expect(changeProduct(shop.db, 99_999_999, { stock: 1 })).rejects.toMatchObject({ code: 'product_not_found' });
    await expect(changeProduct(shop.db, row.id, { salePriceTry: row.priceTry + 1 })).rejects.toMatchObject({ code: 'invalid_price' });
    await expect(changeProduct(shop.db, row.id, { priceTry: 0 })).rejects.toMatchObject({ code: 'invalid_price' });
    await expect(changeProduct(shop.db, row.id, { stock: -1 })).rejects.toMatchObject({ code: 'invalid_stock' });
    await expect(changeProduct(shop.db, row.id, { titleTr: 'Kaybolmayacak', variationStocks: new Map([[foreign.id, 3]]) })).rejects.toMatchObject({ code: 'variation_not_found' });
    const [after] = await shop.db.select().from(products).where(eq(products.id, row.id));
    expect(after.titleTr).toBe(row.titleTr);
    const [untouched] = await shop.db.select().from(productVariations).where(eq(productVariations.id, foreign.id));
    expect(untouched.stock).toBe(foreign.stock);
  });
});
