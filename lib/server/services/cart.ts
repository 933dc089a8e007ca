import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, carts } from '../db/schema';

export type CartOwner = { userId: number } | { anonymousId: string };

/** Items in the basket, counting quantities (the header badge). */
export async function cartCount(db: Db, owner: CartOwner | null): Promise<number> {
  if (!owner) return 0;
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where('userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.anonymousId, owner.anonymousId));
  return row?.count ?? 0;
}
