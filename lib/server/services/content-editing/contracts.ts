import { asc, desc, eq } from 'drizzle-orm';
import type { ContractSaveInput } from '@/lib/shop/validation/content-editing';
import { TAGS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { contracts, contractVersions } from '../../db/schema';
import { ApiError } from '../../errors';
import { claimVersion } from '../editing/versions';
import { recordAudit, type AuditActor } from '../operators/audit';
import { markTagsChanged } from '../product-tags';
import { sanitizedDescriptions } from './descriptions';

/** Every contract with its current version, for the editor's list. */
export async function contractList(db: Db) {
  const rows = await db
    .select({ Id: contracts.id, TitleTr: contracts.titleTr, TitleEn: contracts.titleEn, Version: contracts.version, IsActive: contracts.isActive })
    .from(contracts)
    .orderBy(asc(contracts.sortOrder), asc(contracts.id));
  return { List: rows };
}

/** One contract's current text and the dates of its earlier versions. */
export async function contractDetail(db: Db, id: number) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new ApiError('contract_not_found');
  const versions = await db
    .select({ Version: contractVersions.version, CreatedAt: contractVersions.createdAt })
    .from(contractVersions)
    .where(eq(contractVersions.contractId, id))
    .orderBy(desc(contractVersions.version));
  return {
    Id: row.id,
    Version: row.version,
    TitleTr: row.titleTr,
    TitleEn: row.titleEn,
    DescriptionTr: row.descriptionTr,
    DescriptionEn: row.descriptionEn,
    Versions: versions.map((version) => ({ Version: version.Version, CreatedAt: version.CreatedAt.toISOString() })),
  };
}

/**
 * A new text for a contract: the version is claimed first (an editor working from an older one gets
 * 409), the text goes through the shop's one HTML policy and is added as a new version row; old
 * rows are never changed, because orders name the version their shopper accepted.
 */
export async function saveContract(db: Db, actor: AuditActor, input: ContractSaveInput) {
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, contracts, input.Id, input.Version, 'contract_not_found');
    const descriptions = sanitizedDescriptions(input);
    const text = { titleTr: input.TitleTr, titleEn: input.TitleEn, ...descriptions.html };
    await tx.update(contracts).set(text).where(eq(contracts.id, input.Id));
    await tx.insert(contractVersions).values({ contractId: input.Id, version, ...text });
    await recordAudit(tx, actor, { action: 'contract.version-added', entity: 'contract', entityId: input.Id, before: { version: input.Version }, after: { version, ...text } });
    await markTagsChanged(tx, [TAGS.content]);
    return { Id: input.Id, Version: version, Removed: descriptions.removed };
  });
}
