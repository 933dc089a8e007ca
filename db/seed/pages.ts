import type { Db } from '@/lib/server/db/client';
import { aboutPages, banners, contracts, contractVersions, fashionBestSellers, fashionItems, faqs, infoPages, layoutInfo, popups, sliders } from '@/lib/server/db/schema';
import { routes } from '@/lib/shop/routes';
import type { Catalog } from './catalog';
import { CONTRACTS } from './data/contracts';
import { FAQS, INFO_PAGES } from './data/policies';
import { ABOUT, FASHION_BANNERS, FASHION_TILES, HOME_ROWS, LAYOUT, POPUP, QUOTES, SLIDES } from './data/editorial';
import type { Term } from './data/terms';
import { paragraphs, sectionsHtml } from './html';
import { textTheme } from './themes';
import { insertAll } from './insert';
import { demoPhoto } from './media';
import type { DemoKind } from '@/lib/server/media/demo-images';
import type { ProductSummary } from './product-builder';

/** Groups whose products fill the fashion page's best-seller row. */
const FASHION_GROUPS = new Set(['kadin', 'erkek', 'taki-ve-aksesuar']);

/** Home page (slider, banners, quotes, popup), the fashion page, about, contracts and contact details. */
export async function seedPages(db: Db, catalog: Catalog, early: readonly ProductSummary[]) {
  const photo = (kind: DemoKind, key: string, text: Term, target?: string) =>
    demoPhoto(kind, `${textTheme(text.en, target && !target.startsWith('/') ? target : undefined)}-${key}`);
  const link = (target: string) => {
    if (target.startsWith('/')) return target;
    const category = catalog.byKey.get(target);
    if (!category) throw new Error(`Unknown category ${target}`);
    return routes.category(category.slugTr, category.id);
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
      photoPath: photo('slider', `s${i + 1}`, slide.title, slide.link),
      photoPathMobile: photo('slider-mobile', `s${i + 1}`, slide.title, slide.link),
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
      photoPath: photo('banner', `home-${i + 1}`, row.title, row.link),
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
      photoPath: photo('banner', `fashion-${i + 1}`, banner.title, banner.link),
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
      photoPath: photo('popup', 'welcome', POPUP.title),
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
      photoPath: photo('fashion', `look-${i + 1}`, tile.title, tile.link),
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
      photoPath: photo('about', 'vitrin-karakoy', ABOUT.title),
      descriptionTr: paragraphs(ABOUT.paragraphs, 'tr'),
      descriptionEn: paragraphs(ABOUT.paragraphs, 'en'),
    },
  ]);

  const contractTexts = CONTRACTS.map((contract) => ({
    titleTr: contract.title.tr,
    titleEn: contract.title.en,
    descriptionTr: sectionsHtml(contract.sections, 'tr'),
    descriptionEn: sectionsHtml(contract.sections, 'en'),
  }));
  await insertAll(
    db,
    contracts,
    CONTRACTS.map((contract, i) => ({ id: contract.id, ...contractTexts[i], sortOrder: i })),
  );
  await insertAll(
    db,
    contractVersions,
    CONTRACTS.map((contract, i) => ({ contractId: contract.id, version: 1, ...contractTexts[i] })),
  );

  await insertAll(
    db,
    infoPages,
    INFO_PAGES.map((page, i) => ({ key: page.key, titleTr: page.title.tr, titleEn: page.title.en, descriptionTr: sectionsHtml(page.sections, 'tr'), descriptionEn: sectionsHtml(page.sections, 'en'), sortOrder: i })),
  );
  await insertAll(
    db,
    faqs,
    FAQS.map((faq, i) => ({ questionTr: faq.question.tr, questionEn: faq.question.en, answerTr: `<p>${faq.answer.tr}</p>`, answerEn: `<p>${faq.answer.en}</p>`, sortOrder: i })),
  );

  await insertAll(db, layoutInfo, [{ id: 1, ...LAYOUT }]);
}
