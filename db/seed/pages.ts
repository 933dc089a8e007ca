import type { Db } from '@/lib/server/db/client';
import { aboutPages, banners, contracts, fashionBestSellers, fashionItems, layoutInfo, popups, sliders } from '@/lib/server/db/schema';
import { categoryUrl } from '@/lib/server/services/urls';
import type { Catalog } from './catalog';
import { CONTRACTS } from './data/contracts';
import { ABOUT, FASHION_BANNERS, FASHION_TILES, HOME_ROWS, LAYOUT, POPUP, QUOTES, SLIDES } from './data/editorial';
import type { Term } from './data/terms';
import { paragraphs } from './html';
import { insertAll } from './insert';
import { demoPhoto } from './media';
import type { ProductSummary } from './product-builder';

/** Groups whose products fill the fashion page's best-seller row. */
const FASHION_GROUPS = new Set(['kadin', 'erkek', 'taki-ve-aksesuar']);

/** Home page (slider, banners, quotes, popup), the fashion page, about, contracts and contact details. */
export async function seedPages(db: Db, catalog: Catalog, early: readonly ProductSummary[]) {
  const link = (target: string) => {
    if (target.startsWith('/')) return target;
    const category = catalog.byKey.get(target);
    if (!category) throw new Error(`Unknown category ${target}`);
    return categoryUrl(category.slugTr, category.id);
  };

  await insertAll(
    db,
    sliders,
    SLIDES.map((slide, i) => ({
      titleTr: slide.title.tr,
      titleEn: slide.title.en,
      subtitleTr: slide.subtitle.tr,
      subtitleEn: slide.subtitle.en,
      continueUrl: link(slide.link),
      photoPath: demoPhoto('slider', `s${i + 1}`),
      fontColor: slide.fontColor,
      sortOrder: i,
    })),
  );

  const bannerRows: (typeof banners.$inferInsert)[] = [
    ...HOME_ROWS.map((row, i) => ({
      placement: 'home' as const,
      titleTr: row.title.tr,
      titleEn: row.title.en,
      descriptionTr: `<p>${row.text.tr}</p>`,
      descriptionEn: `<p>${row.text.en}</p>`,
      photoPath: demoPhoto('banner', `home-${i + 1}`),
      continueUrl: link(row.link),
      sortOrder: i,
    })),
    ...QUOTES.map((quote, i) => ({
      placement: 'quote' as const,
      titleTr: quote.quote.tr,
      titleEn: quote.quote.en,
      descriptionTr: `<p>${quote.by.tr}</p>`,
      descriptionEn: `<p>${quote.by.en}</p>`,
      photoPath: null,
      continueUrl: null,
      sortOrder: i,
    })),
    ...FASHION_BANNERS.map((banner, i) => ({
      placement: 'fashion' as const,
      titleTr: banner.title.tr,
      titleEn: banner.title.en,
      descriptionTr: '',
      descriptionEn: '',
      photoPath: demoPhoto('banner', `fashion-${i + 1}`),
      continueUrl: link(banner.link),
      sortOrder: i,
    })),
  ];
  await insertAll(db, banners, bannerRows);

  await insertAll(db, popups, [
    {
      titleTr: POPUP.title.tr,
      titleEn: POPUP.title.en,
      continueUrl: POPUP.link,
      photoPath: demoPhoto('popup', 'welcome'),
      buttonTitleTr: POPUP.button.tr,
      buttonTitleEn: POPUP.button.en,
    },
  ]);

  await insertAll(
    db,
    fashionItems,
    FASHION_TILES.map((tile, i) => ({
      titleTr: tile.title.tr,
      titleEn: tile.title.en,
      photoPath: demoPhoto('fashion', `look-${i + 1}`),
      buttonUrl: link(tile.link),
      isWidePhoto: tile.wide,
      sortOrder: i,
    })),
  );
  // In-stock clothing and jewellery first; small catalogues fall back to anything in stock.
  const bestSellers = [
    ...early.filter((product) => product.inStock && FASHION_GROUPS.has(product.groupKey)),
    ...early.filter((product) => product.inStock && !FASHION_GROUPS.has(product.groupKey)),
  ].slice(0, 12);
  await insertAll(db, fashionBestSellers, bestSellers.map((product, i) => ({ productId: product.id, sortOrder: i })));

  await insertAll(db, aboutPages, [
    {
      titleTr: ABOUT.title.tr,
      titleEn: ABOUT.title.en,
      videoUrl: null,
      photoPath: demoPhoto('about', 'vitrin-karakoy'),
      descriptionTr: paragraphs(ABOUT.paragraphs, 'tr'),
      descriptionEn: paragraphs(ABOUT.paragraphs, 'en'),
    },
  ]);

  await insertAll(
    db,
    contracts,
    CONTRACTS.map((contract, i) => {
      const html = (lang: keyof Term) => contract.sections.map((section) => `<h3>${section.heading[lang]}</h3><p>${section.body[lang]}</p>`).join('');
      return { id: contract.id, titleTr: contract.title.tr, titleEn: contract.title.en, descriptionTr: html('tr'), descriptionEn: html('en'), sortOrder: i };
    }),
  );

  await insertAll(db, layoutInfo, [{ id: 1, ...LAYOUT }]);
}
