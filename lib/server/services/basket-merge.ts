import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { baskets } from '../db/schema';
import { basketIdOf } from './basket-store';

/**
 * At login the visitor's basket joins the member's: a piece already there (same product,
 * variation and option) adds the quantities, others move over; no line ends above the stock of
 * its variation (or product), and a sold-out or withdrawn piece is left behind. The anonymous
 * basket is gone afterwards. Run inside the login's transaction.
 */
export async function mergeAnonymousBasket(db: Db, anonymousId: string, userId: number): Promise<void> {
  const [visitor] = await db.select({ id: baskets.id }).from(baskets).where(eq(baskets.anonymousId, anonymousId));
  if (!visitor) return;
  const memberBasket = await basketIdOf(db, { userId });
  const stockOf = (productId: unknown, variationId: unknown) =>
    sql`(select coalesce(v.stock, p.stock) from products p left join product_variations v on v.id = ${variationId} and v.product_id = p.id where p.id = ${productId})`;
  await db.execute(sql`
    insert into cart_lines (cart_id, product_id, variation_id, option_item_name, quantity)
    select ${memberBasket}, l.product_id, l.variation_id, l.option_item_name, least(l.quantity, ${stockOf(sql`l.product_id`, sql`l.variation_id`)})
    from cart_lines l
    join products p on p.id = l.product_id and p.is_active
    where l.cart_id = ${visitor.id} and ${stockOf(sql`l.product_id`, sql`l.variation_id`)} > 0
    order by l.id
    on conflict (cart_id, product_id, variation_id, option_item_name) do update
      set quantity = least(cart_lines.quantity + excluded.quantity, ${stockOf(sql`excluded.product_id`, sql`excluded.variation_id`)})`);
  await db.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, memberBasket));
  await db.delete(baskets).where(eq(baskets.id, visitor.id));
}
