import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { formatMoney, type Currency } from '../../lib/shop/money';
import { routes } from '../../lib/shop/routes';
import { boxOf, cutText, gridRows, inside, overlap, selectLook, shot } from './support/boxes';
import { fillGuestAddress } from './support/checkout-flow';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';

/**
 * Issue 21's layout promises, measured as drawn at a phone's 390 px and a desktop's 1280 px: nothing
 * cut or covered, rows that end full, one dropdown look, feedback clear of the primary action. Each test
 * walks both languages in one browser context of its width.
 */

type Variation = { VariationId: number; Name: string; Stock: number };
type ListedCard = { ProductId: number; Title: string; Url: string; Price: number; IsMainVariation: boolean; Stock: number; Variations: { Stock: number }[] };
type Detail = { ProductId: number; Title: string; Url: string; VariationType: number | null; VariationName: string | null; OptionListName: string | null; Variations: Variation[] };

const LANGS: Lang[] = ['tr', 'en'];

// The widths side by side: each has its own context, visitor and basket.
test.describe.configure({ mode: 'parallel' });

/** Every card of the demo catalogue, as the search listing answers it (24 a call), asked once per language. */
const catalogue = new Map<Lang, Promise<ListedCard[]>>();
function allCards(request: APIRequestContext, lang: Lang) {
  const load = async () => {
    const cards: ListedCard[] = [];
    for (let Skip = 0; ; Skip += 24) {
      const { List } = await api<{ List: ListedCard[] }>(request, 'get-search-results', { searchText: '', LanguageId: languageId(lang), Take: 24, Skip });
      cards.push(...List);
      if (List.length < 24) return cards;
    }
  };
  if (!catalogue.has(lang)) catalogue.set(lang, load());
  return catalogue.get(lang)!;
}

const stockOf = (card: ListedCard) => (card.IsMainVariation ? card.Stock : card.Variations.reduce((sum, each) => sum + each.Stock, 0));

/** A product with every dropdown of the product page: a variation list (type 1), an option list ("Packaging") and the quantity. */
async function productWithEveryDropdown(request: APIRequestContext, lang: Lang, cards: ListedCard[]) {
  for (const card of cards.filter((each) => !each.IsMainVariation)) {
    const { product } = await api<{ product: Detail }>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId: card.ProductId });
    const inStock = product.Variations.find((variation) => variation.Stock > 2);
    if (product.VariationType === 1 && product.OptionListName && inStock) return { ...product, inStock };
  }
  throw new Error('The demo catalogue has no product with a variation list and an option list.');
}

/** The dearest piece sold as itself, without an option list: beside the other, the instalment amounts are as long as the shop's get. */
async function dearestPlain(request: APIRequestContext, cards: ListedCard[]) {
  for (const card of cards.filter((each) => each.IsMainVariation && each.Stock > 2).sort((a, b) => b.Price - a.Price)) {
    const { product } = await api<{ product: Detail }>(request, 'get-product-detail', { LanguageId: 1, ProductId: card.ProductId });
    if (!product.OptionListName) return card;
  }
  throw new Error('The demo catalogue has no plain product without an option list.');
}

async function anonymousIdOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('AnonymousUserId'))).not.toBeNull();
  return (await page.evaluate(() => localStorage.getItem('AnonymousUserId')))!;
}

/** Feedback and the action it must leave free are both drawn, and share no pixel. */
async function expectClear(feedback: Locator, ...actions: Locator[]) {
  await expect(feedback).toBeVisible();
  const shown = await boxOf(feedback);
  for (const action of actions) expect.soft(overlap(shown, await boxOf(action)), `${feedback} covers ${action}`).toBe(false);
}

/** Every row of a grid starts at its left edge and ends at its right edge (one pixel for rounding). */
async function expectFullRows(grid: Locator, what: string) {
  const rows = await gridRows(grid);
  expect.soft(rows.length, what).toBeGreaterThan(0);
  for (const row of rows) expect.soft({ what, ...row }).toEqual({ what, count: row.count, fromStart: 0, toEnd: 0 });
}

/** A visitor's page at one width. Reduced motion: scrolls land at once and toasts stand still where they are measured. */
async function pageAt(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 992 ? 844 : 900 }, locale: 'tr-TR', reducedMotion: 'reduce' });
  await popupAlreadySeen(context, baseURL);
  return { context, page: await context.newPage() };
}

