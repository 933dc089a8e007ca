import { asc, desc, eq, sql } from 'drizzle-orm';
import slugify from 'slugify';
import { parseAmount } from '@/lib/shop/money';
import {
  EVENT_PHOTO_PATTERN,
  type CollaborationSaveInput,
  type EventKind,
  type FashionTileSaveInput,
  type WorkshopSaveInput,
} from '@/lib/shop/validation/events';
import { collaborationTag, designerTag, TAGS, workshopTag } from '../../cache/tags';
import type { Db } from '../../db/client';
import { collaborations, designers, fashionItems, workshops } from '../../db/schema';
import { ApiError } from '../../errors';
import { FieldsRefused } from '../editing/refusals';
import { claimVersion } from '../editing/versions';
import { recordAudit, type AuditActor } from '../operators/audit';
import { markTagsChanged } from '../product-tags';
import { sanitizedDescriptions, withoutDescriptions } from './descriptions';

type WorkshopRow = typeof workshops.$inferSelect;
type CollaborationRow = typeof collaborations.$inferSelect;
type FashionRow = typeof fashionItems.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? '';
/** Minor units as the form shows them again ("1250.00"); empty for no fee. */
const decimal = (minor: number | null) => (minor == null ? '' : (minor / 100).toFixed(2));
const slugOf = (text: string, fallback: string) => slugify(text, { lower: true, strict: true, locale: 'tr' }) || fallback;
const dateOf = (text: string) => (text ? new Date(text) : null);

/** The cache tags a change to a row marks: its own page and the lists that show it (a collaboration's designer's too). */
const tagsOf = {
  workshop: (row: WorkshopRow) => [TAGS.workshops, workshopTag(row.id)],
  collaboration: (row: CollaborationRow) => [TAGS.collaborations, collaborationTag(row.id), designerTag(row.designerId)],
  fashion: () => [TAGS.fashion],
};

/** Every record of a kind as the editor's list shows it, in the shop's order; one row shape for the three kinds. */
export async function eventList(db: Db, kind: EventKind) {
  if (kind === 'workshop') {
    const rows = await db.select().from(workshops).orderBy(desc(workshops.publishedAt), desc(workshops.id));
    return {
      Rows: rows.map((row) => ({ Id: row.id, TitleTr: row.titleTr, TitleEn: row.titleEn, Photo: row.coverPhoto, IsActive: row.isActive, IsWorkshop: row.isWorkshop, StartsAt: iso(row.startsAt), FeeTry: row.feeTry, FeeUsd: row.feeUsd, Designer: '' })),
    };
  }
  if (kind === 'collaboration') {
    const rows = await db
      .select({ row: collaborations, designer: designers.name })
      .from(collaborations)
      .innerJoin(designers, eq(designers.id, collaborations.designerId))
      .orderBy(asc(collaborations.sortOrder), asc(collaborations.id));
    return {
      Rows: rows.map(({ row, designer }) => ({ Id: row.id, TitleTr: row.titleTr, TitleEn: row.titleEn, Photo: row.coverPhoto, IsActive: row.isActive, IsWorkshop: false, StartsAt: '', FeeTry: null, FeeUsd: null, Designer: designer })),
    };
  }
  const rows = await db.select().from(fashionItems).orderBy(asc(fashionItems.sortOrder), asc(fashionItems.id));
  return { Rows: rows.map((row) => ({ Id: row.id, TitleTr: row.titleTr, TitleEn: row.titleEn, Photo: row.photoPath, IsActive: true, IsWorkshop: false, StartsAt: '', FeeTry: null, FeeUsd: null, Designer: '' })) };
}

const workshopView = (row: WorkshopRow) => ({
  Id: row.id,
  Version: row.version,
  TitleTr: row.titleTr,
  TitleEn: row.titleEn,
  SubtitleTr: row.subtitleTr,
  SubtitleEn: row.subtitleEn,
  SlugTr: row.slugTr,
  SlugEn: row.slugEn,
  DescriptionTr: row.descriptionTr,
  DescriptionEn: row.descriptionEn,
  CoverPhoto: row.coverPhoto,
  IsWorkshop: row.isWorkshop,
  FeeTry: decimal(row.feeTry),
  FeeUsd: decimal(row.feeUsd),
  StartsAt: iso(row.startsAt),
  EndsAt: iso(row.endsAt),
  PublishedAt: iso(row.publishedAt),
  IsFeatured: row.isFeatured,
  IsActive: row.isActive,
});

const collaborationView = (row: CollaborationRow) => ({
  Id: row.id,
  Version: row.version,
  DesignerId: row.designerId,
  TitleTr: row.titleTr,
  TitleEn: row.titleEn,
  SlugTr: row.slugTr,
  SlugEn: row.slugEn,
  DescriptionTr: row.descriptionTr,
  DescriptionEn: row.descriptionEn,
  CoverPhoto: row.coverPhoto,
  IsActive: row.isActive,
});

