/** @jest-environment node */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { productOptions, products, productVariations } from '@/lib/server/db/schema';
import { routes } from '@/lib/shop/routes';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 48 });
});


async function productWithVariations() {
  const [row] = await shop.db.select().from(products).where(eq(products.isMainVariation, false)).orderBy(products.id).limit(1);
  const variations = await shop.db.select().from(productVariations).where(eq(productVariations.productId, row.id)).orderBy(productVariations.sortOrder);
  return { row, variations };
}

describe('/get-product-detail', () => {
  it('answers the product in Turkish with TL prices, variations and their stock', async () => {
    const { row, variations } = await productWithVariations();
    await shop.db.update(productVariations).set({ stock: 0 }).where(eq(productVariations.id, variations[0].id));
    const { status, body } = await post('get-product-detail', { LanguageId: 1, ProductId: row.id, CountryId: 223 });
    expect(status).toBe(200);
    const { product } = body.data;
    expect(product.Title).toBe(row.titleTr);
    expect(product.Url).toBe(routes.product(row.slugTr, row.id));
    expect(product.Urls).toEqual({ tr: routes.product(row.slugTr, row.id), en: routes.product(row.slugEn, row.id) });
    expect(product.Currency).toBe('TRY');
    expect(product.Price).toBe(row.priceTry);
    expect(product.DiscountedPrice).toBe(row.salePriceTry);
    expect(product.IsMainVariation).toBe(false);
    expect(product.VariationType).toBe(row.variationType);
    expect(product.VariationName).toBe(row.variationNameTr);
    expect(product.Variations.map((v: { Name: string }) => v.Name)).toEqual(variations.map((v) => v.nameTr));
    expect(product.Variations[0].Stock).toBe(0);
    expect(product.TotalStock).toBe(variations.slice(1).reduce((sum, v) => sum + v.stock, 0));
    expect(product.Photos.length).toBeGreaterThan(0);
    expect(product.Designer.Url).toMatch(/^\/designers\//);
    expect(Array.isArray(body.data.similarProducts)).toBe(true);
    expect(body.data.similarProducts.map((card: { Id: number }) => card.Id)).not.toContain(row.id);
  });

  it('answers the same product in English with dollar prices and English names', async () => {
    const { row, variations } = await productWithVariations();
    const { body } = await post('get-product-detail', { LanguageId: 2, ProductId: row.id });
    const { product } = body.data;
    expect(product.Title).toBe(row.titleEn);
    expect(product.Url).toBe(routes.product(row.slugEn, row.id));
    expect(product.Currency).toBe('USD');
    expect(product.DiscountedPrice).toBe(row.salePriceUsd);
    expect(product.Variations.map((v: { Name: string }) => v.Name)).toEqual(variations.map((v) => v.nameEn));
  });

  it('joins the option names with ^', async () => {
    const [option] = await shop.db.select({ productId: productOptions.productId }).from(productOptions).limit(1);
    if (!option) return;
    const names = await shop.db.select().from(productOptions).where(eq(productOptions.productId, option.productId)).orderBy(productOptions.sortOrder);
    const { body } = await post('get-product-detail', { LanguageId: 2, ProductId: option.productId });
    expect(body.data.product.OptionList).toBe(names.map((each) => each.nameEn).join('^'));
    expect(body.data.product.OptionListName).toBeTruthy();
  });

  it('gives a product without variations its own stock and no variation list', async () => {
    const [row] = await shop.db.select().from(products).where(and(eq(products.isMainVariation, true), isNotNull(products.id))).limit(1);
    const { body } = await post('get-product-detail', { LanguageId: 1, ProductId: row.id });
    expect(body.data.product.Variations).toEqual([]);
    expect(body.data.product.TotalStock).toBe(row.stock);
  });

  it('answers an unknown or inactive product with a localized 404', async () => {
    const unknown = await post('get-product-detail', { LanguageId: 2, ProductId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('product_not_found');
    expect(unknown.body.message).toBe(en.errors.product_not_found);
    const [row] = await shop.db.select().from(products).limit(1);
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, row.id));
    const inactive = await post('get-product-detail', { LanguageId: 1, ProductId: row.id });
    expect(inactive.status).toBe(404);
    expect(inactive.body.message).toBe(tr.errors.product_not_found);
    await shop.db.update(products).set({ isActive: true }).where(eq(products.id, row.id));
  });

  it('refuses a malformed id with 400', async () => {
    for (const ProductId of [0, -3, 'abc', 1.5]) {
      expect((await post('get-product-detail', { LanguageId: 1, ProductId })).status).toBe(400);
    }
  });
});

describe('/get-product-urls', () => {
  it('lists every active product in both languages', async () => {
    const all = await shop.db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
    const { body } = await post('get-product-urls', {});
    expect(body.data.List).toHaveLength(all.length);
    expect(body.data.List[0].Urls.tr).toMatch(/^\/productdetail\//);
    expect(body.data.List[0].Urls.en).toMatch(/^\/productdetail\//);
  });
});
