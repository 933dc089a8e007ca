/** @jest-environment node */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { categories, contracts, layoutInfo, products, seoTags, sliders } from '@/lib/server/db/schema';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop();
});

const languages = [
  { LanguageId: 1, lang: 'tr' as const },
  { LanguageId: 2, lang: 'en' as const },
];

describe('/generate-guid', () => {
  it('gives every visitor a new v4 id', async () => {
    const a = await post('generate-guid');
    const b = await post('generate-guid');
    expect(a.body.data).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.body.data).not.toBe(b.body.data);
  });
});

describe('/get-layout-info', () => {
  it('answers the contact and social details with the client country', async () => {
    const [row] = await shop.db.select().from(layoutInfo);
    const { status, body } = await post('get-layout-info');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      Phone: row.phone,
      Email: row.email,
      Address: row.address,
      Facebook: row.facebook,
      Instagram: row.instagram,
      Youtube: row.youtube,
      Pinterest: row.pinterest,
      LinkedIn: row.linkedin,
      Map: row.mapUrl,
      ClientCountry: 'TR',
      ClientCountryId: 223,
    });
  });
});

describe.each(languages)('in LanguageId $LanguageId', ({ LanguageId, lang }) => {
  const name = lang === 'tr' ? 'nameTr' : 'nameEn';

  it('/get-categories answers the top level in shop order, each with its children and a prefixed-free url', async () => {
    const rows = await shop.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
    const top = rows.filter((row) => row.parentId === null);
    const { body } = await post('get-categories', { LanguageId });
    expect(body.data.categories.map((c: { Name: string }) => c.Name)).toEqual(top.map((row) => row[name]));
    expect(top).toHaveLength(11);
    const first = body.data.categories[0];
    expect(first.Url).toMatch(new RegExp(`^/shop/[a-z0-9-]+/${top[0].id}$`));
    expect(first.Children.map((c: { Name: string }) => c.Name)).toEqual(rows.filter((row) => row.parentId === top[0].id).map((row) => row[name]));
    expect(first.Children.length).toBeGreaterThan(0);
  });

  it('/get-contracts lists every active contract with its HTML', async () => {
    const rows = await shop.db.select().from(contracts).where(eq(contracts.isActive, true));
    const { body } = await post('get-contracts', { LanguageId });
    expect(body.data.contractList).toHaveLength(rows.length);
    const terms = body.data.contractList.find((c: { Id: number }) => c.Id === 2);
    const row = rows.find((r) => r.id === 2)!;
    expect(terms).toEqual({ Id: 2, Title: lang === 'tr' ? row.titleTr : row.titleEn, Description: lang === 'tr' ? row.descriptionTr : row.descriptionEn });
  });

  it('/get-seo-tag-data answers the title and description stored for the path and language', async () => {
    const [row] = await shop.db
      .select()
      .from(seoTags)
      .where(and(eq(seoTags.languageId, LanguageId), eq(seoTags.pathname, '/'), isNull(seoTags.dataId)));
    const { body } = await post('get-seo-tag-data', { LanguageId, Pathname: '/' });
    expect(body.data.seoData).toEqual({ Title: row.title, Description: row.description });
    const [record] = await shop.db
      .select()
      .from(seoTags)
      .where(and(eq(seoTags.languageId, LanguageId), eq(seoTags.pathname, '/productdetail')))
      .limit(1);
    const withId = await post('get-seo-tag-data', { LanguageId, Pathname: '/productdetail', DataId: record.dataId });
    expect(withId.body.data.seoData.Title).toBe(record.title);
  });

  it('/get-slider, /get-banners and /get-popup answer the home content in the language', async () => {
    const slider = await post('get-slider', { LanguageId });
    expect(slider.body.data.sliderList.length).toBeGreaterThan(0);
    for (const slide of slider.body.data.sliderList) {
      expect(slide).toEqual({
        Id: expect.any(Number),
        Title: expect.any(String),
        Subtitle: expect.any(String),
        ContinueUrl: expect.stringMatching(/^\//),
        IsBlank: expect.any(Boolean),
        PhotoPath: expect.stringMatching(/^\/media\//),
        MobilePhotoPath: expect.stringMatching(/^\/media\/demo\/slider-mobile\//),
        FontColor: expect.stringMatching(/^#/),
      });
    }
    const banners = await post('get-banners', { LanguageId });
    expect(banners.body.data.bannerList.length).toBeGreaterThanOrEqual(2);
    const quotes = await post('get-banners', { LanguageId, Placement: 'quote' });
    expect(quotes.body.data.bannerList).toHaveLength(2);
    const bad = await post('get-banners', { LanguageId, Placement: 'sidebar' });
    expect(bad.status).toBe(400);
    const popup = await post('get-popup', { LanguageId });
    expect(popup.body.data.popup).toMatchObject({ ContinueUrl: expect.any(String), PhotoPath: expect.any(String), ButtonTitle: expect.any(String) });
  });

  it('links of the slider, banners, popup and fashion tiles name categories and products by the language’s slug', async () => {
    const [slider, banners, popup, fashion] = await Promise.all([
      post('get-slider', { LanguageId }),
      post('get-banners', { LanguageId }),
      post('get-popup', { LanguageId }),
      post('get-fashions', { LanguageId }),
    ]);
    const links: string[] = [
      ...slider.body.data.sliderList.map((each: { ContinueUrl: string }) => each.ContinueUrl),
      ...banners.body.data.bannerList.map((each: { ContinueUrl: string }) => each.ContinueUrl),
      popup.body.data.popup.ContinueUrl,
      ...fashion.body.data.fashionList.map((each: { ButtonUrl: string }) => each.ButtonUrl),
    ];
    const catalogue = links.filter((link) => /^\/(shop|productdetail)\//.test(link));
    expect(catalogue.length).toBeGreaterThan(2);
    const [categoryRows, productRows] = await Promise.all([shop.db.select().from(categories), shop.db.select().from(products)]);
    const canonical = new Set([
      ...categoryRows.map((row) => `/shop/${lang === 'tr' ? row.slugTr : row.slugEn}/${row.id}`),
      ...productRows.map((row) => `/productdetail/${lang === 'tr' ? row.slugTr : row.slugEn}/${row.id}`),
    ]);
    for (const link of catalogue) expect(canonical).toContain(link);
  });

  it('a stored link in the other language’s slug is answered in this one; other links pass through', async () => {
    const [category] = await shop.db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.id)).limit(1);
    const other = lang === 'tr' ? category.slugEn : category.slugTr;
    const own = lang === 'tr' ? category.slugTr : category.slugEn;
    const [row] = await shop.db
      .insert(sliders)
      .values({ titleTr: 'x', titleEn: 'x', subtitleTr: '', subtitleEn: '', continueUrl: `/shop/${other}/${category.id}?sort=1`, photoPath: '/media/x.jpg', photoPathMobile: '/media/x.jpg', fontColor: '#000000', sortOrder: 999 })
      .returning();
    const [outside] = await shop.db
      .insert(sliders)
      .values({ titleTr: 'y', titleEn: 'y', subtitleTr: '', subtitleEn: '', continueUrl: '/shop/nothing/999999', photoPath: '/media/x.jpg', photoPathMobile: '/media/x.jpg', fontColor: '#000000', sortOrder: 1000 })
      .returning();
    try {
      const { body } = await post('get-slider', { LanguageId });
      const byId = new Map(body.data.sliderList.map((each: { Id: number; ContinueUrl: string }) => [each.Id, each.ContinueUrl]));
      expect(byId.get(row.id)).toBe(`/shop/${own}/${category.id}?sort=1`);
      expect(byId.get(outside.id)).toBe('/shop/nothing/999999');
    } finally {
      await shop.db.delete(sliders).where(inArray(sliders.id, [row.id, outside.id]));
    }
  });

  it('/get-featured-products answers featured cards priced in the currency of the language', async () => {
    const { body } = await post('get-featured-products', { LanguageId, CountryId: 223 });
    const list = body.data.productList;
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) {
      expect(card.Currency).toBe(lang === 'tr' ? 'TRY' : 'USD');
      expect(Number.isInteger(card.Price)).toBe(true);
      expect(Number.isInteger(card.DiscountedPrice)).toBe(true);
      expect(card.DiscountedPrice).toBeLessThanOrEqual(card.Price);
      expect(card.Url).toMatch(new RegExp(`^/productdetail/[a-z0-9-]+/${card.ProductId}$`));
      expect(card.Designer.Name).toBe(card.DesignerName);
      if (card.IsMainVariation) expect(card.Variations).toEqual([]);
    }
  });
});

describe('titles follow the language', () => {
  it('gives Turkish and English names for the same category', async () => {
    const tr = await post('get-categories', { LanguageId: 1 });
    const en = await post('get-categories', { LanguageId: 2 });
    expect(tr.body.data.categories[0].Id).toBe(en.body.data.categories[0].Id);
    expect(tr.body.data.categories[0].Name).not.toBe(en.body.data.categories[0].Name);
  });
});
