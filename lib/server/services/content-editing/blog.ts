import { asc, desc, eq, inArray } from 'drizzle-orm';
import slugify from 'slugify';
import { BLOG_COVER_PATTERN, type BlogSaveInput } from '@/lib/shop/validation/editorial';
import type { Issue } from '@/lib/shop/validation/yup';
import { blogTag, TAGS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { blogSimilar, blogs } from '../../db/schema';
import { ApiError } from '../../errors';
import { FieldsRefused } from '../editing/refusals';
import { claimVersion } from '../editing/versions';
import { recordAudit, type AuditActor } from '../operators/audit';
import { markTagsChanged } from '../product-tags';
import { sanitizedDescriptions } from './descriptions';

/** Every post, newest first, with whether the public sees it yet: for the editor's list and the similar-post choices. */
export async function blogList(db: Db) {
  const rows = await db
    .select({ Id: blogs.id, TitleTr: blogs.titleTr, TitleEn: blogs.titleEn, PublishedAt: blogs.publishedAt, IsActive: blogs.isActive, IsFeatured: blogs.isFeatured })
    .from(blogs)
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  const now = Date.now();
  return {
    List: rows.map((row) => ({
      ...row,
      PublishedAt: row.PublishedAt.toISOString(),
      State: !row.IsActive ? ('hidden' as const) : row.PublishedAt.getTime() > now ? ('scheduled' as const) : ('published' as const),
    })),
  };
}

/** One post as its edit form holds it. */
export async function blogForEditing(db: Db, id: number) {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!row) throw new ApiError('blog_not_found');
  const similar = await db.select({ id: blogSimilar.similarId }).from(blogSimilar).where(eq(blogSimilar.blogId, id)).orderBy(asc(blogSimilar.sortOrder));
  return {
    Id: row.id,
    Version: row.version,
    TitleTr: row.titleTr,
    TitleEn: row.titleEn,
    SlugTr: row.slugTr,
    SlugEn: row.slugEn,
    SummaryTr: row.descriptionShortTr,
    SummaryEn: row.descriptionShortEn,
    DescriptionTr: row.descriptionTr,
    DescriptionEn: row.descriptionEn,
    CoverPhoto: row.coverPhoto,
    PublishedAt: row.publishedAt.toISOString(),
    IsActive: row.isActive,
    IsFeatured: row.isFeatured,
    SimilarIds: similar.map((each) => each.id),
  };
}

const slugOf = (text: string) => slugify(text, { lower: true, strict: true, locale: 'tr' }) || 'blog';

const auditState = (row: typeof blogs.$inferSelect) => ({
  titleTr: row.titleTr,
  titleEn: row.titleEn,
  coverPhoto: row.coverPhoto,
  publishedAt: row.publishedAt.toISOString(),
  isActive: row.isActive,
  version: row.version,
});

/**
 * Creates or changes a post, all or nothing: the version claimed first (409 for the later of two
 * saves), a cover that is the one it had or one the upload pipeline stored, similar posts that
 * exist, texts through the shop's one HTML policy, the audit row, and the marks of the post and
 * the magazine's list only. A future publish date schedules the post; the schedule job marks the
 * same tags when its moment comes.
 */
export async function saveBlog(db: Db, actor: AuditActor, input: BlogSaveInput) {
  return db.transaction(async (tx) => {
    const version = input.Id ? await claimVersion(tx, blogs, input.Id, input.Version!, 'blog_not_found') : 1;
    const [before] = input.Id ? await tx.select().from(blogs).where(eq(blogs.id, input.Id)) : [];
    const similarIds = [...new Set(input.SimilarIds)].filter((similar) => similar !== input.Id);
    const problems: Record<string, Issue['key']> = {};
    if (input.CoverPhoto !== before?.coverPhoto && !BLOG_COVER_PATTERN.test(input.CoverPhoto)) problems.CoverPhoto = 'imageType';
    if (similarIds.length) {
      const found = await tx.select({ id: blogs.id }).from(blogs).where(inArray(blogs.id, similarIds));
      if (found.length !== similarIds.length) problems.SimilarIds = 'oneOf';
    }
    if (Object.keys(problems).length) throw new FieldsRefused(problems);
    const descriptions = sanitizedDescriptions(input);
    const values = {
      titleTr: input.TitleTr,
      titleEn: input.TitleEn,
      slugTr: input.SlugTr || slugOf(input.TitleTr),
      slugEn: input.SlugEn || slugOf(input.TitleEn),
      descriptionShortTr: input.SummaryTr,
      descriptionShortEn: input.SummaryEn,
      ...descriptions.html,
      coverPhoto: input.CoverPhoto,
      // One picture serves the list's card and the article's head; a new cover replaces both.
      detailPhoto: input.CoverPhoto === before?.coverPhoto ? before.detailPhoto : input.CoverPhoto,
      publishedAt: input.PublishedAt ? new Date(input.PublishedAt) : (before?.publishedAt ?? new Date()),
      isActive: input.IsActive,
      isFeatured: input.IsFeatured,
    };
    const [after] = before
      ? await tx.update(blogs).set(values).where(eq(blogs.id, before.id)).returning()
      : await tx.insert(blogs).values(values).returning();
    await tx.delete(blogSimilar).where(eq(blogSimilar.blogId, after.id));
    if (similarIds.length) await tx.insert(blogSimilar).values(similarIds.map((similarId, index) => ({ blogId: after.id, similarId, sortOrder: index })));
    await recordAudit(tx, actor, {
      action: before ? 'blog.saved' : 'blog.created',
      entity: 'blog',
      entityId: after.id,
      before: before ? auditState(before) : null,
      after: { ...auditState(after), similarIds },
    });
    await markTagsChanged(tx, [TAGS.blogs, blogTag(after.id)]);
    return { Id: after.id, Version: version, SlugTr: after.slugTr, SlugEn: after.slugEn, Removed: descriptions.removed };
  });
}