const fashionView = (row: FashionRow) => ({
  Id: row.id,
  Version: row.version,
  TitleTr: row.titleTr,
  TitleEn: row.titleEn,
  ButtonUrl: row.buttonUrl,
  CoverPhoto: row.photoPath,
  IsWidePhoto: row.isWidePhoto,
});

export async function workshopForEditing(db: Db, id: number) {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id));
  if (!row) throw new ApiError('event_not_found');
  return workshopView(row);
}

export async function collaborationForEditing(db: Db, id: number) {
  const [row] = await db.select().from(collaborations).where(eq(collaborations.id, id));
  if (!row) throw new ApiError('event_not_found');
  return collaborationView(row);
}

export async function fashionTileForEditing(db: Db, id: number) {
  const [row] = await db.select().from(fashionItems).where(eq(fashionItems.id, id));
  if (!row) throw new ApiError('event_not_found');
  return fashionView(row);
}

/** A changed picture must be one the upload pipeline stored; the one the record had may stay. */
const photoProblem = (next: string, had: string | undefined): Record<string, 'imageType'> =>
  next !== had && !EVENT_PHOTO_PATTERN.test(next) ? { CoverPhoto: 'imageType' } : {};

/**
 * Creates or changes a workshop or exhibition, all or nothing: the version claimed first (the later
 * of two saves is a 409), a cover from the upload pipeline, texts through the shop's one HTML
 * policy, fees stored in minor units, the audit row, and the marks of its page and the lists.
 */
export async function saveWorkshop(db: Db, actor: AuditActor, input: WorkshopSaveInput) {
  return db.transaction(async (tx) => {
    const version = input.Id ? await claimVersion(tx, workshops, input.Id, input.Version!, 'event_not_found') : 1;
    const [before] = input.Id ? await tx.select().from(workshops).where(eq(workshops.id, input.Id)) : [];
    const problems = photoProblem(input.CoverPhoto, before?.coverPhoto);
    if (Object.keys(problems).length) throw new FieldsRefused(problems);
    const descriptions = sanitizedDescriptions(input);
    const values = {
      titleTr: input.TitleTr,
      titleEn: input.TitleEn,
      subtitleTr: input.SubtitleTr,
      subtitleEn: input.SubtitleEn,
      slugTr: input.SlugTr || slugOf(input.TitleTr, 'atolye'),
      slugEn: input.SlugEn || slugOf(input.TitleEn, 'workshop'),
      ...descriptions.html,
      coverPhoto: input.CoverPhoto,
      // One picture serves the card and the detail's head; a new cover replaces both.
      detailPhoto: input.CoverPhoto === before?.coverPhoto ? before.detailPhoto : input.CoverPhoto,
      isWorkshop: input.IsWorkshop,
      feeTry: input.FeeTry ? parseAmount(input.FeeTry) : null,
      feeUsd: input.FeeUsd ? parseAmount(input.FeeUsd) : null,
      startsAt: dateOf(input.StartsAt),
      endsAt: dateOf(input.EndsAt),
      publishedAt: input.PublishedAt ? new Date(input.PublishedAt) : (before?.publishedAt ?? new Date()),
      isFeatured: input.IsFeatured,
      isActive: input.IsActive,
    };
    const [after] = before
      ? await tx.update(workshops).set(values).where(eq(workshops.id, before.id)).returning()
      : await tx.insert(workshops).values(values).returning();
    await recordAudit(tx, actor, {
      action: before ? 'workshop.saved' : 'workshop.created',
      entity: 'workshop',
      entityId: after.id,
      before: before ? withoutDescriptions(before) : null,
      after: withoutDescriptions(after),
    });
    await markTagsChanged(tx, tagsOf.workshop(after));
    return { Id: after.id, Version: version, Removed: descriptions.removed };
  });
}