/** The dropdowns a test meets, each with how it is drawn, to be compared at the end. */
function dropdownLooks() {
  const looks: { where: string; look: Awaited<ReturnType<typeof selectLook>> }[] = [];
  return {
    look: async (where: string, select: Locator) => looks.push({ where, look: await selectLook(select) }),
    expectOne: () => {
      const [first] = looks;
      for (const { where, look: each } of looks) expect.soft({ where, ...each }).toEqual({ where, ...first.look });
    },
  };
}

/** The listings' sort, the look every other dropdown is held to. */
async function lookAtCategorySort(page: Page, request: APIRequestContext, look: (where: string, select: Locator) => Promise<unknown>) {
  const { categories } = await api<{ categories: { Url: string }[] }>(request, 'get-categories', { LanguageId: 1 });
  await page.goto(`/tr${categories[0].Url}`);
  await look('category sort', page.getByRole('combobox', { name: messages.tr.category.sortLabel }));
}

// Each width's promises are two tests, the pages and the purchase, so that neither runs long on a slow machine.
for (const width of [390, 1280]) {
  test(`at ${width}px: sold-out badges, grids, footer icons and the listings' and contact's dropdowns hold in both languages`, async ({ browser, baseURL, request }) => {
    const { context, page } = await pageAt(browser, baseURL!, width);
    const { look, expectOne } = dropdownLooks();

    for (const lang of LANGS) {
      const t = messages[lang];
      const cards = await allCards(request, lang);

      await test.step(`[${lang}] a sold-out card's badge stays clear of the heart and whole inside the card`, async () => {
        const soldOut = cards.find((card) => stockOf(card) <= 0)!;
        await page.goto(localizedPath(routes.search({ text: soldOut.Title }), lang));
        const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: soldOut.Title, exact: true }) });
        const badge = card.getByText(t.product.soldOut, { exact: true });
        const heart = card.getByRole('button', { name: t.favourites.add, exact: true });
        await expect(badge).toBeVisible();
        await expect(heart).toBeVisible();
        const [badgeBox, heartBox, cardBox] = await Promise.all([boxOf(badge), boxOf(heart), boxOf(card)]);
        expect.soft(overlap(badgeBox, heartBox), 'the badge runs under the heart').toBe(false);
        expect.soft(inside(badgeBox, cardBox), 'the badge leaves its card').toBe(true);
        expect.soft(await cutText(badge)).toEqual([]);
        await card.scrollIntoViewIfNeeded();
        await shot(page, `sold-out-${lang}-${width}`);
        if (lang === 'tr') await look('search sort', page.getByRole('combobox', { name: t.category.sortLabel }));
      });

      await test.step(`[${lang}] the blog list ends on full rows and the footer's social icons share one row`, async () => {
        await page.goto(localizedPath(routes.blogs(), lang));
        const list = page.getByRole('region', { name: t.blog.latest }).getByRole('list').first();
        await expectFullRows(list, `blog ${lang}`);
        await list.evaluate((element) => element.lastElementChild?.scrollIntoView({ block: 'end' }));
        await shot(page, `blog-${lang}-${width}`);
        const footer = page.getByRole('contentinfo');
        const icons = footer.getByRole('link', { name: new RegExp(format(t.footer.social, lang, { network: '.+' })) });
        await expect(icons).not.toHaveCount(0);
        const tops = await icons.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
        expect.soft(new Set(tops).size, `social icons at ${tops.join(', ')}`).toBe(1);
        await icons.first().scrollIntoViewIfNeeded();
        await shot(page, `footer-${lang}-${width}`);
      });

      await test.step(`[${lang}] the workshop list ends on full rows`, async () => {
        await page.goto(localizedPath(routes.workshops(), lang));
        const list = page.getByRole('region', { name: t.workshops.listTitle }).getByRole('list').first();
        await expectFullRows(list, `workshops ${lang}`);
        await list.evaluate((element) => element.lastElementChild?.scrollIntoView({ block: 'end' }));
        await shot(page, `workshops-${lang}-${width}`);
      });
    }

    await test.step('the listings, the designer page and the contact form use the same dropdown', async () => {
      const t = messages.tr;
      await lookAtCategorySort(page, request, look);
      const { List } = await api<{ List: { DesignerNames: { Url: string }[] }[] }>(request, 'designer-list', { LanguageId: 1 });
      await page.goto(`/tr${List[0].DesignerNames[0].Url}`);
      await look('designer sort', page.getByRole('combobox', { name: t.category.sortLabel }));
      await page.goto(localizedPath(routes.contact(), 'tr'));
      await look('contact subject', page.getByRole('combobox', { name: t.contact.subject }));
    });

    await test.step('every dropdown has the one look', expectOne);
    await context.close();
  });

  test(`at ${width}px: the product page, the basket, the address and payment steps keep feedback clear, amounts whole and one dropdown look in both languages`, async ({ browser, baseURL, request }) => {
    const phone = width < 992;
    const { context, page } = await pageAt(browser, baseURL!, width);
    const { look, expectOne } = dropdownLooks();
    await lookAtCategorySort(page, request, look);

    const cards = await allCards(request, 'tr');
    const product = await productWithEveryDropdown(request, 'tr', cards);
    const dearest = await dearestPlain(request, cards);

    await test.step('[tr] the product page: its dropdowns, and the added toast clear of the buttons', async () => {
      const t = messages.tr;
      await page.goto(`/tr${product.Url}`);
      const buying = page.getByRole('form', { name: t.productDetail.purchase });
      const variation = buying.getByRole('combobox', { name: product.VariationName ?? '' });
      await look('product variation', variation);
      await look('product options', buying.getByRole('combobox', { name: product.OptionListName! }));
      await look('product quantity', buying.getByRole('combobox', { name: t.productDetail.quantity }));
      await variation.selectOption(String(product.inStock.VariationId));
      const add = buying.getByRole('button', { name: t.productDetail.addToBasket });
      await add.click();
      await expectClear(page.getByText(t.notices.added_to_cart), add, buying.getByRole('button', { name: t.productDetail.buyNow }));
      await shot(page, `product-added-tr-${width}`);
      await api(request, 'add-to-cart', { LanguageId: 1, AnonymousUserId: await anonymousIdOf(page), ProductId: dearest.ProductId, VariationId: null, Quantity: 1 });
    });

    for (const lang of LANGS) {
      await test.step(`[${lang}] the basket's "updated" feedback never covers the total nor Buy now`, async () => {
        const t = messages[lang];
        await page.goto(localizedPath(routes.basket(), lang));
        const proceed = page.getByRole('button', { name: t.basket.proceed });
        if (lang === 'tr') await look('basket variation', page.getByRole('main').getByRole('combobox').first());
        const title = (await allCards(request, lang)).find((card) => card.ProductId === dearest.ProductId)!.Title;
        const plus = page.getByRole('button', { name: format(t.basket.increase, lang, { title }) });
        await plus.click();
        // On a phone Buy now sits in the bar fixed at the foot with the total: the bar is what must stay free.
        await expectClear(page.getByText(t.notices.cart_updated), proceed, phone ? proceed.locator('..') : proceed);
        await shot(page, `basket-updated-${lang}-${width}`);
      });
    }

    await test.step('[tr] the address step uses the same dropdowns', async () => {
      const t = messages.tr;
      await page.goto(localizedPath(routes.basket(), 'tr'));
      await page.getByRole('button', { name: t.basket.proceed }).click();
      await page.getByRole('textbox', { name: t.checkout.email }).fill(`layout-${width}-${Date.now()}@example.com`);
      await page.getByRole('button', { name: t.checkout.continue }).click();
      const form = await fillGuestAddress(page, 'tr');
      await look('checkout country', form.getByRole('combobox', { name: t.forms.country, exact: true }));
      await look('checkout city', form.getByRole('combobox', { name: t.checkout.city, exact: true }));
      await look('checkout district', form.getByRole('combobox', { name: t.checkout.district, exact: true }));
      await form.getByRole('combobox', { name: t.forms.country, exact: true }).scrollIntoViewIfNeeded();
      await shot(page, `address-tr-${width}`);
      await form.getByRole('button', { name: t.checkout.toPayment }).click();
      await expect(page).toHaveURL(new RegExp(`/tr${routes.payment()}$`));
    });

    for (const lang of LANGS) {
      await test.step(`[${lang}] the payment step: every instalment amount whole; on a phone the summary and the code box before Pay`, async () => {
        const c = messages[lang].checkout;
        await page.goto(localizedPath(routes.payment(), lang));
        const form = page.getByRole('form', { name: c.paymentFormLabel });
        const grid = form.getByRole('group', { name: c.installmentsLegend });
        await expect(grid.getByRole('radio', { name: c.singlePayment })).toBeChecked();
        await shot(page, `payment-${lang}-${width}`);
        expect.soft(await cutText(grid.getByRole('listitem'))).toEqual([]);
        expect.soft(await grid.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await look(`payment expiry ${lang}`, form.getByRole('combobox', { name: c.expiryMonth }));
        if (phone) {
          const pay = form.getByRole('button', { name: c.pay });
          const payTop = (await boxOf(pay)).y;
          expect.soft((await boxOf(page.getByRole('complementary', { name: c.summaryTitle }))).y).toBeLessThan(payTop);
          expect.soft((await boxOf(page.getByRole('textbox', { name: c.discountLabel }))).y).toBeLessThan(payTop);
        }
        await grid.scrollIntoViewIfNeeded();
        await shot(page, `instalments-${lang}-${width}`);
      });
    }

    await test.step('every dropdown has the one look', expectOne);
    await context.close();
  });
}

