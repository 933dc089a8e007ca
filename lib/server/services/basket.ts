import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { countryCodeOf, TURKEY } from '@/lib/shop/countries';
import type { Locale } from '@/lib/shop/locale';
import { formatMoney, type Currency } from '@/lib/shop/money';
import type { Db } from '../db/client';
import { basketLines, baskets, products, productVariations } from '../db/schema';
import { ApiError } from '../errors';
import { priceBasket, pricedLines, type PricedBasket, type PricedLine } from './basket-pricing';
import { zoneOfCountry } from './cargo-zones';
import { basketCount, optionNamesIn, ownedBy } from './basket-store';
import type { ShopperOwner } from './shopper';
import type { DiscountCustomer } from './discounts';
import { currencyOf, pick } from './localized';

/** Spec 02 §3's basket line, with the prices also as text in the basket's currency. */
export interface BasketLine {
  Id: number;
  ProductId: number;
  VariationId: number | null;
  IsMainVariation: boolean;
  Quantity: number;
  Stock: number;
  /** List price of one piece; DiscountedPrice is what it sells for. */
  Price: number;
  DiscountedPrice: number;
  TotalPrice: number;
  PriceStr: string;
  DiscountedPriceStr: string;
  TotalPriceStr: string;
  Title: string;
  MainPhoto: string;
  DesignerName: string;
  OptionItemName: string | null;
  VariationName: string | null;
  /** The variations' own name ("Beden", "Renk"), for the selector's label. */
  VariationKind: string | null;
  Variations: { Id: number; Name: string; Stock: number }[];
  Url: string;
}

/** A line keeps the Turkish option name; this is its name in the caller's language. */
const optionName = (names: Map<string, string>, line: PricedLine) =>
  line.OptionItemName ? (names.get(`${line.ProductId}:${line.OptionItemName}`) ?? line.OptionItemName) : null;

/**
 * Where the basket goes and what that means for its cargo: the delivery country (its code; the page
 * names it in its own language), whether the shop ships there, and the zone's free-cargo threshold.
 */
async function deliveryAnswer(db: Db, priced: PricedBasket | null, countryId: number, currency: Currency) {
  let delivery = priced?.delivery;
  if (!delivery) {
    const zone = await zoneOfCountry(db, countryId);
    delivery = { countryId, code: zone?.code ?? countryCodeOf(countryId) ?? TURKEY.code, zone: zone?.zone ?? null, freeCargoFrom: zone?.rates[currency].freeFrom ?? null };
  }
  return {
    CountryId: delivery.countryId,
    Country: delivery.code,
    Ships: delivery.zone !== null,
    CargoZone: delivery.zone,
    FreeCargoFrom: delivery.freeCargoFrom,
    FreeCargoFromStr: delivery.freeCargoFrom === null ? null : formatMoney(delivery.freeCargoFrom, currency),
  };
}

/** /get-cart-products: the lines and the totals without a code, cargo for the delivery country (a basket of nobody is empty). */
export async function basketOf(db: Db, locale: Locale, owner: ShopperOwner | null, countryId: number = TURKEY.id) {
  const priced = owner ? await priceBasket(db, owner, locale, { countryId }) : null;
  const currency = currencyOf(locale);
  const lines = priced?.lines ?? [];
  const money = (amount: number) => formatMoney(amount, currency);
  const [variations, optionNames] = await Promise.all([
    variationsOf(db, locale, lines.filter((line) => line.VariationId != null).map((line) => line.ProductId)),
    optionNamesIn(db, locale, lines.map((line) => line.ProductId)),
  ]);
  const List: BasketLine[] = lines.map((line) => ({
    Id: line.Id,
    ProductId: line.ProductId,
    VariationId: line.VariationId,
    IsMainVariation: line.VariationId == null,
    Quantity: line.Quantity,
    Stock: line.Stock,
    Price: line.ListPrice,
    DiscountedPrice: line.UnitPrice,
    TotalPrice: line.LineTotal,
    PriceStr: money(line.ListPrice),
    DiscountedPriceStr: money(line.UnitPrice),
    TotalPriceStr: money(line.LineTotal),
    Title: line.Title,
    MainPhoto: line.MainPhoto,
    DesignerName: line.DesignerName,
    OptionItemName: optionName(optionNames, line),
    VariationName: line.VariationName,
    VariationKind: line.VariationKind,
    Variations: variations.get(line.ProductId) ?? [],
    Url: line.Url,
  }));
  const productTotal = priced?.productTotal ?? 0;
  const cargo = priced?.cargo ?? 0;
  const total = priced?.total ?? 0;
  return {
    List,
    Currency: currency,
    TotalProductPrice: productTotal,
    TotalProductPriceStr: money(productTotal),
    CargoPrice: cargo,
    CargoPriceStr: money(cargo),
    TotalPrice: total,
    TotalPriceStr: money(total),
    Delivery: await deliveryAnswer(db, priced, countryId, currency),
  };
}

