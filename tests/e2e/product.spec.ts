import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { missingChoiceText, plainProducts } from './support/catalogue';
import { axeViolations } from './support/axe';

interface Variation {
  VariationId: number;
  Name: string;
  Stock: number;
  Photos: { PhotoPath: string }[];
}
interface Product {
  ProductId: number;
  Title: string;
  Url: string;
  Urls: Record<Lang, string>;
  Description: string;
  Currency: string;
  Stock: number;
  VariationType: number | null;
  VariationName: string | null;
  Variations: Variation[];
  Photos: { PhotoPath: string }[];
  OptionList: string | null;
}
interface Card {
  Id: number;
  Title: string;
}

const detail = async (request: APIRequestContext, lang: Lang, ProductId: number) =>
  (await api<{ product: Product }>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId })).product;

/** The first product of the demo catalogue that `fits`, scanning ids in order. */
async function findProduct(request: APIRequestContext, lang: Lang, fits: (product: Product) => boolean): Promise<Product> {
  for (let id = 1; id <= 200; id += 1) {
    const product = await detail(request, lang, id).catch(() => null);
    if (product && fits(product)) return product;
  }
  throw new Error('No product of the demo catalogue fits.');
}

/** Chooses a variation the way its picker shows it: a dropdown (1) or a colour or photo swatch (2, 3). */
async function pickVariation(page: Page, product: Product, variation: Variation) {
  const buying = page.getByRole('form', { name: messages[localeOf(page)].productDetail.purchase });
  // A swatch is a visually hidden radio inside its picture: a person clicks the picture.
  if (product.VariationType === 2 || product.VariationType === 3) {
    await buying.getByTitle(variation.Name, { exact: true }).click();
    await expect(buying.getByRole('radio', { name: variation.Name, exact: true })).toBeChecked();
  } else await buying.getByRole('combobox', { name: product.VariationName! }).selectOption({ label: variation.Name });
}

