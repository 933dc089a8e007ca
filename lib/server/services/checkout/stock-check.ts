import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import type { Db } from '../../db/client';
import { basketLines, baskets, products, productVariations } from '../../db/schema';
import { ApiError } from '../../errors';
import { translator } from '../../translate';
import { sellableStock } from '../basket-pricing';
import type { ShopperOwner } from '../shopper';

interface StockedLine {
  Quantity: number;
  /** `sellableStock`: what can be sold now. */
  Stock: number;
  Title: string;
  VariationName: string | null;
}

/** A refusal for one line: the shopper learns which piece is short. */
export const noStock = (locale: Locale, line: Pick<StockedLine, 'Title' | 'VariationName'>) =>
  new ApiError('no_stock', {
    message: translator(locale)('checkoutOrders.noStockLine', { title: line.VariationName ? `${line.Title} (${line.VariationName})` : line.Title }),
  });

/** The order rule for a basket: not empty, and every line within its stock now. */
export function refuseUnorderable(lines: readonly StockedLine[], locale: Locale) {
  if (lines.length === 0) throw new ApiError('cart_empty');
  const short = lines.find((line) => line.Quantity > line.Stock);
  if (short) throw noStock(locale, short);
}

type OwnerKind = 'userId' | 'anonymousId';

/** The lines with only what the rule reads, prepared once per database, owner kind and language. */
function stockedLinesQuery(db: Db, kind: OwnerKind, locale: Locale) {
  const en = locale === 'en';
  return db
    .select({
      Quantity: basketLines.quantity,
      Stock: sellableStock,
      Title: en ? products.titleEn : products.titleTr,
      VariationName: en ? productVariations.nameEn : productVariations.nameTr,
    })
    .from(basketLines)
    .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
    .innerJoin(products, eq(products.id, basketLines.productId))
    .leftJoin(productVariations, eq(productVariations.id, basketLines.variationId))
    .where(eq(kind === 'userId' ? baskets.userId : baskets.anonymousId, sql.placeholder('owner')))
    .prepare(`basket_stock_${kind}_${locale}`);
}

const prepared = new WeakMap<Db, Map<string, ReturnType<typeof stockedLinesQuery>>>();

/**
 * The one-read refusal before any other work of an order: an empty basket or a line past its stock.
 * When many shoppers want the last pieces, most attempts end here instead of queueing for the
 * transaction (which checks again, so this decides nothing on its own); the read is prepared and
 * lean because it is that burst's whole cost.
 */
export async function refuseShortBasket(db: Db, owner: ShopperOwner, locale: Locale) {
  const kind: OwnerKind = 'userId' in owner ? 'userId' : 'anonymousId';
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = new Map()));
  const key = `${kind}:${locale}`;
  let query = queries.get(key);
  if (!query) queries.set(key, (query = stockedLinesQuery(db, kind, locale)));
  refuseUnorderable(await query.execute({ owner: 'userId' in owner ? owner.userId : owner.anonymousId }), locale);
}
