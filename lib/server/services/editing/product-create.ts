import { eq } from 'drizzle-orm';
import { parseAmount } from '@/lib/shop/money';
import type { CatalogueProductCreate } from '@/lib/shop/validation/catalogue-products';
import type { Db } from '../../db/client';
import { designers, productDescriptions, productPhotos, products } from '../../db/schema';
import type { AuditActor } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import { markProductsChanged } from '../product-tags';
import { refreshSearchDocuments } from '../search-index';
import { slugsOf } from './products';
import { FieldsRefused } from './refusals';

/**
 * A new product, all or nothing: the designer must exist; the slugs follow the titles (slugify,
 * as every save), made unique with the id when another product has them; the price is the selling
 * price until a sale is set; a picture given with it is the main photo and the gallery's first.
 * Sold as itself with no stock until the edit page adds stock or variations. Its tags (the
 * designer's page and the lists of the whole catalogue) are marked, so an active one shows at once.
 */
export async function createProduct(db: Db, actor: AuditActor, input: CatalogueProductCreate) {
  return db.transaction(async (tx) => {
    const [designer] = await tx.select({ id: designers.id }).from(designers).where(eq(designers.id, input.DesignerId));
    if (!designer) throw new FieldsRefused({ DesignerId: 'type' });
    const priceTry = parseAmount(input.PriceTry) as number;
    const priceUsd = parseAmount(input.PriceUsd) as number;
    const [row] = await tx
      .insert(products)
      .values({
        designerId: designer.id, titleTr: input.TitleTr, titleEn: input.TitleEn, slugTr: '', slugEn: '', mainPhoto: input.MainPhoto,
        priceTry, salePriceTry: priceTry, priceUsd, salePriceUsd: priceUsd, isActive: input.IsActive, isMainVariation: true, stock: 0,
      })
      .returning({ id: products.id });
    const slugs = await slugsOf(tx, row.id, { TitleTr: input.TitleTr, TitleEn: input.TitleEn, SlugTr: '', SlugEn: '' });
    await tx.update(products).set({ slugTr: slugs.SlugTr, slugEn: slugs.SlugEn }).where(eq(products.id, row.id));
    await tx.insert(productDescriptions).values({ productId: row.id });
    if (input.MainPhoto) await tx.insert(productPhotos).values({ productId: row.id, photoPath: input.MainPhoto, sortOrder: 0 });
    await refreshSearchDocuments(tx, [row.id]);
    await markProductsChanged(tx, [row.id]);
    await recordAudit(tx, actor, {
      action: 'product.created',
      entity: 'product',
      entityId: row.id,
      before: null,
      after: { titleTr: input.TitleTr, titleEn: input.TitleEn, designerId: designer.id, priceTry, priceUsd, isActive: input.IsActive, slugTr: slugs.SlugTr, slugEn: slugs.SlugEn },
    });
    return { ProductId: row.id, SlugTr: slugs.SlugTr, SlugEn: slugs.SlugEn };
  });
}
