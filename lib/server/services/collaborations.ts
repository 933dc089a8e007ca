import { and, asc, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import type { Db } from '../db/client';
import { collaborations, designers, products } from '../db/schema';
import { ApiError } from '../errors';
import { pick } from './localized';
import { productCards } from './product-cards';

const columns = {
  id: collaborations.id,
  titleTr: collaborations.titleTr,
  titleEn: collaborations.titleEn,
  slugTr: collaborations.slugTr,
  slugEn: collaborations.slugEn,
  descriptionTr: collaborations.descriptionTr,
  descriptionEn: collaborations.descriptionEn,
  coverPhoto: collaborations.coverPhoto,
  designerId: designers.id,
  designerName: designers.name,
  designerSlug: designers.slug,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

/** Spec 01 §3 Collaboration, with the designer's page path for the See All button. */
const view = (row: Row, locale: Locale) => ({
  Id: row.id,
  Url: routes.collaboration(pick(row, 'slug', locale), row.id),
  CoverPhoto: row.coverPhoto,
  Title: pick(row, 'title', locale),
  DesignerName: row.designerName,
  DesignerId: row.designerId,
  DesignerUrl: routes.designer(row.designerSlug, row.designerId),
  Description: pick(row, 'description', locale),
});

const visible = and(eq(collaborations.isActive, true), eq(designers.isActive, true));

/** The first `take` collaborations in shop order. */
export async function listCollaborations(db: Db, locale: Locale, take: number) {
  const rows = await db
    .select(columns)
    .from(collaborations)
    .innerJoin(designers, eq(designers.id, collaborations.designerId))
    .where(visible)
    .orderBy(asc(collaborations.sortOrder), asc(collaborations.id))
    .limit(take);
  return rows.map((row) => view(row, locale));
}

/** One collaboration and the designer's most popular `take` products; unknown → collaboration_not_found. */
export async function collaborationDetail(db: Db, locale: Locale, id: number, take: number) {
  const [row] = await db
    .select(columns)
    .from(collaborations)
    .innerJoin(designers, eq(designers.id, collaborations.designerId))
    .where(and(visible, eq(collaborations.id, id)));
  if (!row) throw new ApiError('collaboration_not_found');
  const designerProducts = await productCards(db, locale, eq(products.designerId, row.designerId), {
    limit: take,
    orderBy: [desc(products.popularity), desc(products.id)],
  });
  return { collaborationData: view(row, locale), designerProducts };
}
