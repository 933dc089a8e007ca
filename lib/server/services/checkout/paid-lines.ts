import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { basketLines, baskets, orderLines } from '../../db/schema';
import { ownedBy } from '../basket-store';
import type { ShopperOwner } from '../shopper';

/**
 * A paid order takes its own pieces off the basket it was made from, and nothing else: a line the
 * shopper added while the card was at the provider stays, and a line whose quantity grew keeps the
 * difference. Lines are matched as the basket keys them (product, variation, option).
 */
export async function takeOrderOffBasket(tx: Db, owner: ShopperOwner, orderId: number) {
  const [basket] = await tx.select({ id: baskets.id }).from(baskets).where(ownedBy(owner));
  if (!basket) return;
  const lines = await tx
    .select({ productId: orderLines.productId, variationId: orderLines.variationId, option: orderLines.optionItemName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    if (line.productId == null) continue;
    const same = and(
      eq(basketLines.basketId, basket.id),
      eq(basketLines.productId, line.productId),
      sql`${basketLines.variationId} is not distinct from ${line.variationId}`,
      sql`${basketLines.optionItemName} is not distinct from ${line.option}`,
    );
    await tx.delete(basketLines).where(and(same, lte(basketLines.quantity, line.quantity)));
    await tx.update(basketLines).set({ quantity: sql`${basketLines.quantity} - ${line.quantity}` }).where(same);
  }
}
