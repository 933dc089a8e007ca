import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { installationSecrets } from '../db/schema';

const known = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The installation's secret of this name: made at random on first use and kept in the database, so
 * every instance and every restart signs with the same one; the first writer wins a race. Read once per process.
 */
export function installationSecret(db: Db, name: string): Promise<string> {
  let byName = known.get(db);
  if (!byName) known.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(installationSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
      return row.value;
    })();
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
