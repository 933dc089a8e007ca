import type { Db } from '@/lib/server/db/client';
import { blogs, collaborations, workshops } from '@/lib/server/db/schema';
import type { SeededDesigner } from './catalog';
import { BLOGS } from './data/blogs';
import { COLLABORATIONS, HAPPENINGS } from './data/events';
import type { Term } from './data/terms';
import { paragraphs } from './html';
import { feeMinor } from './prices';
import { insertAll } from './insert';
import { demoPhoto } from './media';
import { textTheme } from './themes';
import { slugify } from './slug';
import { daysBefore } from './time';

/** The blog, arts and workshops, and collaborations. */
export async function seedArticles(db: Db, designers: readonly SeededDesigner[]) {
  const articleHtml = (article: (typeof BLOGS)[number], lang: keyof Term) =>
    `<p>${article.intro[lang]}</p>` + article.sections.map((section) => `<h2>${section.heading[lang]}</h2><p>${section.body[lang]}</p>`).join('');
  await insertAll(
    db,
    blogs,
    BLOGS.map((article, i) => ({
      titleTr: article.title.tr,
      titleEn: article.title.en,
      slugTr: slugify(article.title.tr),
      slugEn: slugify(article.title.en),
      coverPhoto: demoPhoto('blog', `${textTheme(article.title.en)}-b${i + 1}-cover`),
      detailPhoto: demoPhoto('blog', `${textTheme(article.title.en)}-b${i + 1}-detail`),
      descriptionTr: articleHtml(article, 'tr'),
      descriptionEn: articleHtml(article, 'en'),
      descriptionShortTr: article.short.tr,
      descriptionShortEn: article.short.en,
      buttonTitleTr: 'Devamını Oku',
      buttonTitleEn: 'Read More',
      // With the featured first blog shown apart, every fifth blog is wide: rows of 4+8, 4+4+4, 8+4 … tile the 12 columns.
      isWidePhoto: i % 5 === 2,
      isFeatured: i === 0,
      publishedAt: daysBefore(2 + i * 9),
    })),
  );

  const happeningHtml = (happening: (typeof HAPPENINGS)[number], lang: keyof Term) => {
    const tr = lang === 'tr';
    const details = [
      `<li><strong>${tr ? 'Tarih' : 'When'}:</strong> ${happening.when[lang]}</li>`,
      `<li><strong>${tr ? 'Yer' : 'Where'}:</strong> ${happening.where[lang]}</li>`,
      happening.seats ? `<li><strong>${tr ? 'Kontenjan' : 'Places'}:</strong> ${happening.seats} ${tr ? 'kişi' : 'people'}</li>` : '',
    ];
    // The fee is data (fee_try, fee_usd), shown by the page in its own currency; the text says so only when there is none.
    if (!happening.fee) details.push(`<li><strong>${tr ? 'Ücret' : 'Fee'}:</strong> ${tr ? 'Ücretsiz' : 'Free'}</li>`);
    return `<p>${happening.about[lang]}</p><p>${happening.detail[lang]}</p><ul>${details.join('')}</ul>`;
  };
  await insertAll(
    db,
    workshops,
    HAPPENINGS.map((happening, i) => ({
      titleTr: happening.title.tr,
      titleEn: happening.title.en,
      subtitleTr: happening.subtitle.tr,
      subtitleEn: happening.subtitle.en,
      slugTr: slugify(happening.title.tr),
      slugEn: slugify(happening.title.en),
      descriptionTr: happeningHtml(happening, 'tr'),
      descriptionEn: happeningHtml(happening, 'en'),
      coverPhoto: demoPhoto('workshop', `${textTheme(`${happening.title.en} ${happening.subtitle.en}`)}-w${i + 1}-cover`),
      detailPhoto: demoPhoto('workshop', `${textTheme(`${happening.title.en} ${happening.subtitle.en}`)}-w${i + 1}-detail`),
      isWorkshop: happening.isWorkshop,
      isFeatured: i === 0,
      feeTry: happening.fee ? feeMinor(happening.fee).try : null,
      feeUsd: happening.fee ? feeMinor(happening.fee).usd : null,
      publishedAt: daysBefore(4 + i * 11),
    })),
  );

  await insertAll(
    db,
    collaborations,
    COLLABORATIONS.map((collaboration, i) => {
      const designer = designers.find((candidate) => candidate.name === collaboration.designer);
      if (!designer) throw new Error(`Unknown designer ${collaboration.designer}`);
      return {
        designerId: designer.id,
        titleTr: collaboration.title.tr,
        titleEn: collaboration.title.en,
        slugTr: slugify(collaboration.title.tr),
        slugEn: slugify(collaboration.title.en),
        descriptionTr: paragraphs(collaboration.body, 'tr'),
        descriptionEn: paragraphs(collaboration.body, 'en'),
        coverPhoto: demoPhoto('banner', `${textTheme(collaboration.title.en)}-collab-${i + 1}`),
        sortOrder: i,
      };
    }),
  );

  return { blogs: BLOGS.length, workshops: HAPPENINGS.length, collaborations: COLLABORATIONS.length };
}