/** Each varied product's variations for the line's selector, in the shop's order, with their stock. */
async function variationsOf(db: Db, locale: Locale, productIds: number[]) {
  const byProduct = new Map<number, BasketLine['Variations']>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ id: productVariations.id, productId: productVariations.productId, nameTr: productVariations.nameTr, nameEn: productVariations.nameEn, stock: productVariations.stock })
    .from(productVariations)
    .where(inArray(productVariations.productId, productIds))
    .orderBy(asc(productVariations.productId), asc(productVariations.sortOrder), asc(productVariations.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ Id: row.id, Name: pick(row, 'name', locale), Stock: Math.max(row.stock, 0) });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** /get-cart-prices: the totals, and the discount of a code (an invalid one is refused with its reason). */
export async function basketPrices(
  db: Db,
  locale: Locale,
  owner: ShopperOwner | null,
  discountCode: string | null | undefined,
  customer?: DiscountCustomer,
  countryId: number = TURKEY.id,
) {
  const full = owner ? await priceBasket(db, owner, locale, { discountCode, customer, countryId }) : null;
  const priced = full ?? { currency: currencyOf(locale), productTotal: 0, discount: 0, discountCode: null, cargo: 0, total: 0 };
  const money = (amount: number) => formatMoney(amount, priced.currency);
  return {
    Currency: priced.currency,
    TotalProductPrice: priced.productTotal,
    TotalProductPriceStr: money(priced.productTotal),
    TheDiscount: priced.discount,
    TheDiscountStr: money(priced.discount),
    DiscountCode: priced.discountCode?.code ?? null,
    CargoPrice: priced.cargo,
    CargoPriceStr: money(priced.cargo),
    TotalPrice: priced.total,
    TotalPriceStr: money(priced.total),
    Delivery: await deliveryAnswer(db, full, countryId, priced.currency),
  };
}

/** Which line a call means: its Id, else the spec's ProductId with the line's VariationId when sent. */
export interface LineRef {
  Id?: number;
  ProductId?: number;
  VariationId?: number | null;
}

const lineWhere = ({ Id, ProductId, VariationId }: LineRef) =>
  Id != null
    ? eq(basketLines.id, Id)
    : and(eq(basketLines.productId, ProductId ?? 0), VariationId != null ? eq(basketLines.variationId, VariationId) : undefined);

/**
 * The owner's basket line, locked for the change that follows: a line of another basket is as
 * unknown as a missing one (404), so nobody learns whose it is. A product and variation that
 * several lines share (one per option) name none of them: the caller must send the line's Id.
 */
async function ownLine(tx: Db, owner: ShopperOwner, ref: LineRef) {
  const lines = await tx
    .select({
      id: basketLines.id,
      basketId: basketLines.basketId,
      productId: basketLines.productId,
      variationId: basketLines.variationId,
      optionItemName: basketLines.optionItemName,
      quantity: basketLines.quantity,
    })
    .from(basketLines)
    .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
    .where(and(lineWhere(ref), ownedBy(owner)))
    .limit(2)
    .for('update', { of: basketLines });
  if (lines.length > 1) throw new ApiError('cart_line_ambiguous');
  const [line] = lines;
  if (!line) throw new ApiError('cart_line_not_found');
  return line;
}

/** What can be sold of a line's piece now: the variation's stock, else the product's; nothing once it is off sale. */
async function stockOf(tx: Db, productId: number, variationId: number | null): Promise<number> {
  const [row] = await tx
    .select({ isActive: products.isActive, stock: products.stock, variationStock: productVariations.stock })
    .from(products)
    .leftJoin(productVariations, and(eq(productVariations.productId, products.id), eq(productVariations.id, variationId ?? 0)))
    .where(eq(products.id, productId));
  if (!row?.isActive) return 0;
  return variationId == null ? row.stock : (row.variationStock ?? 0);
}

/** /change-cart-quantity: sets a line's quantity (at least 1, never above the stock). */
export async function changeQuantity(db: Db, owner: ShopperOwner, ref: LineRef, quantity: number) {
  const lineId = await db.transaction(async (tx) => {
    const line = await ownLine(tx, owner, ref);
    if (quantity > (await stockOf(tx, line.productId, line.variationId))) throw new ApiError('no_stock');
    await tx.update(basketLines).set({ quantity }).where(eq(basketLines.id, line.id));
    return line.id;
  });
  return { Id: lineId, Quantity: quantity, CartCount: await basketCount(db, owner) };
}

/**
 * /change-cart-variation: moves a line to another variation of the same product. When the basket
 * already has that variation (with the same option) the two lines become one, their quantities
 * summed, and the sum must fit the stock like any other.
 */
