import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';

// These tests check pictures that load: their widths, sources or timing.
test.use({ pictures: 'real' });

type Card = { Title: string; Url: string };
type Photo = { PhotoPath: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/** Every request the page makes from now on. */
function recorded(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The React payloads asked for of pages whose address starts with `path`. */
const pagePayloads = (requests: Request[], path: string) =>
  requests.filter((request) => new URL(request.url()).pathname.startsWith(path) && new URL(request.url()).searchParams.has('_rsc'));
/** Requests for a photograph through the optimiser at a gallery's width (its thumbnails are narrower). */
const galleryRequests = (requests: Request[], photo: string) =>
  requests.filter((request) => request.url().includes(`url=${encodeURIComponent(photo)}&`) && Number(new URL(request.url()).searchParams.get('w')) >= 640);

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] a listing prefetches a product's page only when the shopper reaches for its card, and the page fetches only the photograph it shows`, async ({ page, request }) => {
    const LanguageId = languageId(lang);
    const { categories } = await api<{ categories: { Id: number; Url: string }[] }>(request, 'get-categories', { LanguageId });
    const { List } = await api<{ List: Card[] }>(request, 'get-category-products', { LanguageId, CategoryId: categories[0].Id, Take: 24, Skip: 0 });
    const requests = recorded(page);
    await page.goto(`/${lang}${categories[0].Url}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A card with more than one photograph, among the first row.
    let chosen: { card: Card; photos: Photo[] } | undefined;
    for (const card of List.slice(0, 4)) {
      const ProductId = Number(card.Url.split('/').at(-1));
      const { product } = await api<{ product: { Photos: Photo[] } }>(request, 'get-product-detail', { LanguageId, ProductId });
      if (product.Photos.length > 1) {
        chosen = { card, photos: product.Photos };
        break;
      }
    }
    expect(chosen, 'a card of the first row has two photographs or more').toBeDefined();
    const { card, photos } = chosen!;
    const article = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: card.Title, exact: true }) });
    const link = article.getByRole('link', { name: card.Title, exact: true });
    const path = `/${lang}${card.Url}`;
    // The page has come alive once its hearts can be pressed.
    await expect(article.getByRole('button', { name: t.favourites.add, exact: true })).toBeEnabled();
    // A pointer resting on the card in English, the keyboard's focus in Turkish.
    if (lang === 'en') await link.hover();
    else await link.focus();
    await expect.poll(() => pagePayloads(requests, path).length).toBe(1);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const gallery = page.getByRole('group', { name: t.productDetail.gallery });
    await expect(gallery.getByRole('img', { name: format(t.productDetail.photoAlt, lang, { title: card.Title, index: 1 }) })).toBeVisible();
    // The first photograph only: the others wait until they are chosen.
    await expect.poll(() => galleryRequests(requests, photos[0].PhotoPath).length).toBeGreaterThan(0);
    expect(galleryRequests(requests, photos[1].PhotoPath)).toEqual([]);

    await gallery.getByRole('button', { name: format(t.productDetail.showPhoto, lang, { index: 2 }) }).click();
    const second = gallery.getByRole('img', { name: format(t.productDetail.photoAlt, lang, { title: card.Title, index: 2 }) });
    await expect(second).toBeVisible();
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The header's links are still prefetched as they come into view; the listing's cards, in view all
    // along, prefetched nothing but the one reached for.
    expect(new Set(pagePayloads(requests, `/${lang}/productdetail/`).map((each) => new URL(each.url()).pathname))).toEqual(new Set([path]));
  });
}
