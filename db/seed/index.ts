import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { unfinishedSeeds } from '@/lib/server/db/schema';
import type { BulkLoad, BulkOptions } from './bulk';
import { type Catalog, seedCatalog } from './catalog';
import { seedArticles } from './articles';
import { seedCommerce } from './commerce';
import { seedGeo } from './geo';
import { seedOperators } from './operators';
import { recordMediaAssets } from './media-assets';
import { seedPages } from './pages';
import { buildProduct, type ProductSummary } from './product-builder';
import { EARLY, type ProductCounts, seedProducts } from './products';
import { assertReferences, pauseReferenceChecks } from './references';
import { seedSeo } from './seo';

export interface SeedOptions {
  /** Catalogue size; 640 by default. */
  products?: number;
  /**
   * Load the products with COPY from parallel connections instead of inside the seed's transaction
   * (PostgreSQL, large catalogues: ADR 0058). The rows are the same but for the surrogate ids of
   * variations, photos, options and links.
   */
  bulk?: BulkOptions & {
    /** `bulkLoadProducts` of db/seed/bulk, passed in by the command line: the server's bundle must not hold the loader, which forks processes. */
    load: BulkLoad;
  };
}

/** Tables whose ids the seed sets itself: their sequences move past the seeded rows afterwards. */
const EXPLICIT_IDS = ['categories', 'designers', 'products'] as const;

/** The products written, the first ones summarised, and the pictures their loaders listed already (bulk). */
type Products = { counts: ProductCounts; early: ProductSummary[]; pictures?: number };

/** Everything that refers to products (content, SEO, commerce), their references checked, then the one-line summary. */
async function seedAroundProducts(tx: Db, paused: boolean, geo: Awaited<ReturnType<typeof seedGeo>>, catalog: Catalog, catalogCounts: Record<string, number>, { counts: productCounts, early, pictures: listed }: Products) {
  await seedPages(tx, catalog, early);
  const articles = await seedArticles(tx, catalog.designers);
  const seoTags = await seedSeo(tx, catalog, early);
  const commerce = await seedCommerce(tx);
  const operatorCount = await seedOperators(tx);
  const pictures = (listed ?? 0) + (await recordMediaAssets(tx, listed !== undefined));
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
}

/**
 * The bulk seed in three steps, none holding a lock for long: geography and catalogue (committed, so
 * the loaders' connections see them), the products by `bulkLoadProducts`, then the rest with every
 * reference checked. The first step marks the database (unfinished_seeds) and the last one clears the
 * mark, so a seed that fails or is killed midway leaves it marked: the server will not start on it and
 * the next `db:seed` wipes it and seeds again.
 */
async function seedInSteps(db: Db, productCount: number, bulk: NonNullable<SeedOptions['bulk']>) {
  const { geo, catalog, catalogCounts } = await db.transaction(async (tx) => {
    await pauseReferenceChecks(tx);
    await tx.insert(unfinishedSeeds).values({});
    const geo = await seedGeo(tx);
    const { catalog, counts: catalogCounts } = await seedCatalog(tx);
    return { geo, catalog, catalogCounts };
  });
  const { counts, pictures } = await bulk.load(catalog, productCount, bulk);
  // What content and SEO refer to: the first products, built again (their rows are the loaded ones).
  const early = Array.from({ length: Math.min(EARLY, productCount) }, (_, index) => buildProduct(index, productCount, catalog).summary);
  return db.transaction(async (tx) => {
    const summary = await seedAroundProducts(tx, await pauseReferenceChecks(tx), geo, catalog, catalogCounts, { counts, early, pictures });
    await tx.delete(unfinishedSeeds);
    return summary;
  });
}

/**
 * Fills an empty database with the demo shop: geography, catalogue, content and commerce settings.
 * Deterministic (seeded PRNG, fixed base date) and run in one transaction, or in steps with `bulk`.
 * Returns a one-line summary of what was written.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<string> {
  const productCount = Math.max(0, Math.floor(options.products ?? 640));
  const started = Date.now();
  const summary = options.bulk
    ? await seedInSteps(db, productCount, options.bulk)
    : await db.transaction(async (tx) => {
        const paused = await pauseReferenceChecks(tx);
        const geo = await seedGeo(tx);
        const { catalog, counts: catalogCounts } = await seedCatalog(tx);
        const products = await seedProducts(tx, catalog, productCount);
        return seedAroundProducts(tx, paused, geo, catalog, catalogCounts, products);
      });
  // Fresh statistics for the planner, and the visibility map that lets listings read only indexes:
  // PGlite runs no autovacuum, and PostgreSQL's comes later, so without them the first queries on a
  // large catalogue pick plans for empty tables and visit every row of the indexes they read.
  const seeded = Date.now();
  await db.execute(sql`vacuum analyze`);
  options.bulk?.log?.(`seed ${((seeded - started) / 1000).toFixed(1)} s, vacuum analyze ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  return summary;
}
