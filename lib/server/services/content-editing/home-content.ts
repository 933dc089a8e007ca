import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import {
  HOME_PHOTO_PATTERN,
  type BannerSaveInput,
  type HomeContentKind,
  type PopupSaveInput,
  type SlideSaveInput,
} from '@/lib/shop/validation/home-content';
import type { AuditActor } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import { HOME_CONTENT_TAGS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { banners, popups, sliders } from '../../db/schema';
import { ApiError } from '../../errors';
import { markTags } from '../../cache/revalidations';
import { markTagsChanged } from '../product-tags';
import { FieldsRefused } from '../editing/refusals';
import { claimVersion } from '../editing/versions';

type SlideRow = typeof sliders.$inferSelect;
type BannerRow = typeof banners.$inferSelect;
type PopupRow = typeof popups.$inferSelect;
type AnyRow = SlideRow | BannerRow | PopupRow;

/** The table, and the cache tags a change to one of its rows marks: only the reads that show that kind. */
const KINDS = {
  slider: { table: sliders, tagsOf: (): string[] => [HOME_CONTENT_TAGS.slider] },
  banner: { table: banners, tagsOf: (row: AnyRow): string[] => [HOME_CONTENT_TAGS.banner((row as BannerRow).placement)] },
  popup: { table: popups, tagsOf: (): string[] => [HOME_CONTENT_TAGS.popup] },
} as const;

/** Whether a row shows to shoppers at this moment: switched on, its start passed, its end not yet. */
export function shownAt(table: typeof sliders | typeof banners | typeof popups, now: Date) {
  return and(
    eq(table.isActive, true),
    or(sql`${table.startsAt} is null`, lte(table.startsAt, now)),
    or(sql`${table.endsAt} is null`, gt(table.endsAt, now)),
  );
}

/** What the list says of a row: shown now, waiting for its start, ended, or switched off. */
function stateOf(row: AnyRow, now: Date) {
  if (!row.isActive) return 'off' as const;
  if (row.endsAt && row.endsAt <= now) return 'ended' as const;
  return row.startsAt && row.startsAt > now ? ('scheduled' as const) : ('shown' as const);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One row as the editor's list and form read it: every stored field, dates as ISO text. */
function viewOf(row: AnyRow, now = new Date()) {
  const own = 'subtitleTr' in row
    ? { SubtitleTr: row.subtitleTr, SubtitleEn: row.subtitleEn, IsBlank: row.isBlank, MobilePhoto: row.photoPathMobile ?? '', FontColor: row.fontColor }
    : 'placement' in row
      ? { Placement: row.placement, DescriptionTr: row.descriptionTr, DescriptionEn: row.descriptionEn }
      : { ButtonTitleTr: row.buttonTitleTr, ButtonTitleEn: row.buttonTitleEn };
  return {
    Id: row.id,
    TitleTr: row.titleTr,
    TitleEn: row.titleEn,
    ContinueUrl: row.continueUrl ?? '',
    Photo: row.photoPath ?? '',
    StartsAt: iso(row.startsAt),
    EndsAt: iso(row.endsAt),
    IsActive: row.isActive,
    State: stateOf(row, now),
    Version: row.version,
    SubtitleTr: '', SubtitleEn: '', IsBlank: false, MobilePhoto: '', FontColor: '#ffffff', Placement: 'home' as BannerRow['placement'],
    DescriptionTr: '', DescriptionEn: '', ButtonTitleTr: '', ButtonTitleEn: '',
    ...own,
  };
}
export type HomeContentView = ReturnType<typeof viewOf>;

/** Every row of a kind in the order shoppers see them (banners by placement first). */
export async function homeContentList(db: Db, kind: HomeContentKind) {
  const { table } = KINDS[kind];
  const order = kind === 'banner' ? [asc(banners.placement), asc(banners.sortOrder), asc(banners.id)] : [asc('sortOrder' in table ? table.sortOrder : table.id), asc(table.id)];
  const rows: AnyRow[] = await db.select().from(table as typeof sliders).orderBy(...order);
  const now = new Date();
  return { Rows: rows.map((row) => viewOf(row, now)) };
}

export async function homeContentDetail(db: Db, kind: HomeContentKind, id: number) {
  const [row]: AnyRow[] = await db.select().from(KINDS[kind].table as typeof sliders).where(eq(KINDS[kind].table.id, id));
  if (!row) throw new ApiError('home_content_not_found');
  return viewOf(row);
}

/** A changed picture must be one the upload pipeline stored; the one the record had may stay. */
function checkPhotos(pairs: [field: string, next: string, had: string | null | undefined][]) {
  const problems: Record<string, 'imageType'> = {};
  for (const [field, next, had] of pairs) if (next && next !== had && !HOME_PHOTO_PATTERN.test(next)) problems[field] = 'imageType';
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
}

const dateOf = (text: string) => (text ? new Date(text) : null);
const schedule = (input: { StartsAt: string; EndsAt: string; IsActive: boolean }) => ({ startsAt: dateOf(input.StartsAt), endsAt: dateOf(input.EndsAt), isActive: input.IsActive });

/** What the audit log keeps of a row: every field (its version too, which says which save it was). */
const auditStateOf = (row: AnyRow) => ({ ...row });

interface SaveOf<K extends HomeContentKind> {
  kind: K;
  input: { Id: number | null; Version: number | null };
  values: Partial<typeof KINDS[K]['table']['$inferInsert']>;
  photos: (before: AnyRow | null) => [string, string, string | null | undefined][];
}

/**
 * Creates (no Id; placed last in its list) or changes one row, all or nothing: the version claimed
 * first (the later of two saves is a 409), pictures from the upload pipeline, the audit row, and
 * the cache tags of the kind before and after the change (a banner moved between placements
 * leaves one list and joins the other).
 */
async function save<K extends HomeContentKind>(db: Db, actor: AuditActor, { kind, input, values, photos }: SaveOf<K>) {
  const { table, tagsOf } = KINDS[kind];
  const t = table as typeof sliders;
  return db.transaction(async (tx) => {
    if (input.Id == null) {
      checkPhotos(photos(null));
      const last = 'sortOrder' in table ? await tx.select({ max: sql<number>`coalesce(max(${t.sortOrder}), 0)::int` }).from(t) : [{ max: 0 }];
      const [created]: AnyRow[] = await tx.insert(t).values({ ...values, ...('sortOrder' in table ? { sortOrder: last[0].max + 1 } : {}) } as never).returning();
      await markTagsChanged(tx, tagsOf(created));
      await recordAudit(tx, actor, { action: `${kind}.created`, entity: kind, entityId: created.id, before: null, after: auditStateOf(created) });
      return { Id: created.id, Version: created.version };
    }
    const version = await claimVersion(tx, t, input.Id, input.Version ?? 0, 'home_content_not_found');
    const [before]: AnyRow[] = await tx.select().from(t).where(eq(t.id, input.Id));
    checkPhotos(photos(before));
    const [after]: AnyRow[] = await tx.update(t).set(values as never).where(eq(t.id, input.Id)).returning();
    await markTagsChanged(tx, [...new Set([...tagsOf(before), ...tagsOf(after)])]);
    await recordAudit(tx, actor, { action: `${kind}.changed`, entity: kind, entityId: input.Id, before: auditStateOf(before), after: auditStateOf(after) });
    return { Id: input.Id, Version: version };
  });
}

export const saveSlide = (db: Db, actor: AuditActor, input: SlideSaveInput) =>
  save(db, actor, {
    kind: 'slider',
    input,
    values: {
      titleTr: input.TitleTr, titleEn: input.TitleEn, subtitleTr: input.SubtitleTr, subtitleEn: input.SubtitleEn, continueUrl: input.ContinueUrl,
      isBlank: input.IsBlank, photoPath: input.Photo, photoPathMobile: input.MobilePhoto || null, fontColor: input.FontColor, ...schedule(input),
    },
    photos: (before) => [['Photo', input.Photo, before?.photoPath], ['MobilePhoto', input.MobilePhoto, (before as SlideRow | null)?.photoPathMobile]],
  });

export const saveBanner = (db: Db, actor: AuditActor, input: BannerSaveInput) =>
  save(db, actor, {
    kind: 'banner',
    input,
    values: {
      placement: input.Placement, titleTr: input.TitleTr, titleEn: input.TitleEn, descriptionTr: input.DescriptionTr, descriptionEn: input.DescriptionEn,
      continueUrl: input.ContinueUrl || null, photoPath: input.Photo || null, ...schedule(input),
    },
    photos: (before) => [['Photo', input.Photo, before?.photoPath]],
  });

export const savePopup = (db: Db, actor: AuditActor, input: PopupSaveInput) =>
  save(db, actor, {
    kind: 'popup',
    input,
    values: {
      titleTr: input.TitleTr, titleEn: input.TitleEn, buttonTitleTr: input.ButtonTitleTr, buttonTitleEn: input.ButtonTitleEn, continueUrl: input.ContinueUrl,
      photoPath: input.Photo, ...schedule(input),
    },
    photos: (before) => [['Photo', input.Photo, before?.photoPath]],
  });

export async function deleteHomeContent(db: Db, actor: AuditActor, kind: HomeContentKind, id: number) {
  const { table, tagsOf } = KINDS[kind];
  const t = table as typeof sliders;
  return db.transaction(async (tx) => {
    const [before]: AnyRow[] = await tx.delete(t).where(eq(t.id, id)).returning();
    if (!before) throw new ApiError('home_content_not_found');
    await markTagsChanged(tx, tagsOf(before));
    await recordAudit(tx, actor, { action: `${kind}.deleted`, entity: kind, entityId: id, before: auditStateOf(before), after: null });
    return { Id: id };
  });
}

/**
 * Moves a slide or banner one place up or down among its siblings (a banner's: its placement's),
 * then numbers the whole list 1…n in one statement, so equal or missing orders (the seed's) cannot
 * make a move do nothing. The rows are locked first: two moves at once end in one order.
 */
export async function moveHomeContent(db: Db, actor: AuditActor, kind: 'slider' | 'banner', id: number, direction: 'up' | 'down') {
  const { table, tagsOf } = KINDS[kind];
  const t = table as typeof banners;
  return db.transaction(async (tx) => {
    const [row]: AnyRow[] = await tx.select().from(t).where(eq(t.id, id));
    if (!row) throw new ApiError('home_content_not_found');
    const siblings = await tx
      .select({ id: t.id })
      .from(t)
      .where(kind === 'banner' ? eq(banners.placement, (row as BannerRow).placement) : undefined)
      .orderBy(asc(t.sortOrder), asc(t.id))
      .for('update');
    const ids = siblings.map((sibling) => sibling.id);
    const at = ids.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) return { Id: id, Moved: false };
    [ids[at], ids[to]] = [ids[to], ids[at]];
    await tx.execute(sql`update ${t} set sort_order = ordered.n from unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}) with ordinality as ordered(id, n) where ${t}.id = ordered.id`);
    await markTagsChanged(tx, tagsOf(row));
    await recordAudit(tx, actor, { action: `${kind}.moved`, entity: kind, entityId: id, before: { position: at + 1 }, after: { position: to + 1 } });
    return { Id: id, Moved: true };
  });
}

/**
 * Marks the kinds whose rows started or ended showing in (from, to]: no write makes a scheduled
 * slide appear, so the schedule job (jobs/blog-schedule.ts) calls this every minute, as for posts.
 * Returns how many kinds were marked.
 */
export async function markHomeContentDue(db: Db, from: Date, to: Date): Promise<number> {
  const tags = new Set<string>();
  for (const { table, tagsOf } of Object.values(KINDS)) {
    const t = table as typeof sliders;
    const came = or(and(gt(t.startsAt, from), lte(t.startsAt, to)), and(gt(t.endsAt, from), lte(t.endsAt, to)));
    const rows: AnyRow[] = await db.select().from(t).where(and(eq(t.isActive, true), came));
    for (const row of rows) for (const tag of tagsOf(row)) tags.add(tag);
  }
  if (tags.size) await markTags(db, [...tags], 'expired', to.getTime());
  return tags.size;
}