/**
 * Between a phone and a desktop (577–992 px) the blog grid has two columns: a wide card takes a row
 * and two others share one, so a run of an odd number of cards between wide ones used to end on a card
 * alone beside empty space.
 */
test('at 768px, in the two-column band, the blog list ends on full rows in both languages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, locale: 'tr-TR', reducedMotion: 'reduce' });
  await popupAlreadySeen(context, baseURL!);
  const page = await context.newPage();
  for (const lang of LANGS) {
    await page.goto(localizedPath(routes.blogs(), lang));
    const list = page.getByRole('region', { name: messages[lang].blog.latest }).getByRole('list').first();
    await expectFullRows(list, `blog ${lang} at 768px`);
    await list.evaluate((element) => element.lastElementChild?.scrollIntoView({ block: 'end' }));
    await shot(page, `blog-${lang}-768`);
  }
  await context.close();
});

test('money follows the page: the English workshop fee and free-delivery threshold in dollars, from data; the trail names the home page apart from the HOME category', async ({ page, request, context, baseURL }) => {
  await popupAlreadySeen(context, baseURL!);
  for (const lang of LANGS) {
    const LanguageId = languageId(lang);
    const currency: Currency = lang === 'en' ? 'USD' : 'TRY';
    const foreign = lang === 'en' ? /\d\s?TL\b|₺/ : /\$\s?\d/;

    const { dataList } = await api<{ dataList: { Id: number; Url: string }[] }>(request, 'get-arts-workshops', { LanguageId, Type: 3, Take: 10, Skip: 0 });
    let paid: { Url: string; Fee: number; Currency: Currency } | null = null;
    for (const card of dataList) {
      const { detailData } = await api<{ detailData: { Url: string; Fee: number | null; Currency: Currency } }>(request, 'get-arts-workshops-detail', { LanguageId, Id: card.Id });
      if (detailData.Fee !== null) {
        paid = { ...detailData, Fee: detailData.Fee };
        break;
      }
    }
    expect(paid?.Currency).toBe(currency);
    await page.goto(`/${lang}${paid!.Url}`);
    const main = page.getByRole('main');
    await expect(main.getByText(format(messages[lang].workshops.feeValue, lang, { fee: formatMoney(paid!.Fee, currency) }))).toBeVisible();
    expect(await main.innerText()).not.toMatch(foreign);

    const { zoneList } = await api<{ zoneList: { Zone: string; FreeFrom: number; Currency: Currency }[] }>(request, 'get-country-list', { LanguageId });
    await page.goto(localizedPath(routes.shippingReturns(), lang));
    const rates = main.getByRole('table');
    for (const zone of zoneList) {
      expect(zone.Currency).toBe(currency);
      await expect(rates.getByRole('cell', { name: formatMoney(zone.FreeFrom, currency), exact: true })).not.toHaveCount(0);
    }
    expect(await main.innerText()).not.toMatch(foreign);
  }

  // The English trail's first step is the shop, not "Home": the menu's first item is the category of that name.
  const t = messages.en;
  const [first] = await api<{ productList: { Url: string }[] }>(request, 'get-featured-products', { LanguageId: 2 }).then((reply) => reply.productList);
  await page.goto(`/en${first.Url}`);
  const menuFirst = (await page.getByRole('navigation', { name: t.header.primaryNav }).getByRole('link').first().innerText()).trim();
  const trailFirst = (await page.getByRole('navigation', { name: t.breadcrumb.label }).getByRole('link').first().innerText()).trim();
  expect(trailFirst.toLocaleLowerCase('en')).not.toBe(menuFirst.toLocaleLowerCase('en'));
});
