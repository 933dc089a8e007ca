import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { OPTION_SEPARATOR } from '@/lib/shop/product-options';
import { routes } from '@/lib/shop/routes';
import { totalStock } from '@/lib/shop/stock';
import type { Db } from '../db/client';
import { jsonRows } from '../db/json-rows';
import { rowsOf } from '../db/rows';
import {
  categories, designers, productCategories, productDescriptions, productLinkItems, productOptions, productPhotos, products, productVariations,
} from '../db/schema';
import { ApiError } from '../errors';
import { currencyOf, pick } from './localized';
import { productCards } from './product-cards';

/** The similar-products carousel: five at a time on wide screens, two rounds of them. */
const SIMILAR_LIMIT = 10;

const productUrl = (row: { slugTr: string; slugEn: string; id: number }, locale: Locale) => routes.product(pick(row, 'slug', locale), row.id);

/** A product's photos, variations, options, links and categories, read with its row (one round trip). */
const productParts = {
  photos: jsonRows<{ id: number; photoPath: string; variationId: number | null }>(
    sql`json_build_object('id', ph.id, 'photoPath', ph.photo_path, 'variationId', ph.variation_id)`,
    sql`${productPhotos} ph where ph.product_id = ${products.id}`,
    sql`ph.sort_order, ph.id`,
  ),
  variations: jsonRows<{
    id: number;
    nameTr: string;
    nameEn: string;
    stock: number;
    priceTry: number | null;
    salePriceTry: number | null;
    priceUsd: number | null;
    salePriceUsd: number | null;
    fontColor: string | null;
    photoPath: string | null;
  }>(
    sql`json_build_object('id', v.id, 'nameTr', v.name_tr, 'nameEn', v.name_en, 'stock', v.stock, 'priceTry', v.price_try,
      'salePriceTry', v.sale_price_try, 'priceUsd', v.price_usd, 'salePriceUsd', v.sale_price_usd, 'fontColor', v.font_color, 'photoPath', v.photo_path)`,
    // A switched-off variation (one that orders name, removed by an editor) is no longer offered.
    sql`${productVariations} v where v.product_id = ${products.id} and v.is_active`,
    sql`v.sort_order, v.id`,
  ),
  options: jsonRows<{ nameTr: string; nameEn: string }>(
    sql`json_build_object('nameTr', o.name_tr, 'nameEn', o.name_en)`,
    sql`${productOptions} o where o.product_id = ${products.id}`,
    sql`o.sort_order, o.id`,
  ),
  links: jsonRows<{
    link: { photoPath: string; url: string; linkNameTr: string; linkNameEn: string };
    linked: { id: number; slugTr: string; slugEn: string; isActive: boolean } | null;
  }>(
    sql`json_build_object(
      'link', json_build_object('photoPath', coalesce(lp.main_photo, l.photo_path), 'url', l.url,
        'linkNameTr', coalesce(lp.title_tr, l.link_name_tr), 'linkNameEn', coalesce(lp.title_en, l.link_name_en)),
      'linked', case when lp.id is null then null else json_build_object('id', lp.id, 'slugTr', lp.slug_tr, 'slugEn', lp.slug_en, 'isActive', lp.is_active) end)`,
    sql`${productLinkItems} l left join ${products} lp on lp.id = l.linked_product_id where l.product_id = ${products.id}`,
    sql`l.sort_order, l.id`,
  ),
  filed: jsonRows<{ id: number; parentId: number | null; nameTr: string; nameEn: string; slugTr: string; slugEn: string }>(
    sql`json_build_object('id', c.id, 'parentId', c.parent_id, 'nameTr', c.name_tr, 'nameEn', c.name_en, 'slugTr', c.slug_tr, 'slugEn', c.slug_en)`,
    sql`${productCategories} pc join ${categories} c on c.id = pc.category_id where pc.product_id = ${products.id} and c.is_active`,
    sql`c.parent_id is null, c.sort_order, c.id`,
  ),
};

