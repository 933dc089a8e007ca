import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { ApiError } from '../errors';
import type { Db } from '../db/client';
import { banners, contracts, popups, seoTags, sliders, type BannerPlacement } from '../db/schema';
import { pick } from './localized';
import { localizeLinks } from './localized-links';
import { shownAt } from './content-editing/home-content';

/**
 * Which rows a read shows: to shoppers, those switched on and inside their dates; in an editor's
 * preview (draft mode, docs/adr/0056), every row, so an unpublished one can be seen in place.
 */
export interface ShownOptions {
  preview?: boolean;
}

export async function listSliders(db: Db, locale: Locale, { preview }: ShownOptions = {}) {
  const rows = await db.select().from(sliders).where(preview ? undefined : shownAt(sliders, new Date())).orderBy(asc(sliders.sortOrder), asc(sliders.id));
  const links = await localizeLinks(db, locale, rows.map((row) => row.continueUrl));
  return rows.map((row, index) => ({
    Id: row.id,
    Title: pick(row, 'title', locale),
    Subtitle: pick(row, 'subtitle', locale),
    ContinueUrl: links[index],
    IsBlank: row.isBlank,
    PhotoPath: row.photoPath,
    MobilePhotoPath: row.photoPathMobile,
    FontColor: row.fontColor,
  }));
}

export async function listBanners(db: Db, locale: Locale, placement: BannerPlacement, { preview }: ShownOptions = {}) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(preview ? undefined : shownAt(banners, new Date()), eq(banners.placement, placement)))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  const links = await localizeLinks(db, locale, rows.map((row) => row.continueUrl));
  return rows.map((row, index) => ({
    Id: row.id,
    Title: pick(row, 'title', locale),
    Description: pick(row, 'description', locale),
    PhotoPath: row.photoPath,
    ContinueUrl: links[index],
  }));
}

/** The popup shown now (the oldest shown); in a preview, the newest popup whatever its dates, as that is the one being prepared. */
export async function activePopup(db: Db, locale: Locale, { preview }: ShownOptions = {}) {
  const query = db.select().from(popups);
  const [row] = await (preview ? query.orderBy(desc(popups.id)) : query.where(shownAt(popups, new Date())).orderBy(asc(popups.id))).limit(1);
  if (!row) return null;
  const [link] = await localizeLinks(db, locale, [row.continueUrl]);
  return {
    Id: row.id,
    Title: pick(row, 'title', locale),
    ContinueUrl: link,
    PhotoPath: row.photoPath,
    ButtonTitle: pick(row, 'buttonTitle', locale),
  };
}

export async function listContracts(db: Db, locale: Locale) {
  const rows = await db.select().from(contracts).where(eq(contracts.isActive, true)).orderBy(asc(contracts.sortOrder), asc(contracts.id));
  return rows.map((row) => ({ Id: row.id, Title: pick(row, 'title', locale), Description: pick(row, 'description', locale) }));
}

export async function seoTagData(db: Db, languageId: 1 | 2, pathname: string, dataId: number | null | undefined) {
  const [row] = await db
    .select({ title: seoTags.title, description: seoTags.description })
    .from(seoTags)
    .where(
      and(
        eq(seoTags.languageId, languageId),
        eq(seoTags.pathname, pathname),
        dataId == null ? isNull(seoTags.dataId) : eq(seoTags.dataId, dataId),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('content_not_found');
  return { Title: row.title, Description: row.description };
}
