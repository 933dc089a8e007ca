import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { foldSql } from '../db/fold';

/**
 * Rewrites `products.search_document`: the words of both titles, the designer's name and the names
 * (Turkish and English) of every category the product is filed under and of their parents, folded
 * like a query; and the vocabulary of those words (`search_words`).
 * Call it after writing any of those names: with product ids for the products written, without for
 * all (a designer or category renamed, or the seed). One statement, so it costs one pass however
 * many products it touches.
 */
export async function refreshSearchDocuments(db: Db, productIds?: readonly number[]) {
  if (productIds && productIds.length === 0) return;
  const only: SQL = productIds ? sql`and p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const categoryNames = sql`(
    select string_agg(k.name_tr || ' ' || k.name_en || coalesce(' ' || parent.name_tr || ' ' || parent.name_en, ''), ' ')
    from product_categories pc
    join categories k on k.id = pc.category_id
    left join categories parent on parent.id = k.parent_id
    where pc.product_id = p.id)`;
  const names = sql`p.title_tr || ' ' || p.title_en || ' ' || d.name || ' ' || coalesce(${categoryNames}, '')`;
  // Each word once: matching is word by word, and word similarity costs time in proportion to the text.
  const words = sql`(select coalesce(string_agg(distinct w, ' '), '') from unnest(string_to_array(${foldSql(names)}, ' ')) w)`;
  await db.execute(sql`update products p set search_document = ${words} from designers d where d.id = p.designer_id ${only}`);
  // The vocabulary a mistyped word is corrected against; rebuilt whole when every document was.
  if (!productIds) await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word)
    select distinct w from products p, unnest(string_to_array(p.search_document, ' ')) w where w <> '' ${only}
    on conflict do nothing`);
}
