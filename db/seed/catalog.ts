import type { Db } from '@/lib/server/db/client';
import { categories, designerCategories, designers } from '@/lib/server/db/schema';
import { CATEGORY_TREE } from './data/categories';
import { DESIGNERS, STUDIO_NOTES } from './data/designers';
import { OBJECTS } from './data/objects';
import { KIND_SUBJECTS } from './data/subjects';
import { insertAll } from './insert';
import { demoPhoto } from './media';
import { slugify } from './slug';
import { categoryTheme } from './themes';
import { daysBefore } from './time';

export interface SeededCategory {
  id: number;
  key: string;
  parent: SeededCategory | null;
  slugTr: string;
  nameTr: string;
  nameEn: string;
  /** Share of generated products (children of weighted groups only). */
  weight: number;
}

export interface SeededDesigner {
  id: number;
  name: string;
  slug: string;
  place: (typeof DESIGNERS)[number]['place'];
  works: (typeof DESIGNERS)[number]['works'];
}

export interface Catalog {
  byKey: Map<string, SeededCategory>;
  /** Children that products are generated into (every group but İndirim). */
  leaves: SeededCategory[];
  /** İndirim's children: discounted products are listed there as well. */
  sale: SeededCategory[];
  designers: SeededDesigner[];
  /** Designers (by index) who make each child category. */
  makers: Map<string, number[]>;
}

const DISCOUNT_GROUP = 'indirim';

/** A child category shows its first kind of product; groups and sale lists show a still life of their theme. */
function categoryPhoto(key: string): string {
  const first = OBJECTS[key]?.[0];
  return demoPhoto('category', `${first ? KIND_SUBJECTS[first.en] : categoryTheme(key)}-${key}`);
}

/** Top-level groups get ids 1–11 in menu order; their children follow. */
function planCategories() {
  const rows: (typeof categories.$inferInsert)[] = [];
  const byKey = new Map<string, SeededCategory>();
  const englishNames = CATEGORY_TREE.flatMap((group) => group.children.map((child) => child.en));
  let nextId = 1;
  CATEGORY_TREE.forEach((group, order) => {
    const parent: SeededCategory = { id: nextId++, key: group.key, parent: null, slugTr: group.key, nameTr: group.tr, nameEn: group.en, weight: 0 };
    byKey.set(group.key, parent);
    rows.push({
      id: parent.id,
      nameTr: group.tr,
      nameEn: group.en,
      slugTr: group.key,
      slugEn: slugify(group.en),
      descriptionTr: `<p>${group.introTr}</p><p>Tüm ürünler tasarımcıların kendi atölyelerinden, özenle paketlenerek gönderilir.</p>`,
      descriptionEn: `<p>${group.introEn}</p><p>Every piece ships from the designer’s own studio, carefully packed.</p>`,
      photoPath: categoryPhoto(group.key),
      sortOrder: order,
    });
  });
  for (const group of CATEGORY_TREE) {
    const parent = byKey.get(group.key)!;
    group.children.forEach((child, order) => {
      const seeded: SeededCategory = { id: nextId++, key: child.key, parent, slugTr: child.key, nameTr: child.tr, nameEn: child.en, weight: group.weight / group.children.length };
      byKey.set(child.key, seeded);
      // "Clothing" exists under Woman, Man and Child: such names take their group's name as a prefix.
      const shared = englishNames.filter((name) => name === child.en).length > 1;
      rows.push({
        id: seeded.id,
        parentId: parent.id,
        nameTr: child.tr,
        nameEn: child.en,
        slugTr: child.key,
        slugEn: shared ? `${slugify(group.en)}-${slugify(child.en)}` : slugify(child.en),
        descriptionTr: `<p>${child.introTr}</p>`,
        descriptionEn: `<p>${child.introEn}</p>`,
        photoPath: categoryPhoto(child.key),
        sortOrder: order,
      });
    });
  }
  return { rows, byKey };
}

function planDesigners(byKey: Map<string, SeededCategory>) {
  const seeded: SeededDesigner[] = [];
  const rows = DESIGNERS.map((designer, i) => {
    const slug = slugify(designer.name);
    const note = STUDIO_NOTES[i % STUDIO_NOTES.length];
    // A few studios run tiered brand discounts (shown on their brand page).
    const tiers = i % 8 === 2 ? [10, 15, 20] : i % 8 === 6 ? [5, 10, 15] : [0, 0, 0];
    seeded.push({ id: i + 1, name: designer.name, slug, place: designer.place, works: designer.works });
    return {
      id: i + 1,
      name: designer.name,
      slug,
      // The studio's mark draws its main craft.
      logo: demoPhoto('designer-logo', `${designer.works[0]}-${slug}`),
      bannerPhoto: demoPhoto('designer-banner', `${categoryTheme(designer.makes[0])}-${slug}`),
      website: `https://${slug}.vitrin.shop`,
      descriptionTr:
        `<p>${designer.name}, ${designer.year} yılında ${designer.founder} tarafından ${designer.place.at} kuruldu ve ${designer.focus.tr} üzerine çalışıyor.</p>` +
        `<p>${note.tr}</p>`,
      descriptionEn:
        `<p>${designer.name} was founded in ${designer.place.en} in ${designer.year} by ${designer.founder} and focuses on ${designer.focus.en}.</p>` +
        `<p>${note.en}</p>`,
      discountPercentage1: tiers[0],
      discountPercentage2: tiers[1],
      discountPercentage3: tiers[2],
      createdAt: daysBefore(900 - i * 15),
    };
  });
  // A studio is listed under the children it makes and under their groups.
  const links = DESIGNERS.flatMap((designer, i) => {
    const ids = new Set<number>();
    for (const key of designer.makes) {
      const category = byKey.get(key);
      if (!category?.parent) throw new Error(`Designer ${designer.name} makes unknown category ${key}`);
      ids.add(category.id);
      ids.add(category.parent.id);
    }
    return [...ids].map((categoryId) => ({ designerId: i + 1, categoryId }));
  });
  return { rows, seeded, links };
}

/** The catalogue the products are generated into, without writing it: the bulk seed's workers plan it again (db/seed/bulk). */
export function planCatalog() {
  const { rows: categoryRows, byKey } = planCategories();
  const { rows: designerRows, seeded, links } = planDesigners(byKey);
  const children = [...byKey.values()].filter((category) => category.parent);
  const makers = new Map<string, number[]>();
  DESIGNERS.forEach((designer, index) => {
    for (const key of designer.makes) makers.set(key, [...(makers.get(key) ?? []), index]);
  });
  const catalog: Catalog = {
    byKey,
    leaves: children.filter((category) => category.parent?.key !== DISCOUNT_GROUP),
    sale: children.filter((category) => category.parent?.key === DISCOUNT_GROUP),
    designers: seeded,
    makers,
  };
  return { catalog, categoryRows, designerRows, links };
}

export async function seedCatalog(db: Db): Promise<{ catalog: Catalog; counts: Record<string, number> }> {
  const { catalog, categoryRows, designerRows, links } = planCatalog();
  await insertAll(db, categories, categoryRows);
  await insertAll(db, designers, designerRows);
  await insertAll(db, designerCategories, links);
  return { catalog, counts: { categories: categoryRows.length, designers: designerRows.length, designerCategories: links.length } };
}