const localeOf = (page: Page): Lang => (new URL(page.url()).pathname.startsWith('/tr') ? 'tr' : 'en');

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] a product from the home carousel goes into the basket twice: toast, header count and popover`, async ({ page, request }) => {
    // The page's clock runs as usual; the test may skip ahead of it (the toast's time).
    await page.clock.install();
    await page.goto(`/${lang}`);
    const carousel = page.getByRole('region', { name: t.home.featuredLabel });
    const { productList } = await api<{ productList: Card[] }>(request, 'get-featured-products', { LanguageId: languageId(lang) });
    await carousel.getByRole('link', { name: productList[0].Title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: productList[0].Title })).toBeVisible();
    const product = await detail(request, lang, productList[0].Id);

    const buying = page.getByRole('form', { name: t.productDetail.purchase });
    const variation = product.Variations.find((each) => each.Stock >= 2);
    if (product.Variations.length) {
      // Without a choice the shop says what is missing instead of adding.
      await buying.getByRole('button', { name: t.productDetail.addToBasket }).click();
      await expect(buying.getByRole('alert')).toHaveText(missingChoiceText(product, lang));
      await pickVariation(page, product, variation!);
      await expect(buying.getByRole('alert')).toHaveCount(0);
    }
    await buying.getByRole('combobox', { name: t.productDetail.quantity }).selectOption('2');
    await buying.getByRole('button', { name: t.productDetail.addToBasket }).click();

    await expect(page.getByRole('status').filter({ hasText: t.notices.added_to_cart })).toBeVisible();
    const basket = page.getByRole('banner').getByRole('link', { name: format(t.header.basket, lang, { count: 2 }) });
    await expect(basket).toBeVisible();
    // The toast goes by itself after its 3 seconds (components/ui/Toast.tsx's TOAST_MS), skipped here rather than waited for.
    await page.clock.fastForward(3000);
    await expect(page.getByText(t.notices.added_to_cart)).toHaveCount(0);

    await basket.click();
    const popover = page.getByRole('region', { name: t.basketPopover.title });
    await expect(popover.getByRole('link', { name: product.Title })).toBeVisible();
    await expect(popover.getByText(format(t.basketPopover.quantity, lang, { count: 2 }))).toBeVisible();
    await expect(popover.getByRole('link', { name: t.basketPopover.completeShopping })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(basket).toBeFocused();
  });

  test(`[${lang}] an out-of-stock variation is labelled and cannot be chosen`, async ({ page, request }) => {
    for (const type of [1, 2]) {
      const product = await findProduct(request, lang, (each) => each.VariationType === type && each.Variations.some((v) => v.Stock <= 0) && each.Variations.some((v) => v.Stock > 0));
      const soldOut = product.Variations.find((v) => v.Stock <= 0)!;
      await page.goto(`/${lang}${product.Url}`);
      const buying = page.getByRole('form', { name: t.productDetail.purchase });
      const label = format(t.productDetail.variationSoldOut, lang, { name: soldOut.Name });
      if (type === 1) {
        await expect(buying.getByRole('option', { name: label })).toBeDisabled();
      } else {
        await expect(buying.getByRole('radio', { name: label })).toBeDisabled();
        await expect(buying.getByText(format(t.productDetail.soldOutNames, lang, { names: product.Variations.filter((v) => v.Stock <= 0).map((v) => v.Name).join(', ') }))).toBeVisible();
      }
    }
    // A sold-out piece without variations: the label and no way to add it.
    const gone = await findProduct(request, lang, (each) => each.Variations.length === 0 && each.Stock <= 0);
    await page.goto(`/${lang}${gone.Url}`);
    const buying = page.getByRole('form', { name: t.productDetail.purchase });
    await expect(buying.getByText(t.product.soldOut, { exact: true })).toBeVisible();
    await expect(buying.getByRole('button', { name: t.productDetail.addToBasket })).toBeDisabled();
  });

  test(`[${lang}] a wrong slug answers 308 to the product's address; an unknown id is the 404 page`, async ({ request }) => {
    const product = await detail(request, lang, 2);
    const response = await request.get(`/${lang}/productdetail/not-its-name/2`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe(`/${lang}${product.Url}`);
    const other = lang === 'tr' ? 'en' : 'tr';
    // The other language's slug moves to this language's.
    const switched = await request.get(`/${lang}${product.Urls[other]}`, { maxRedirects: 0 });
    if (product.Urls[other] !== product.Url) expect(switched.status()).toBe(308);
    expect((await request.get(`/${lang}/productdetail/x/999999`)).status()).toBe(404);
  });

  test(`[${lang}] the short address productdetail/{slug}, in either language's slug, answers 308 to the full one`, async ({ request }) => {
    const product = await detail(request, lang, 2);
    for (const url of Object.values(product.Urls)) {
      const slug = url.split('/')[2];
      const response = await request.get(`/${lang}/productdetail/${slug.toUpperCase()}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const target = new URL(response.headers().location, 'http://x').pathname;
      // A title may repeat: the slug names the most popular of its products, always in this language.
      expect(target).toMatch(new RegExp(`^/${lang}/productdetail/[a-z0-9-]+/\\d+$`));
      expect((await request.get(target)).status()).toBe(200);
    }
    expect((await request.get(`/${lang}/productdetail/no-such-piece-anywhere`)).status()).toBe(404);
    expect((await request.get(`/${lang}/productdetail/${encodeURIComponent('<b>')}`)).status()).toBe(404);
  });

  test(`[${lang}] without JavaScript the product page shows its content, JSON-LD, canonical and hreflang`, async ({ browser, request, baseURL }) => {
    const product = await detail(request, lang, 2);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: lang === 'tr' ? 'tr-TR' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`/${lang}${product.Url}`);
    await expect(page.getByRole('heading', { level: 1, name: product.Title })).toBeVisible();
    await expect(page.getByRole('form', { name: t.productDetail.purchase }).getByText(product.Currency === 'TRY' ? / TL$/ : /^\$/).first()).toBeVisible();
    const text = product.Description.replace(/<[^>]+>/g, ' ').split(/\s{2,}|\.\s/)[0].trim();
    await expect(page.getByRole('main').getByText(text.slice(0, 40)).first()).toBeVisible();
    await expect(page.getByRole('img', { name: format(t.productDetail.photoAlt, lang, { title: product.Title, index: 1 }) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.breadcrumb.label }).getByRole('link')).toHaveCount(2);

    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const item = graphs.map((each) => JSON.parse(each)).find((each) => each['@type'] === 'Product');
    expect(item).toMatchObject({ name: product.Title, sku: String(product.ProductId), offers: { '@type': 'Offer', priceCurrency: lang === 'tr' ? 'TRY' : 'USD' } });
    expect(item.brand.name).toBeTruthy();
    expect(item.image[0]).toMatch(/^https?:\/\//);
    expect(item.offers.availability).toMatch(/schema\.org\/(InStock|OutOfStock)$/);
    expect(graphs.map((each) => JSON.parse(each)['@type'])).toContain('BreadcrumbList');

    const absolute = (path: string) => new URL(path, baseURL).pathname;
    expect(absolute((await page.locator('link[rel="canonical"]').getAttribute('href'))!)).toBe(`/${lang}${product.Url}`);
    for (const each of ['tr', 'en'] as Lang[]) {
      expect(absolute((await page.locator(`link[rel="alternate"][hreflang="${each}"]`).getAttribute('href'))!)).toBe(`/${each}${product.Urls[each]}`);
    }
    expect(absolute((await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href'))!)).toBe(`/en${product.Urls.en}`);
    expect(await page.locator('meta[property="og:image"]').first().getAttribute('content')).toContain(product.Photos[0].PhotoPath);
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] the product page at ${width}px has no axe violations, with the toast and the basket popover`, async ({ browser, baseURL, request }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      const product = await findProduct(request, lang, (each) => each.VariationType === 2 && each.Variations.some((v) => v.Stock <= 0) && each.Variations.some((v) => v.Stock > 0));
      await page.goto(`/${lang}${product.Url}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const audit = () => axeViolations(page);
      expect(await audit()).toEqual([]);
      await pickVariation(page, product, product.Variations.find((v) => v.Stock > 0)!);
      await page.getByRole('button', { name: t.productDetail.addToBasket }).click();
      await expect(page.getByRole('status').filter({ hasText: t.notices.added_to_cart })).toBeVisible();
      expect(await audit()).toEqual([]);
      await page.getByRole('banner').getByRole('link', { name: format(t.header.basket, lang, { count: 1 }) }).click();
      await expect(page.getByRole('region', { name: t.basketPopover.title }).getByRole('link', { name: product.Title })).toBeVisible();
      expect(await audit()).toEqual([]);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/product-${lang}-${width}-popover.png` });
      await context.close();
    });
  }
}

