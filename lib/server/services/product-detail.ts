import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { totalStock } from '@/lib/shop/stock';
import type { Db } from '../db/client';
import {
  categories, designers, productCategories, productDescriptions, productLinkItems, productOptions, productPhotos, products, productVariations,
} from '../db/schema';
import { ApiError } from '../errors';
import { currencyOf, pick } from './localized';
import { productCards } from './product-cards';

/** Spec 01 §3: option names travel joined by `^`, the page splits them. */
export const OPTION_SEPARATOR = '^';

/** The similar-products carousel: five at a time on wide screens, two rounds of them. */
const SIMILAR_LIMIT = 10;

const productUrl = (row: { slugTr: string; slugEn: string; id: number }, locale: Locale) => routes.product(pick(row, 'slug', locale), row.id);

/**
 * The product detail of spec 01 §3, priced in the caller's currency (minor units). Variations
 * carry their own price when they have one, else the product's. Unknown or inactive → product_not_found.
 */
export async function productDetail(db: Db, locale: Locale, id: number) {
  const usd = currencyOf(locale) === 'USD';
  const [row] = await db
    .select({ product: products, designerName: designers.name, designerSlug: designers.slug, descriptionTr: productDescriptions.descriptionTr, descriptionEn: productDescriptions.descriptionEn })
    .from(products)
    .innerJoin(designers, eq(designers.id, products.designerId))
    .leftJoin(productDescriptions, eq(productDescriptions.productId, products.id))
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  if (!row) throw new ApiError('product_not_found');
  const { product } = row;
  const price = usd ? product.priceUsd : product.priceTry;
  const salePrice = usd ? product.salePriceUsd : product.salePriceTry;

  const [photos, variations, options, links, filed] = await Promise.all([
    db.select().from(productPhotos).where(eq(productPhotos.productId, id)).orderBy(asc(productPhotos.sortOrder), asc(productPhotos.id)),
    db.select().from(productVariations).where(eq(productVariations.productId, id)).orderBy(asc(productVariations.sortOrder), asc(productVariations.id)),
    db.select().from(productOptions).where(eq(productOptions.productId, id)).orderBy(asc(productOptions.sortOrder), asc(productOptions.id)),
    db
      .select({ link: productLinkItems, linked: { id: products.id, slugTr: products.slugTr, slugEn: products.slugEn, isActive: products.isActive } })
      .from(productLinkItems)
      .leftJoin(products, eq(products.id, productLinkItems.linkedProductId))
      .where(eq(productLinkItems.productId, id))
      .orderBy(asc(productLinkItems.sortOrder), asc(productLinkItems.id)),
    db
      .select({ id: categories.id, parentId: categories.parentId, nameTr: categories.nameTr, nameEn: categories.nameEn, slugTr: categories.slugTr, slugEn: categories.slugEn })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(and(eq(productCategories.productId, id), eq(categories.isActive, true)))
      .orderBy(sql`${categories.parentId} is null`, asc(categories.sortOrder), asc(categories.id)),
  ]);

  const Variations = variations.map((variation) => {
    const own = usd ? variation.priceUsd : variation.priceTry;
    const ownSale = usd ? variation.salePriceUsd : variation.salePriceTry;
    return {
      VariationId: variation.id,
      Name: pick(variation, 'name', locale),
      Stock: variation.stock,
      Price: own ?? price,
      DiscountedPrice: ownSale ?? own ?? salePrice,
      FontColor: variation.fontColor,
      PhotoPath: variation.photoPath,
    };
  });
  const stocked = { IsMainVariation: product.isMainVariation, Stock: product.stock, Variations };
  return {
    Id: product.id,
    ProductId: product.id,
    Title: pick(product, 'title', locale),
    Description: pick({ descriptionTr: row.descriptionTr ?? '', descriptionEn: row.descriptionEn ?? '' }, 'description', locale),
    Url: productUrl(product, locale),
    /** The same product's address in each language (slugs differ): hreflang and the language switch. */
    Urls: { tr: productUrl(product, 'tr'), en: productUrl(product, 'en') },
    MainPhoto: product.mainPhoto,
    Price: price,
    DiscountedPrice: salePrice,
    DiscountPercentage: product.discountPercentage,
    Currency: currencyOf(locale),
    IsMainVariation: product.isMainVariation,
    Stock: product.stock,
    TotalStock: totalStock(stocked),
    IsFreeCargo: product.isFreeCargo,
    UpdatedAt: product.updatedAt.toISOString(),
    Designer: { Id: product.designerId, Name: row.designerName, Url: routes.designer(row.designerSlug, product.designerId) },
    Photos: (photos.length ? photos : [{ id: 0, photoPath: product.mainPhoto }]).map((photo) => ({ Id: photo.id, PhotoPath: photo.photoPath })),
    VariationType: product.isMainVariation ? null : product.variationType,
    VariationName: product.isMainVariation ? null : pick(product, 'variationName', locale),
    Variations: product.isMainVariation ? [] : Variations,
    Categories: filed.map((category) => ({
      Id: category.id,
      ParentId: category.parentId,
      NameTr: category.nameTr,
      NameEn: category.nameEn,
      Url: routes.category(pick(category, 'slug', locale), category.id),
    })),
    OptionListName: options.length ? pick(product, 'optionListName', locale) : null,
    OptionList: options.length ? options.map((option) => pick(option, 'name', locale).replaceAll(OPTION_SEPARATOR, ' ')).join(OPTION_SEPARATOR) : null,
    LinkItems: links
      .filter(({ linked }) => !linked || linked.isActive)
      .map(({ link, linked }) => ({
        PhotoPath: link.photoPath,
        // A link to a product follows its slug in this language; a stored address is kept as written.
        Url: linked ? productUrl(linked, locale) : link.url,
        LinkNameTr: link.linkNameTr,
        LinkNameEn: link.linkNameEn,
      })),
  };
}

export type ProductDetail = Awaited<ReturnType<typeof productDetail>>;

/**
 * Products filed under the same child categories, the same designer's first (the similar-products
 * carousel). Two reads, each walking the popularity order to its limit: the designer's own usually
 * fill the carousel, and one ordered by "same designer first" would sort the whole category.
 */
export async function similarProducts(db: Db, locale: Locale, id: number) {
  const [row] = await db.select({ designerId: products.designerId }).from(products).where(eq(products.id, id));
  if (!row) return [];
  const filed = db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(productCategories.productId, id), isNotNull(categories.parentId)));
  const siblings = and(ne(products.id, id), inArray(products.id, db.select({ id: productCategories.productId }).from(productCategories).where(inArray(productCategories.categoryId, filed))));
  const order = [desc(products.popularity), desc(products.id)];
  const own = await productCards(db, locale, and(siblings, eq(products.designerId, row.designerId)), { limit: SIMILAR_LIMIT, orderBy: order });
  if (own.length === SIMILAR_LIMIT) return own;
  const others = await productCards(db, locale, and(siblings, ne(products.designerId, row.designerId)), { limit: SIMILAR_LIMIT - own.length, orderBy: order });
  return [...own, ...others];
}
