import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaAssets } from '../db/schema';

/** Whether the shop's data refers to this media path (one primary-key lookup). */
export async function isKnownMediaAsset(db: Db, relPath: string): Promise<boolean> {
  const rows = await db.select({ path: mediaAssets.path }).from(mediaAssets).where(eq(mediaAssets.path, relPath)).limit(1);
  return rows.length > 0;
}
