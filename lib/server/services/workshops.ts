import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { WORKSHOP_TYPES, type WorkshopType } from '@/lib/shop/workshops';
import type { Db } from '../db/client';
import { workshops } from '../db/schema';
import { ApiError } from '../errors';
import { currencyOf, pick } from './localized';

/** Similar workshops under a detail: one row of three (spec 02 §2). */
const SIMILAR_COUNT = 3;

type WorkshopRow = typeof workshops.$inferSelect;

/** Spec 02 §3 Arts item, as a listing card. */
const card = (row: WorkshopRow, locale: Locale) => ({
  Id: row.id,
  Url: routes.workshop(pick(row, 'slug', locale), row.id),
  Title: pick(row, 'title', locale),
  Subtitle: pick(row, 'subtitle', locale),
  CoverPhoto: row.coverPhoto,
  IsWorkshop: row.isWorkshop,
  PublishedAt: row.publishedAt.toISOString(),
});

export type WorkshopCard = ReturnType<typeof card>;

const newestFirst = [desc(workshops.publishedAt), desc(workshops.id)];

function ofType(type: WorkshopType): SQL | undefined {
  const active = eq(workshops.isActive, true);
  if (type === WORKSHOP_TYPES.art) return and(active, eq(workshops.isWorkshop, false));
  if (type === WORKSHOP_TYPES.workshops) return and(active, eq(workshops.isWorkshop, true));
  return active;
}

/**
 * One page of a tab. The featured item (the newest one marked so, else the newest of the tab) is
 * answered apart and left out of the paged list, so TotalCount and Continue count what the grid shows.
 */
export async function listWorkshops(db: Db, locale: Locale, { type, take, skip }: { type: WorkshopType; take: number; skip: number }) {
  const where = ofType(type);
  const [featured] = await db
    .select()
    .from(workshops)
    .where(where)
    .orderBy(desc(workshops.isFeatured), ...newestFirst)
    .limit(1);
  if (!featured) return { featuredBlog: null, dataList: [], TotalCount: 0, Continue: false };
  const rest = and(where, ne(workshops.id, featured.id));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(workshops).where(rest),
    db.select().from(workshops).where(rest).orderBy(...newestFirst).limit(take).offset(skip),
  ]);
  return {
    featuredBlog: card(featured, locale),
    dataList: rows.map((row) => card(row, locale)),
    TotalCount: total,
    Continue: skip + rows.length < total,
  };
}

export async function activeWorkshop(db: Db, workshopId: number) {
  const [row] = await db.select().from(workshops).where(and(eq(workshops.id, workshopId), eq(workshops.isActive, true))).limit(1);
  if (!row) throw new ApiError('content_not_found');
  return row;
}

export async function workshopDetail(db: Db, locale: Locale, workshopId: number) {
  const row = await activeWorkshop(db, workshopId);
  const currency = currencyOf(locale);
  return {
    ...card(row, locale),
    Description: pick(row, 'description', locale),
    DetailPhoto: row.detailPhoto,
    /** The fee in minor units of the page's currency (Currency), null when there is none to pay. */
    Fee: currency === 'USD' ? row.feeUsd : row.feeTry,
    Currency: currency,
    /** When it takes place, as ISO instants; null when it has no fixed dates. */
    StartsAt: row.startsAt?.toISOString() ?? null,
    EndsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** Three others, those of the same kind (workshop or art) first, newest first; never the item itself. */
export async function similarWorkshops(db: Db, locale: Locale, workshopId: number) {
  const row = await activeWorkshop(db, workshopId);
  const rows = await db
    .select()
    .from(workshops)
    .where(and(eq(workshops.isActive, true), ne(workshops.id, workshopId)))
    .orderBy(sql`${workshops.isWorkshop} = ${row.isWorkshop} desc`, ...newestFirst)
    .limit(SIMILAR_COUNT);
  return rows.map((each) => card(each, locale));
}
