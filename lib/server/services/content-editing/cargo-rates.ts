import { asc, count, eq } from 'drizzle-orm';
import { parseAmount } from '@/lib/shop/money';
import type { OperatorActor } from '../../auth/operator-session';
import { markTags } from '../../cache/revalidations';
import { TAGS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { cargoZones, countries } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAudit } from '../operators/audit';

/** Marks are stamped a little ahead of the write's commit (see product-tags.ts): a render in between counts as old. */
const COMMIT_MARGIN_MS = 1500;

/** Every cargo zone with its rates in minor units and how many countries it serves. */
export async function cargoRates(db: Db) {
  const rows = await db
    .select({
      Zone: cargoZones.code,
      FlatTry: cargoZones.flatTry,
      FreeFromTry: cargoZones.freeFromTry,
      FlatUsd: cargoZones.flatUsd,
      FreeFromUsd: cargoZones.freeFromUsd,
      Countries: count(countries.id),
    })
    .from(cargoZones)
    .leftJoin(countries, eq(countries.cargoZone, cargoZones.code))
    .groupBy(cargoZones.code)
    .orderBy(asc(cargoZones.flatUsd));
  return { Zones: rows };
}

type RatesInput = { Zone: string; FlatTry: string; FreeFromTry: string; FlatUsd: string; FreeFromUsd: string };

/**
 * New rates for one zone. The basket and checkout read the zone at each call; the shipping policy
 * page and the country list are cached under the cargo tag, marked in the same transaction.
 */
export async function saveCargoRates(db: Db, actor: OperatorActor, input: RatesInput) {
  const minor = (text: string) => parseAmount(text) ?? 0;
  const values = { flatTry: minor(input.FlatTry), freeFromTry: minor(input.FreeFromTry), flatUsd: minor(input.FlatUsd), freeFromUsd: minor(input.FreeFromUsd) };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(cargoZones).where(eq(cargoZones.code, input.Zone)).for('update');
    if (!before) throw new ApiError('cargo_zone_not_found');
    const [after] = await tx.update(cargoZones).set(values).where(eq(cargoZones.code, input.Zone)).returning();
    await recordAudit(tx, actor, { action: 'cargo-zone.rates-changed', entity: 'cargo-zone', entityId: input.Zone, before, after });
    await markTags(tx, [TAGS.cargo], 'expired', Date.now() + COMMIT_MARGIN_MS);
    return { Zone: input.Zone };
  });
}
