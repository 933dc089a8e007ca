import { and, eq, inArray } from 'drizzle-orm';
import { DISTANCE_SALES_CONTRACT_ID, PRE_INFORMATION_CONTRACT_ID } from '@/lib/shop/contracts';
import type { Locale } from '@/lib/shop/locale';
import type { Db } from '../../db/client';
import { contracts, contractVersions } from '../../db/schema';
import { pick } from '../localized';

/** The two texts the checkout's checkbox accepts, in the order they are shown. */
const ACCEPTED = [PRE_INFORMATION_CONTRACT_ID, DISTANCE_SALES_CONTRACT_ID] as const;

/**
 * The versions a shopper accepts right now; read inside the order's transaction so the order names
 * the texts current at that moment (a save afterwards makes a new version, never changes these).
 */
export async function currentContractVersions(tx: Db) {
  const rows = await tx.select({ id: contracts.id, version: contracts.version }).from(contracts).where(inArray(contracts.id, [...ACCEPTED]));
  const versionOf = (id: number) => rows.find((row) => row.id === id)?.version ?? null;
  return { distanceSalesVersion: versionOf(DISTANCE_SALES_CONTRACT_ID), preInformationVersion: versionOf(PRE_INFORMATION_CONTRACT_ID) };
}

/** What an order's shopper accepted: each text at its recorded version (none for orders older than the versions). */
export async function acceptedContracts(db: Db, order: { distanceSalesVersion: number | null; preInformationVersion: number | null }, locale: Locale) {
  const wanted = [
    { id: PRE_INFORMATION_CONTRACT_ID, version: order.preInformationVersion },
    { id: DISTANCE_SALES_CONTRACT_ID, version: order.distanceSalesVersion },
  ].filter((entry): entry is { id: number; version: number } => entry.version != null);
  const texts = await Promise.all(
    wanted.map(async ({ id, version }) => {
      const [row] = await db
        .select()
        .from(contractVersions)
        .where(and(eq(contractVersions.contractId, id), eq(contractVersions.version, version)));
      return row ? { Id: id, Version: version, Title: pick(row, 'title', locale), Description: pick(row, 'description', locale) } : null;
    }),
  );
  return texts.filter((text) => text !== null);
}
