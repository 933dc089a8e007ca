import type { SeedOptions } from '@/db/seed';
import type { Database } from './db/client';
import { EVERYTHING, markTags } from './cache/revalidations';

/**
 * Fills the database with the demo catalogue. Every page and read cached from an earlier database is
 * then expired, on this server and (through the database) on any other instance.
 */
export async function seedShop(database: Database, options?: SeedOptions) {
  const { seedDatabase } = await import('@/db/seed');
  const summary = await seedDatabase(database.db, options);
  await markTags(database.db, [EVERYTHING], 'expired');
  return summary;
}
