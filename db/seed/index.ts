import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { seedCatalog } from './catalog';
import { seedArticles } from './articles';
import { seedCommerce } from './commerce';
import { seedGeo } from './geo';
import { seedOperators } from './operators';
import { recordMediaAssets } from './media-assets';
import { seedPages } from './pages';
import { seedProducts } from './products';
import { assertReferences, pauseReferenceChecks } from './references';
import { seedSeo } from './seo';

export interface SeedOptions {
  /** Catalogue size; 640 by default. */
  products?: number;
}

/** Tables whose ids the seed sets itself: their sequences move past the seeded rows afterwards. */
const EXPLICIT_IDS = ['categories', 'designers', 'products'] as const;

/**
 * Fills an empty database with the demo shop: geography, catalogue, content and commerce settings.
 * Deterministic (seeded PRNG, fixed base date) and run in one transaction.
 * Returns a one-line summary of what was written.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<string> {
  const productCount = Math.max(0, Math.floor(options.products ?? 640));
  const summary = await db.transaction(async (tx) => {
    const paused = await pauseReferenceChecks(tx);
    const geo = await seedGeo(tx);
    const { catalog, counts: catalogCounts } = await seedCatalog(tx);
    const { counts: productCounts, early } = await seedProducts(tx, catalog, productCount);
    await seedPages(tx, catalog, early);
    const articles = await seedArticles(tx, catalog.designers);
    const seoTags = await seedSeo(tx, catalog, early);
    const commerce = await seedCommerce(tx);
    const operatorCount = await seedOperators(tx);
    const pictures = await recordMediaAssets(tx);
    if (paused) await assertReferences(tx);
    for (const table of EXPLICIT_IDS) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
    }
    return [
      `${catalogCounts.categories} categories`,
      `${catalogCounts.designers} designers`,
      `${productCounts.products} products`,
      `${productCounts.productVariations} variations`,
      `${productCounts.productPhotos} photos`,
      `${articles.blogs} blogs`,
      `${articles.workshops} workshops`,
      `${seoTags} SEO tags`,
      `${pictures} demo pictures`,
      `${geo.cities} cities`,
      `${geo.districts} districts`,
      `${commerce.discountCodes} discount codes`,
      `${operatorCount} demo owner`,
    ].join(', ');
  });
  // Fresh statistics for the planner, and the visibility map that lets listings read only indexes:
  // PGlite runs no autovacuum, and PostgreSQL's comes later, so without them the first queries on a
  // large catalogue pick plans for empty tables and visit every row of the indexes they read.
  await db.execute(sql`vacuum analyze`);
  return summary;
}
