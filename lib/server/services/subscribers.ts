import type { Db } from '../db/client';
import { subscribers } from '../db/schema';

/**
 * Adds an address to the newsletter; true when it was new. The unique index on lower(email) keeps
 * one row per address, so a repeated sign-up changes nothing.
 */
export async function addSubscriber(db: Db, email: string, languageId: 1 | 2): Promise<boolean> {
  const inserted = await db.insert(subscribers).values({ email, languageId }).onConflictDoNothing().returning({ id: subscribers.id });
  return inserted.length > 0;
}