export async function changeVariation(db: Db, owner: ShopperOwner, lineId: number, variationId: number, quantity?: number) {
  const changed = await db.transaction(async (tx) => {
    const line = await ownLine(tx, owner, { Id: lineId });
    const [variation] = line.variationId == null
      ? []
      : await tx
          .select({ id: productVariations.id })
          .from(productVariations)
          .where(and(eq(productVariations.id, variationId), eq(productVariations.productId, line.productId)));
    if (!variation) throw new ApiError('variation_not_found');
    const wanted = quantity ?? line.quantity;
    const [twin] = await tx
      .select({ id: basketLines.id, quantity: basketLines.quantity })
      .from(basketLines)
      .where(
        and(
          eq(basketLines.basketId, line.basketId),
          eq(basketLines.productId, line.productId),
          eq(basketLines.variationId, variation.id),
          sql`${basketLines.optionItemName} is not distinct from ${line.optionItemName}`,
          ne(basketLines.id, line.id),
        ),
      )
      .for('update');
    const total = wanted + (twin?.quantity ?? 0);
    if (total > (await stockOf(tx, line.productId, variation.id))) throw new ApiError('no_stock');
    if (twin) {
      await tx.update(basketLines).set({ quantity: total }).where(eq(basketLines.id, twin.id));
      await tx.delete(basketLines).where(eq(basketLines.id, line.id));
      return { Id: twin.id, VariationId: variation.id, Quantity: total };
    }
    await tx.update(basketLines).set({ variationId: variation.id, quantity: wanted }).where(eq(basketLines.id, line.id));
    return { Id: line.id, VariationId: variation.id, Quantity: wanted };
  });
  return { ...changed, CartCount: await basketCount(db, owner) };
}

/** /remove-cart-product: takes one line out. */
export async function removeLine(db: Db, owner: ShopperOwner, ref: LineRef) {
  await db.transaction(async (tx) => {
    const line = await ownLine(tx, owner, ref);
    await tx.delete(basketLines).where(eq(basketLines.id, line.id));
  });
  return { CartCount: await basketCount(db, owner) };
}

/**
 * /clear-cart: empties the owner's basket (the basket row stays for the next add). Clearing is
 * idempotent: an empty basket, an unknown one or nobody's is already clear (the spec's caller is
 * silent on failure, so a refusal would tell it nothing).
 */
export async function clearBasket(db: Db, owner: ShopperOwner | null) {
  const [basket] = owner ? await db.select({ id: baskets.id }).from(baskets).where(ownedBy(owner)) : [];
  if (basket) await db.delete(basketLines).where(eq(basketLines.basketId, basket.id));
  return { CartCount: 0 };
}

export interface ShortLine {
  Id: number;
  Title: string;
  VariationName: string | null;
  OptionItemName: string | null;
  Quantity: number;
  Stock: number;
}

/**
 * /check-cart-stock, before checkout: every line whose quantity is more than what can be sold now,
 * named so the page can say which. An empty basket cannot go to checkout.
 */
export async function checkBasketStock(db: Db, locale: Locale, owner: ShopperOwner | null) {
  const lines = owner ? await pricedLines(db, owner, locale) : [];
  if (lines.length === 0) throw new ApiError('cart_empty');
  const short = lines.filter((line) => line.Quantity > line.Stock);
  const optionNames = await optionNamesIn(db, locale, short.map((line) => line.ProductId));
  const ShortLines: ShortLine[] = short.map((line) => ({
    Id: line.Id,
    Title: line.Title,
    VariationName: line.VariationName,
    OptionItemName: optionName(optionNames, line),
    Quantity: line.Quantity,
    Stock: line.Stock,
  }));
  return { InStock: ShortLines.length === 0, ShortLines };
}

/** The header basket popover (spec 01 §2 Layout): each line priced in the caller's currency, and the total. */
export async function menuBasket(db: Db, locale: Locale, owner: ShopperOwner | null) {
  const currency = currencyOf(locale);
  const lines = owner ? await pricedLines(db, owner, locale) : [];
  const optionNames = await optionNamesIn(db, locale, lines.map((line) => line.ProductId));
  const List = lines.map((line) => ({
    Id: line.Id,
    ProductId: line.ProductId,
    Title: line.Title,
    Url: line.Url,
    PhotoPath: line.MainPhoto,
    VariationName: line.VariationName,
    OptionName: line.OptionItemName ? (optionNames.get(`${line.ProductId}:${line.OptionItemName}`) ?? line.OptionItemName) : null,
    Quantity: line.Quantity,
    UnitPrice: line.UnitPrice,
    TotalPrice: line.LineTotal,
  }));
  const TotalPrice = List.reduce((sum, line) => sum + line.TotalPrice, 0);
  return { List, TotalPrice, TotalPriceStr: formatMoney(TotalPrice, currency), Currency: currency };
}
