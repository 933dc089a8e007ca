import { inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { pick } from './localized';

/**
 * Links the shop's editors type once (slider, banner, popup targets) name a category or product by
 * its id; the slug they pasted is one language's. Each language's page links that language's slug,
 * so a crawler on /en never meets a Turkish slug that answers 308. Other links pass through.
 */
const LINKED = {
  category: { pattern: /^\/shop\/[^/?#]+\/(\d+)(?=$|[?#])/, table: categories, route: routes.category },
  product: { pattern: /^\/productdetail\/[^/?#]+\/(\d+)(?=$|[?#])/, table: products, route: routes.product },
} as const;
type Kind = keyof typeof LINKED;
const KINDS = Object.keys(LINKED) as Kind[];

const target = (url: string) => {
  for (const kind of KINDS) {
    const match = LINKED[kind].pattern.exec(url);
    if (match) return { kind, id: Number(match[1]), rest: url.slice(match[0].length) };
  }
  return null;
};

async function slugsOf(db: Db, kind: Kind, ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, string>();
  const { table } = LINKED[kind];
  const rows = await db.select({ id: table.id, slugTr: table.slugTr, slugEn: table.slugEn }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, pick(row, 'slug', locale)]));
}

/** The same links with each category and product path in the locale's slug (one query per kind). */
export async function localizeLinks<T extends string | null>(db: Db, locale: Locale, urls: readonly T[]): Promise<T[]> {
  const targets = urls.map((url) => (url ? target(url) : null));
  const slugs = new Map(
    await Promise.all(
      KINDS.map(async (kind) => [kind, await slugsOf(db, kind, [...new Set(targets.filter((each) => each?.kind === kind).map((each) => each!.id))], locale)] as const),
    ),
  );
  return urls.map((url, index) => {
    const linked = targets[index];
    const slug = linked && slugs.get(linked.kind)!.get(linked.id);
    return (slug ? `${LINKED[linked.kind].route(slug, linked.id)}${linked.rest}` : url) as T;
  });
}
