import type { Db } from '@/lib/server/db/client';
import { seoTags } from '@/lib/server/db/schema';
import type { Catalog } from './catalog';
import { CATEGORY_TREE } from './data/categories';
import { PAGE_SEO } from './data/editorial';
import { insertAll } from './insert';
import type { ProductSummary } from './product-builder';
import { routes, seoPathname } from '@/lib/shop/routes';

const LANGUAGES = [
  { id: 1, key: 'tr' },
  { id: 2, key: 'en' },
] as const;

/** Search-result length: cut at a word boundary under 160 characters. */
function snippet(text: string): string {
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** Titles and descriptions per language: fixed pages, every category, the first 50 products. */
export async function seedSeo(db: Db, catalog: Catalog, early: readonly ProductSummary[]) {
  const seoRows: (typeof seoTags.$inferInsert)[] = [];
  for (const { id: languageId, key } of LANGUAGES) {
    for (const page of PAGE_SEO) seoRows.push({ languageId, pathname: page.pathname, dataId: null, title: page.title[key], description: page.description[key] });
    for (const group of CATEGORY_TREE) {
      for (const node of [group, ...group.children]) {
        // "Giyim — Kadın": child names repeat across groups.
        const name = node === group ? group[key] : `${node[key]} — ${group[key]}`;
        const intro = key === 'tr' ? node.introTr : node.introEn;
        seoRows.push({ languageId, pathname: seoPathname(routes.category('', 0)), dataId: catalog.byKey.get(node.key)!.id, title: `${name} | Vitrin`, description: snippet(intro) });
      }
    }
    for (const product of early.slice(0, 50)) {
      seoRows.push({
        languageId,
        pathname: seoPathname(routes.product('', 0)),
        dataId: product.id,
        title: `${key === 'tr' ? product.titleTr : product.titleEn} | Vitrin`,
        description: snippet(key === 'tr' ? product.leadTr : product.leadEn),
      });
    }
  }
  await insertAll(db, seoTags, seoRows);
  return seoRows.length;
}
