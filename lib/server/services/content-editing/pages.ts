import { asc, eq } from 'drizzle-orm';
import { ABOUT_PHOTO_PATTERN, type PageKey, type PageSaveInput } from '@/lib/shop/validation/editorial';
import { TAGS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { aboutPages, infoPages, type InfoPageKey } from '../../db/schema';
import { ApiError } from '../../errors';
import { FieldsRefused } from '../editing/refusals';
import { claimKeyedVersion, claimVersion } from '../editing/versions';
import { recordAudit, type AuditActor } from '../operators/audit';
import { markTagsChanged } from '../product-tags';
import { sanitizedDescriptions } from './descriptions';

type PageText = { Key: PageKey; Version: number; TitleTr: string; TitleEn: string; DescriptionTr: string; DescriptionEn: string; PhotoPath?: string; VideoUrl?: string };

const textOf = (key: PageKey, row: Omit<typeof infoPages.$inferSelect, 'key' | 'sortOrder'>): PageText => ({
  Key: key,
  Version: row.version,
  TitleTr: row.titleTr,
  TitleEn: row.titleEn,
  DescriptionTr: row.descriptionTr,
  DescriptionEn: row.descriptionEn,
});

/** The about page is the first of its table (the storefront shows that one). */
const aboutRow = async (db: Db) => (await db.select().from(aboutPages).orderBy(asc(aboutPages.id)).limit(1))[0];

/** About and the policy pages in the storefront's menu order, for the editor's list. */
export async function pageList(db: Db) {
  const about = await aboutRow(db);
  const policies = await db.select().from(infoPages).orderBy(asc(infoPages.sortOrder), asc(infoPages.key));
  return { List: [...(about ? [textOf('about', about)] : []), ...policies.map((row) => textOf(row.key, row))] };
}

export async function pageForEditing(db: Db, key: PageKey): Promise<PageText> {
  const row = key === 'about' ? await aboutRow(db) : (await db.select().from(infoPages).where(eq(infoPages.key, key)))[0];
  if (!row) throw new ApiError('content_not_found');
  // The about page also has its photograph and its film.
  return 'photoPath' in row ? { ...textOf(key, row), PhotoPath: row.photoPath, VideoUrl: row.videoUrl ?? '' } : textOf(key, row);
}

/**
 * The about page's photograph and film as saved: a new photograph must be one the upload pipeline
 * stored (the one it had may stay); an absent field keeps it.
 */
function aboutPhoto(about: typeof aboutPages.$inferSelect, input: PageSaveInput) {
  const photoPath = input.PhotoPath || about.photoPath;
  if (photoPath !== about.photoPath && !ABOUT_PHOTO_PATTERN.test(photoPath)) throw new FieldsRefused({ PhotoPath: 'imageType' });
  // The film: absent keeps it, empty removes it; a new one passed the schema's upload pattern.
  return input.VideoUrl === undefined ? { photoPath } : { photoPath, videoUrl: input.VideoUrl || null };
}

/**
 * A page's new title and text, all or nothing: the version claimed first (409 for the later of two
 * saves), the texts through the shop's one HTML policy, the audit row, and the mark of that page's
 * reads only (the four policy pages share one, as each shows the others' titles in its menu).
 */
export async function savePage(db: Db, actor: AuditActor, input: PageSaveInput) {
  return db.transaction(async (tx) => {
    const about = input.Key === 'about' ? await aboutRow(tx) : null;
    if (input.Key === 'about' && !about) throw new ApiError('content_not_found');
    const version = about
      ? await claimVersion(tx, aboutPages, about.id, input.Version, 'content_not_found')
      : await claimKeyedVersion(tx, infoPages, infoPages.key, input.Key, input.Version, 'content_not_found');
    const before = about ?? (await tx.select().from(infoPages).where(eq(infoPages.key, input.Key as InfoPageKey)))[0];
    const descriptions = sanitizedDescriptions(input);
    const text = { titleTr: input.TitleTr, titleEn: input.TitleEn, ...descriptions.html };
    if (about) await tx.update(aboutPages).set({ ...text, ...aboutPhoto(about, input) }).where(eq(aboutPages.id, about.id));
    else await tx.update(infoPages).set(text).where(eq(infoPages.key, input.Key as InfoPageKey));
    await recordAudit(tx, actor, {
      action: 'page.saved',
      entity: 'page',
      entityId: input.Key,
      before: { titleTr: before.titleTr, titleEn: before.titleEn, version: input.Version },
      after: { ...text, version },
    });
    await markTagsChanged(tx, [about ? TAGS.about : TAGS.policies]);
    return { Key: input.Key, Version: version, Removed: descriptions.removed };
  });
}
