import { and, asc, eq, inArray } from 'drizzle-orm';
import { OPTION_SEPARATOR } from '@/lib/shop/product-options';
import { routes, seoPathname } from '@/lib/shop/routes';
import { productSku } from '@/lib/shop/sku';
import { linkedProductIds, optionNames } from '@/lib/shop/validation/catalogue-product-parts';
import type { CatalogueProductSave } from '@/lib/shop/validation/catalogue-editing';
import type { Db } from '../../db/client';
import { productLinkItems, productOptions, products, seoTags } from '../../db/schema';
import type { VariationType } from '../../db/schema/catalog';
import { FieldsRefused } from './refusals';

/** Where the product pages' SEO rows live: `seo_tags` by page name and the product's id (what the page asks /get-seo-tag-data). */
export const PRODUCT_SEO_PATH = seoPathname(routes.product('x', 1));
const LANGUAGES = [
  { languageId: 1, title: 'SeoTitleTr', description: 'SeoDescriptionTr' },
  { languageId: 2, title: 'SeoTitleEn', description: 'SeoDescriptionEn' },
] as const;

type ProductRow = typeof products.$inferSelect;

/** The form's values of the parts: option lists as `^`-joined text, SEO per language, linked products as SKUs. */
export async function productPartsOf(db: Db, product: ProductRow) {
  const [options, seo, links] = await Promise.all([
    db.select().from(productOptions).where(eq(productOptions.productId, product.id)).orderBy(asc(productOptions.sortOrder), asc(productOptions.id)),
    db.select().from(seoTags).where(and(eq(seoTags.pathname, PRODUCT_SEO_PATH), eq(seoTags.dataId, product.id))),
    db.select({ linked: productLinkItems.linkedProductId }).from(productLinkItems).where(eq(productLinkItems.productId, product.id)).orderBy(asc(productLinkItems.sortOrder), asc(productLinkItems.id)),
  ]);
  const seoOf = (languageId: number) => seo.find((row) => row.languageId === languageId);
  return {
    VariationType: product.variationType ?? 1,
    VariationNameTr: product.variationNameTr ?? '',
    VariationNameEn: product.variationNameEn ?? '',
    OptionListNameTr: product.optionListNameTr ?? '',
    OptionListNameEn: product.optionListNameEn ?? '',
    OptionsTr: options.map((option) => option.nameTr).join(OPTION_SEPARATOR),
    OptionsEn: options.map((option) => option.nameEn).join(OPTION_SEPARATOR),
    SeoTitleTr: seoOf(1)?.title ?? '',
    SeoTitleEn: seoOf(2)?.title ?? '',
    SeoDescriptionTr: seoOf(1)?.description ?? '',
    SeoDescriptionEn: seoOf(2)?.description ?? '',
    LinkedSkus: links.flatMap((link) => (link.linked ? [productSku(link.linked)] : [])).join(', '),
  };
}

/**
 * Writes the parts inside the product save's transaction: the variation type and labels on the
 * row, the option list replaced, SEO rows per language (an empty pair removes the row, and the
 * page falls back to the title), and the linked products replaced, each of which must exist and
 * not be the product itself. Everything here shows on the product's own page, whose tags the save marks.
 */
export async function saveProductParts(tx: Db, productId: number, input: CatalogueProductSave) {
  const linked = [...new Set(linkedProductIds(input.LinkedSkus) as number[])];
  const found = linked.length ? await tx.select({ id: products.id, mainPhoto: products.mainPhoto, titleTr: products.titleTr, titleEn: products.titleEn }).from(products).where(inArray(products.id, linked)) : [];
  if (found.length !== linked.length || linked.includes(productId)) throw new FieldsRefused({ LinkedSkus: 'sku' });

  await tx
    .update(products)
    .set({
      variationType: input.VariationType as VariationType,
      variationNameTr: input.VariationNameTr || null,
      variationNameEn: input.VariationNameEn || null,
      optionListNameTr: input.OptionListNameTr || null,
      optionListNameEn: input.OptionListNameEn || null,
    })
    .where(eq(products.id, productId));

  const [tr, en] = [optionNames(input.OptionsTr), optionNames(input.OptionsEn)];
  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  if (tr.length) await tx.insert(productOptions).values(tr.map((nameTr, index) => ({ productId, nameTr, nameEn: en[index], sortOrder: index })));

  for (const language of LANGUAGES) {
    const title = input[language.title];
    const description = input[language.description];
    const where = and(eq(seoTags.languageId, language.languageId), eq(seoTags.pathname, PRODUCT_SEO_PATH), eq(seoTags.dataId, productId));
    if (!title && !description) await tx.delete(seoTags).where(where);
    else
      await tx
        .insert(seoTags)
        .values({ languageId: language.languageId, pathname: PRODUCT_SEO_PATH, dataId: productId, title, description })
        .onConflictDoUpdate({ target: [seoTags.languageId, seoTags.pathname, seoTags.dataId], set: { title, description } });
  }

  await tx.delete(productLinkItems).where(eq(productLinkItems.productId, productId));
  const byId = new Map(found.map((row) => [row.id, row]));
  if (linked.length)
    await tx.insert(productLinkItems).values(
      linked.map((id, index) => {
        const row = byId.get(id)!;
        // The page shows the linked product's own slug, photo and titles; the columns still want values.
        return { productId, linkedProductId: id, photoPath: row.mainPhoto, url: '', linkNameTr: row.titleTr, linkNameEn: row.titleEn, sortOrder: index };
      }),
    );
}