for (const lang of ['tr', 'en'] as Lang[]) {
  test(`[${lang}] choosing another colour swaps the gallery to that colour’s own pictures`, async ({ page, request }) => {
    const t = messages[lang];
    const product = await findProduct(request, lang, (each) => each.VariationType === 2 && each.Variations.filter((variation) => variation.Stock > 0).length >= 2);
    const [, other] = product.Variations.filter((variation) => variation.Stock > 0);
    const colourOf = (path: string) => /-([0-9a-f]{6})\.webp$/.exec(path)![1];
    await page.goto(`/${lang}${product.Url}`);
    const gallery = page.getByRole('group', { name: t.productDetail.gallery });
    const main = gallery.getByRole('img', { name: format(t.productDetail.photoAlt, lang, { title: product.Title, index: 1 }) });
    await expect(main).toHaveAttribute('src', new RegExp(colourOf(product.Photos[0].PhotoPath)));
    await pickVariation(page, product, other);
    await expect(main).toHaveAttribute('src', new RegExp(colourOf(other.Photos[0].PhotoPath)));
    expect(colourOf(other.Photos[0].PhotoPath)).not.toBe(colourOf(product.Photos[0].PhotoPath));
  });

  test(`[${lang}] the enlarged photo shows a placeholder until its full-resolution picture arrives`, async ({ page, request }) => {
    const t = messages[lang].productDetail;
    const [product] = await plainProducts(request, lang);
    // The viewer's pictures (the only ones of quality 85 on this page) wait until the placeholder has been seen.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/_next/image' && url.searchParams.get('q') === '85',
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await page.goto(`/${lang}${product.Url}`);
    await page.getByRole('button', { name: t.zoom }).click();
    const viewer = page.getByRole('dialog', { name: t.viewer });
    const placeholder = viewer.getByRole('img', { name: t.photoLoading });
    const photo = viewer.getByRole('img', { name: format(t.photoAlt, lang, { title: product.Title, index: 1 }) });
    await expect(placeholder).toBeVisible();
    await expect(photo).toHaveCSS('opacity', '0');
    release();
    await expect(placeholder).toHaveCount(0);
    await expect(photo).toHaveCSS('opacity', '1');
  });
}
