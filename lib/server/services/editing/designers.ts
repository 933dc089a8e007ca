import { and, asc, eq, ne, sql } from 'drizzle-orm';
import slugify from 'slugify';
import { sanitizeHtmlReport } from '@/lib/shop/html';
import { type CatalogueDesignerSave, DESIGNER_LOGO_PATTERN } from '@/lib/shop/validation/catalogue-designers';
import { designerTag } from '../../cache/tags';
import type { Db } from '../../db/client';
import { designers, products } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AuditActor } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import { markProductsChanged, markTagsChanged } from '../product-tags';
import { FieldsRefused } from './refusals';
import { claimVersion } from './versions';

/** The back-office's designer list: every designer, active or not, with how many products it has. */
export async function listCatalogueDesigners(db: Db) {
  const rows = await db
    .select({ id: designers.id, name: designers.name, slug: designers.slug, logo: designers.logo, isActive: designers.isActive, products: sql<number>`count(${products.id})::int` })
    .from(designers)
    .leftJoin(products, eq(products.designerId, designers.id))
    .groupBy(designers.id)
    .orderBy(asc(designers.name));
  return { Rows: rows.map((d) => ({ DesignerId: d.id, Name: d.name, Slug: d.slug, Logo: d.logo, IsActive: d.isActive, Products: d.products })) };
}

export async function designerForEditing(db: Db, designerId: number) {
  const [d] = await db.select().from(designers).where(eq(designers.id, designerId));
  if (!d) throw new ApiError('designer_not_found');
  return { DesignerId: d.id, Version: d.version, Name: d.name, Slug: d.slug, DescriptionTr: d.descriptionTr, DescriptionEn: d.descriptionEn, Logo: d.logo ?? '', IsActive: d.isActive };
}

const auditState = (d: typeof designers.$inferSelect) => ({ name: d.name, slug: d.slug, logo: d.logo, isActive: d.isActive, version: d.version });

/**
 * The designer form's save, all or nothing: version claimed first (409 for the later of two),
 * a free slug, descriptions through the shop's one HTML policy, a logo that is the one it had or one
 * the upload pipeline stored, the audit row, and the cache marks of the designer and of its
 * products (their cards show the designer's name, in every listing that holds them).
 */
export async function saveDesigner(db: Db, actor: AuditActor, input: CatalogueDesignerSave) {
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, designers, input.DesignerId, input.Version, 'designer_not_found');
    const [before] = await tx.select().from(designers).where(eq(designers.id, input.DesignerId));
    const slug = input.Slug || slugify(input.Name, { lower: true, strict: true, locale: 'tr' });
    const problems: Record<string, 'slugTaken' | 'type'> = {};
    const [taken] = await tx.select({ id: designers.id }).from(designers).where(and(ne(designers.id, input.DesignerId), eq(designers.slug, slug)));
    if (taken) problems[input.Slug ? 'Slug' : 'Name'] = 'slugTaken';
    if (input.Logo && input.Logo !== before.logo && !DESIGNER_LOGO_PATTERN.test(input.Logo)) problems.Logo = 'type';
    if (Object.keys(problems).length) throw new FieldsRefused(problems);
    const tr = sanitizeHtmlReport(input.DescriptionTr);
    const en = sanitizeHtmlReport(input.DescriptionEn);
    const [after] = await tx
      .update(designers)
      .set({ name: input.Name, slug, descriptionTr: tr.html, descriptionEn: en.html, logo: input.Logo || null, isActive: input.IsActive })
      .where(eq(designers.id, input.DesignerId))
      .returning();
    const productIds = (await tx.select({ id: products.id }).from(products).where(eq(products.designerId, input.DesignerId))).map((p) => p.id);
    await markTagsChanged(tx, [designerTag(input.DesignerId)]);
    await markProductsChanged(tx, productIds);
    await recordAudit(tx, actor, { action: 'designer.saved', entity: 'designer', entityId: input.DesignerId, before: auditState(before), after: auditState(after) });
    return { Version: version, Slug: slug, Removed: { DescriptionTr: tr.removed, DescriptionEn: en.removed } };
  });
}