/**
 * The product detail of spec 01 §3, priced in the caller's currency (minor units). Variations
 * carry their own price when they have one, else the product's. Unknown or inactive → product_not_found.
 */
export async function productDetail(db: Db, locale: Locale, id: number) {
  const usd = currencyOf(locale) === 'USD';
  const [row] = await db
    .select({
      product: {
        id: products.id,
        designerId: products.designerId,
        titleTr: products.titleTr,
        titleEn: products.titleEn,
        slugTr: products.slugTr,
        slugEn: products.slugEn,
        mainPhoto: products.mainPhoto,
        priceTry: products.priceTry,
        salePriceTry: products.salePriceTry,
        priceUsd: products.priceUsd,
        salePriceUsd: products.salePriceUsd,
        discountPercentage: products.discountPercentage,
        isMainVariation: products.isMainVariation,
        stock: products.stock,
        variationType: products.variationType,
        variationNameTr: products.variationNameTr,
        variationNameEn: products.variationNameEn,
        optionListNameTr: products.optionListNameTr,
        optionListNameEn: products.optionListNameEn,
        isFreeCargo: products.isFreeCargo,
        updatedAt: products.updatedAt,
      },
      designerName: designers.name,
      designerSlug: designers.slug,
      descriptionTr: productDescriptions.descriptionTr,
      descriptionEn: productDescriptions.descriptionEn,
      ...productParts,
    })
    .from(products)
    .innerJoin(designers, eq(designers.id, products.designerId))
    .leftJoin(productDescriptions, eq(productDescriptions.productId, products.id))
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  if (!row) throw new ApiError('product_not_found');
  const { product, photos, variations, options, links, filed } = row;
  const price = usd ? product.priceUsd : product.priceTry;
  const salePrice = usd ? product.salePriceUsd : product.salePriceTry;

  const photo = (row: { id: number; photoPath: string }) => ({ Id: row.id, PhotoPath: row.photoPath });
  // The product's general pictures, and those of each colour or finish (the gallery shows them once it is chosen).
  const general = photos.filter((row) => row.variationId === null);
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
      Photos: photos.filter((row) => row.variationId === variation.id).map(photo),
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
    Photos: (general.length ? general : [{ id: 0, photoPath: product.mainPhoto }]).map(photo),
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
 * Pieces filed under the same child categories, the same designer's first, each group by popularity
 * (the similar-products carousel). Per category, the ten most popular of the designer and the ten
 * most popular of all are the first entries of the filing indexes (migration 0011), so the read
 * costs the same in a category of fifty products or of fifty thousand.
 */
export async function similarProducts(db: Db, locale: Locale, id: number) {
  const popularIn = (sameDesigner: boolean) => sql`
    select pc.product_id, pc.popularity, ${sameDesigner} as own
    from filed cross join lateral (
      select pc.product_id, pc.popularity from ${productCategories} pc join ${products} p on p.id = pc.product_id
      where pc.category_id = filed.category_id and pc.product_id <> ${id} and p.is_active
        ${sameDesigner ? sql`and pc.designer_id = filed.designer_id` : sql``}
      order by pc.popularity desc, pc.product_id desc
      limit ${SIMILAR_LIMIT}
    ) pc`;
  const rows = await rowsOf<{ product_id: number }>(db, sql`
    with filed as (
      select pc.category_id, pc.designer_id from ${productCategories} pc join ${categories} c on c.id = pc.category_id
      where pc.product_id = ${id} and c.parent_id is not null and c.is_active
    ),
    candidates as (${popularIn(true)} union all ${popularIn(false)})
    select product_id from (
      select distinct on (product_id) product_id, popularity, own from candidates order by product_id, own desc
    ) ranked
    order by own desc, popularity desc, product_id desc
    limit ${SIMILAR_LIMIT}`);
  const ids = rows.map((row) => Number(row.product_id));
  if (!ids.length) return [];
  const cards = await productCards(db, locale, inArray(products.id, ids), { limit: ids.length });
  return cards.sort((a, b) => ids.indexOf(a.Id) - ids.indexOf(b.Id));
}