/** The next place at the end of an ordered list. */
async function nextOrder(tx: Db, table: typeof collaborations | typeof fashionItems) {
  const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${table.sortOrder}), 0)::int` }).from(table);
  return max + 1;
}

/**
 * Creates (placed last) or changes a collaboration, all or nothing, as a workshop; a designer that
 * exists. A move to another designer marks both designers' pages.
 */
export async function saveCollaboration(db: Db, actor: AuditActor, input: CollaborationSaveInput) {
  return db.transaction(async (tx) => {
    const version = input.Id ? await claimVersion(tx, collaborations, input.Id, input.Version!, 'event_not_found') : 1;
    const [before] = input.Id ? await tx.select().from(collaborations).where(eq(collaborations.id, input.Id)) : [];
    const problems: Record<string, 'imageType' | 'oneOf'> = photoProblem(input.CoverPhoto, before?.coverPhoto);
    const [designer] = await tx.select({ id: designers.id }).from(designers).where(eq(designers.id, input.DesignerId));
    if (!designer) problems.DesignerId = 'oneOf';
    if (Object.keys(problems).length) throw new FieldsRefused(problems);
    const descriptions = sanitizedDescriptions(input);
    const values = {
      designerId: input.DesignerId,
      titleTr: input.TitleTr,
      titleEn: input.TitleEn,
      slugTr: input.SlugTr || slugOf(input.TitleTr, 'isbirligi'),
      slugEn: input.SlugEn || slugOf(input.TitleEn, 'collaboration'),
      ...descriptions.html,
      coverPhoto: input.CoverPhoto,
      isActive: input.IsActive,
    };
    const [after] = before
      ? await tx.update(collaborations).set(values).where(eq(collaborations.id, before.id)).returning()
      : await tx.insert(collaborations).values({ ...values, sortOrder: await nextOrder(tx, collaborations) }).returning();
    await recordAudit(tx, actor, {
      action: before ? 'collaboration.saved' : 'collaboration.created',
      entity: 'collaboration',
      entityId: after.id,
      before: before ? withoutDescriptions(before) : null,
      after: withoutDescriptions(after),
    });
    await markTagsChanged(tx, [...new Set([...(before ? tagsOf.collaboration(before) : []), ...tagsOf.collaboration(after)])]);
    return { Id: after.id, Version: version, Removed: descriptions.removed };
  });
}

/** Creates (placed last) or changes a fashion tile, all or nothing, as a workshop. */
export async function saveFashionTile(db: Db, actor: AuditActor, input: FashionTileSaveInput) {
  return db.transaction(async (tx) => {
    const version = input.Id ? await claimVersion(tx, fashionItems, input.Id, input.Version!, 'event_not_found') : 1;
    const [before] = input.Id ? await tx.select().from(fashionItems).where(eq(fashionItems.id, input.Id)) : [];
    const problems = photoProblem(input.CoverPhoto, before?.photoPath);
    if (Object.keys(problems).length) throw new FieldsRefused(problems);
    const values = { titleTr: input.TitleTr, titleEn: input.TitleEn, buttonUrl: input.ButtonUrl, photoPath: input.CoverPhoto, isWidePhoto: input.IsWidePhoto };
    const [after] = before
      ? await tx.update(fashionItems).set(values).where(eq(fashionItems.id, before.id)).returning()
      : await tx.insert(fashionItems).values({ ...values, sortOrder: await nextOrder(tx, fashionItems) }).returning();
    await recordAudit(tx, actor, { action: before ? 'fashion.saved' : 'fashion.created', entity: 'fashion', entityId: after.id, before: before ?? null, after });
    await markTagsChanged(tx, tagsOf.fashion());
    return { Id: after.id, Version: version, Removed: {} };
  });
}

export async function deleteFashionTile(db: Db, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(fashionItems).where(eq(fashionItems.id, id)).returning();
    if (!before) throw new ApiError('event_not_found');
    await recordAudit(tx, actor, { action: 'fashion.deleted', entity: 'fashion', entityId: id, before, after: null });
    await markTagsChanged(tx, tagsOf.fashion());
    return { Id: id };
  });
}

/**
 * Moves a collaboration or fashion tile one place up or down, then numbers the whole list 1…n in
 * one statement, so equal orders (the seed's) cannot make a move do nothing. The rows are locked
 * first: two moves at once end in one order.
 */
export async function moveEvent(db: Db, actor: AuditActor, kind: 'collaboration' | 'fashion', id: number, direction: 'up' | 'down') {
  const table = kind === 'collaboration' ? collaborations : fashionItems;
  return db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: table.id })
      .from(table)
      .orderBy(asc(table.sortOrder), asc(table.id))
      .for('update');
    const ids = siblings.map((sibling) => sibling.id);
    const at = ids.indexOf(id);
    if (at < 0) throw new ApiError('event_not_found');
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) return { Id: id, Moved: false };
    [ids[at], ids[to]] = [ids[to], ids[at]];
    await tx.execute(sql`update ${table} set sort_order = ordered.n from unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}) with ordinality as ordered(id, n) where ${table}.id = ordered.id`);
    // The order shows on the lists only; no collaboration's own page changes.
    await markTagsChanged(tx, kind === 'collaboration' ? [TAGS.collaborations] : tagsOf.fashion());
    await recordAudit(tx, actor, { action: `${kind}.moved`, entity: kind, entityId: id, before: { position: at + 1 }, after: { position: to + 1 } });
    return { Id: id, Moved: true };
  });
}
