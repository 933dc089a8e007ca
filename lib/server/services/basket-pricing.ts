import { asc, eq, sql } from 'drizzle-orm';
import { cargoPrice } from '@/lib/shop/cargo';
import { countryCodeOf, TURKEY } from '@/lib/shop/countries';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import type { Db } from '../db/client';
import { basketLines, baskets, designers, products, productVariations } from '../db/schema';
import { ownedBy } from './basket-store';
import { zoneOfCountry } from './cargo-zones';
import type { ShopperOwner } from './shopper';
import { evaluateDiscount, type DiscountCustomer } from './discounts';
import { currencyOf, pick, type Currency } from './localized';

export interface PricedLine {
  Id: number;
  ProductId: number;
  VariationId: number | null;
  OptionItemName: string | null;
  Quantity: number;
  /** Pieces that can be sold now: the variation's stock, else the product's; 0 for a product taken off sale. */
  Stock: number;
  /** The selling price of one piece (the variation's, else the product's) in the basket's currency. */
  UnitPrice: number;
  /** The list price of one piece, before the shop's own markdown. */
  ListPrice: number;
  LineTotal: number;
  Title: string;
  DesignerId: number;
  DesignerName: string;
  MainPhoto: string;
  Url: string;
  VariationName: string | null;
  /** What the product's variations are ("Beden", "Renk"): the selector's label, never the word "variation". */
  VariationKind: string | null;
  IsFreeCargo: boolean;
}

export interface PricedBasket {
  currency: Currency;
  lines: PricedLine[];
  productTotal: number;
  discount: number;
  discountCode: { id: number; code: string } | null;
  cargo: number;
  total: number;
  /** The delivery country the cargo is priced for; `zone` null when the shop does not ship there (no cargo priced). */
  delivery: { countryId: number; code: string; zone: string | null; freeCargoFrom: number | null };
}

/** Pieces that can be sold now: the variation's stock, else the product's, never below 0; none for a product taken off sale. */
export const sellableStock = sql<number>`case when ${products.isActive} then greatest(coalesce(${productVariations.stock}, ${products.stock}), 0) else 0 end`.mapWith(Number);

/** The owner's lines in the order they were added, each priced from the database in the locale's currency. */
export async function pricedLines(db: Db, owner: ShopperOwner, locale: Locale): Promise<PricedLine[]> {
  const usd = currencyOf(locale) === 'USD';
  const rows = await db
    .select({
      id: basketLines.id,
      quantity: basketLines.quantity,
      optionItemName: basketLines.optionItemName,
      stock: sellableStock,
      product: {
        id: products.id,
        titleTr: products.titleTr,
        titleEn: products.titleEn,
        slugTr: products.slugTr,
        slugEn: products.slugEn,
        mainPhoto: products.mainPhoto,
        price: usd ? products.priceUsd : products.priceTry,
        salePrice: usd ? products.salePriceUsd : products.salePriceTry,
        isFreeCargo: products.isFreeCargo,
        designerId: products.designerId,
        variationNameTr: products.variationNameTr,
        variationNameEn: products.variationNameEn,
      },
      designerName: designers.name,
      variation: {
        id: productVariations.id,
        nameTr: productVariations.nameTr,
        nameEn: productVariations.nameEn,
        price: usd ? productVariations.priceUsd : productVariations.priceTry,
        salePrice: usd ? productVariations.salePriceUsd : productVariations.salePriceTry,
        photoPath: productVariations.photoPath,
      },
    })
    .from(basketLines)
    .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
    .innerJoin(products, eq(products.id, basketLines.productId))
    .innerJoin(designers, eq(designers.id, products.designerId))
    .leftJoin(productVariations, eq(productVariations.id, basketLines.variationId))
    .where(ownedBy(owner))
    .orderBy(asc(basketLines.createdAt), asc(basketLines.id));

  return rows.map(({ id, quantity, optionItemName, stock, product, designerName, variation }) => {
    const unit = variation?.salePrice ?? product.salePrice;
    return {
      Id: id,
      ProductId: product.id,
      VariationId: variation?.id ?? null,
      OptionItemName: optionItemName,
      Quantity: quantity,
      Stock: stock,
      UnitPrice: unit,
      ListPrice: variation?.price ?? product.price,
      LineTotal: unit * quantity,
      Title: pick(product, 'title', locale),
      DesignerId: product.designerId,
      DesignerName: designerName,
      MainPhoto: variation?.photoPath ?? product.mainPhoto,
      Url: routes.product(pick(product, 'slug', locale), product.id),
      VariationName: variation ? pick(variation, 'name', locale) : null,
      VariationKind: variation ? pick(product, 'variationName', locale) || null : null,
      IsFreeCargo: product.isFreeCargo,
    };
  });
}

/**
 * The basket priced by the server, the only prices an order is made from: lines, product total,
 * the discount of a code (an invalid code throws its refusal), cargo by the delivery country's zone
 * (lib/shop/cargo.ts; Türkiye when none is given) and the total.
 */
export async function priceBasket(
  db: Db,
  owner: ShopperOwner,
  locale: Locale,
  options: { discountCode?: string | null; customer?: DiscountCustomer; countryId?: number } = {},
): Promise<PricedBasket> {
  const currency = currencyOf(locale);
  const countryId = options.countryId ?? TURKEY.id;
  const [lines, zone] = await Promise.all([pricedLines(db, owner, locale), zoneOfCountry(db, countryId)]);
  const productTotal = lines.reduce((sum, line) => sum + line.LineTotal, 0);
  const designerTotals = new Map<number, number>();
  for (const line of lines) designerTotals.set(line.DesignerId, (designerTotals.get(line.DesignerId) ?? 0) + line.LineTotal);
  const applied = options.discountCode?.trim() ? await evaluateDiscount(db, options.discountCode, { productTotal, designerTotals, currency, customer: options.customer }) : null;
  const discount = applied?.amount ?? 0;
  const allFreeCargo = lines.length > 0 && lines.every((line) => line.IsFreeCargo);
  const rate = zone?.rates[currency];
  const cargo = rate ? cargoPrice({ productTotal: productTotal - discount, allFreeCargo, rate }) : 0;
  return {
    currency,
    lines,
    productTotal,
    discount,
    discountCode: applied ? { id: applied.id, code: applied.code } : null,
    cargo,
    total: productTotal - discount + cargo,
    delivery: { countryId, code: zone?.code ?? countryCodeOf(countryId) ?? TURKEY.code, zone: zone?.zone ?? null, freeCargoFrom: rate?.freeFrom ?? null },
  };
}
