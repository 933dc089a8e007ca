import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { localizedPath } from '../../lib/shop/locale';
import { POLICY_KEYS, POLICY_ROUTES } from '../../lib/shop/policies';
import { routes } from '../../lib/shop/routes';

type Blog = { Id: number; Title: string; Url: string; DescriptionShort: string; IsWidePhoto: boolean };
type BlogDetail = Blog & { Description: string; DetailPhoto: string };
type Contract = { Id: number; Title: string; Description: string };

/** The start of a stored HTML text's first paragraph, as a reader sees it. */
const visibleText = (html: string) =>
  (html.match(/<p>(.*?)<\/p>/)?.[1] ?? html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);

async function withoutJavaScript(browser: Browser, baseURL: string, run: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  await popupAlreadySeen(context, baseURL);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  const LanguageId = languageId(lang);
  const path = (route: string) => localizedPath(route, lang);

  test(`[${lang}] without JavaScript the magazine shows the featured story and every blog, wide ones on 8 of 12 columns`, async ({ browser, baseURL, request }) => {
    const { featuredBlog, blogList } = await api<{ featuredBlog: Blog; blogList: Blog[] }>(request, 'get-blogs', { LanguageId });
    await withoutJavaScript(browser, baseURL!, async (page) => {
      await page.goto(path(routes.blogs()));
      await expect(page.getByRole('heading', { level: 1, name: t.blog.title })).toBeVisible();
      const featured = page.getByRole('region', { name: t.blog.featured });
      await expect(featured.getByRole('link', { name: featuredBlog.Title })).toHaveAttribute('href', path(featuredBlog.Url));
      const grid = page.getByRole('region', { name: t.blog.latest });
      await expect(grid.getByRole('listitem')).toHaveCount(blogList.length);
      for (const blog of blogList) await expect(grid.getByRole('link', { name: blog.Title, exact: true })).toHaveAttribute('href', path(blog.Url));
      const wide = blogList.find((blog) => blog.IsWidePhoto)!;
      const narrow = blogList.find((blog) => !blog.IsWidePhoto)!;
      const width = (title: string) => grid.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) }).evaluate((item) => item.getBoundingClientRect().width);
      const gridWidth = await grid.getByRole('list').evaluate((list) => list.getBoundingClientRect().width);
      expect((await width(wide.Title)) / gridWidth).toBeGreaterThan(0.6);
      expect((await width(narrow.Title)) / gridWidth).toBeLessThan(0.35);
      await expect(page.getByRole('textbox', { name: t.newsletter.label })).toBeVisible();
    });
  });

  test(`[${lang}] without JavaScript a blog shows its article, similar blogs and BlogPosting data`, async ({ browser, baseURL, request }) => {
    const { featuredBlog } = await api<{ featuredBlog: Blog }>(request, 'get-blogs', { LanguageId });
    const { blogData } = await api<{ blogData: BlogDetail }>(request, 'get-blog-detail', { LanguageId, BlogId: featuredBlog.Id });
    const { blogList: similar } = await api<{ blogList: Blog[] }>(request, 'get-similiar-blogs', { LanguageId, BlogId: featuredBlog.Id });
    await withoutJavaScript(browser, baseURL!, async (page) => {
      await page.goto(path(blogData.Url));
      await expect(page.getByRole('heading', { level: 1, name: blogData.Title })).toBeVisible();
      await expect(page.getByRole('article').getByText(visibleText(blogData.Description))).toBeVisible();
      const region = page.getByRole('region', { name: t.blog.similar });
      for (const blog of similar) await expect(region.getByRole('link', { name: blog.Title, exact: true })).toHaveAttribute('href', path(blog.Url));
      // Beside the trail's BreadcrumbList.
      const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((each) => JSON.parse(each));
      expect(graphs.find((each) => each['@type'] === 'BlogPosting')).toMatchObject({ headline: blogData.Title, inLanguage: lang });
    });
  });

  test(`[${lang}] a blog card opens its article`, async ({ page, request }) => {
    const { blogList } = await api<{ blogList: Blog[] }>(request, 'get-blogs', { LanguageId });
    const blog = blogList[1];
    await page.goto(path(routes.blogs()));
    await page.getByRole('region', { name: t.blog.latest }).getByRole('link', { name: blog.Title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path(blog.Url)}$`));
    await expect(page.getByRole('heading', { level: 1, name: blog.Title })).toBeVisible();
  });

  test(`[${lang}] a blog reached by another slug moves to its own address`, async ({ page, request }) => {
    const { featuredBlog } = await api<{ featuredBlog: Blog }>(request, 'get-blogs', { LanguageId });
    await page.goto(path(routes.blog('eski-baslik', featuredBlog.Id)));
    await expect(page).toHaveURL(new RegExp(`${path(featuredBlog.Url)}$`));
    await expect(page.getByRole('heading', { level: 1, name: featuredBlog.Title })).toBeVisible();
  });

  test(`[${lang}] an unknown blog is the 404 page`, async ({ page }) => {
    const response = await page.goto(path(routes.blog('yok', 999999)));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: t.notFound.title })).toBeVisible();
  });

  test(`[${lang}] the newsletter confirms a sign-up in the success modal, again for the same address, and flags a malformed address beside the field`, async ({ page }) => {
    await page.goto(path(routes.blogs()));
    const field = page.getByRole('textbox', { name: t.newsletter.label });
    const button = page.getByRole('button', { name: t.newsletter.submit });
    // The form's code loads as the block comes near the screen, as the shopper scrolls to it.
    await field.scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled();
    await field.fill('not-an-email');
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: t.validation.email })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const address = `e2e-${lang}-${Date.now()}@example.com`;
    await field.fill(address);
    // The call is held until the busy state has been seen, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/add-subscriber', async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect(page.getByRole('button', { name: t.newsletter.sending })).toBeDisabled();
    release();
    const modal = page.getByRole('dialog', { name: t.modals.successTitle });
    await expect(modal.getByText(t.notices.subscribed)).toBeVisible();
    await expect(field).toHaveValue('');

    // The same address again is answered just as kindly (the API test checks nothing is stored twice).
    await modal.getByRole('button', { name: t.modals.ok }).click();
    await expect(modal).toBeHidden();
    await field.fill(address);
    await button.click();
    await expect(page.getByRole('dialog', { name: t.modals.successTitle }).getByText(t.notices.subscribed)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test(`[${lang}] without JavaScript the about page shows its title, photo and story`, async ({ browser, baseURL, request }) => {
    const { aboutData } = await api<{ aboutData: { Title: string; Description: string; VideoUrl: string | null } }>(request, 'get-about-detail', { LanguageId });
    await withoutJavaScript(browser, baseURL!, async (page) => {
      await page.goto(path(routes.about()));
      await expect(page.getByRole('heading', { level: 1, name: aboutData.Title })).toBeVisible();
      await expect(page.getByText(visibleText(aboutData.Description))).toBeVisible();
      await expect(page.locator('main img').first()).toBeVisible();
      await expect(page.locator('video')).toHaveCount(aboutData.VideoUrl ? 1 : 0);
    });
  });

  test(`[${lang}] without JavaScript the contracts viewer shows the chosen contract, and the first for an unknown id`, async ({ browser, baseURL, request }) => {
    const { contractList } = await api<{ contractList: Contract[] }>(request, 'get-contracts', { LanguageId });
    const [first, , third] = contractList;
    await withoutJavaScript(browser, baseURL!, async (page) => {
      for (const [route, shown] of [
        [routes.contracts(third.Id), third],
        [routes.contracts(), first],
        [routes.contracts(999), first],
      ] as const) {
        await page.goto(path(route));
        await expect(page.getByRole('heading', { level: 1, name: shown.Title })).toBeVisible();
        await expect(page.getByText(visibleText(shown.Description))).toBeVisible();
        const menu = page.getByRole('navigation', { name: t.contracts.listLabel }).first();
        for (const contract of contractList) await expect(menu.getByRole('link', { name: contract.Title })).toHaveAttribute('href', path(routes.contracts(contract.Id)));
        await expect(menu.getByRole('link', { name: shown.Title })).toHaveAttribute('aria-current', 'page');
      }
      expect((await page.goto(path(`${routes.contracts()}/abc`)))?.status()).toBe(404);
    });
  });

  test(`[${lang}] without JavaScript each policy page shows its text and the menu of all four`, async ({ browser, baseURL, request }) => {
    await withoutJavaScript(browser, baseURL!, async (page) => {
      for (const key of POLICY_KEYS) {
        const { pageData, pageList } = await api<{ pageData: { Title: string; Description: string }; pageList: { Key: string; Title: string }[] }>(request, 'get-policy-page', { LanguageId, Key: key });
        await page.goto(path(POLICY_ROUTES[key]()));
        await expect(page.getByRole('heading', { level: 1, name: pageData.Title })).toBeVisible();
        await expect(page.getByText(visibleText(pageData.Description))).toBeVisible();
        const menu = page.getByRole('navigation', { name: t.policies.menuLabel }).first();
        for (const entry of pageList) await expect(menu.getByRole('link', { name: entry.Title })).toHaveAttribute('href', path(POLICY_ROUTES[entry.Key as keyof typeof POLICY_ROUTES]()));
      }
    });
  });

  test(`[${lang}] on a phone without JavaScript the policy dropdown opens and navigates`, async ({ browser, baseURL, request }) => {
    const { pageList } = await api<{ pageList: { Key: string; Title: string }[] }>(request, 'get-policy-page', { LanguageId, Key: 'membership' });
    await withoutJavaScript(
      browser,
      baseURL!,
      async (page) => {
        await page.goto(path(routes.membership()));
        const menu = page.getByRole('navigation', { name: t.policies.menuLabel }).filter({ visible: true });
        const target = pageList.find((entry) => entry.Key === 'privacy-policy')!;
        await expect(menu.getByRole('link', { name: target.Title })).toBeHidden();
        await menu.locator('summary').click();
        await menu.getByRole('link', { name: target.Title }).click();
        await expect(page).toHaveURL(new RegExp(`${path(routes.privacyPolicy())}$`));
        await expect(page.getByRole('heading', { level: 1, name: target.Title })).toBeVisible();
      },
      { width: 390, height: 844 },
    );
  });

  test(`[${lang}] without JavaScript the faq lists the questions and opens an answer`, async ({ browser, baseURL, request }) => {
    const { faqList } = await api<{ faqList: { Question: string; Answer: string }[] }>(request, 'get-faqs', { LanguageId });
    await withoutJavaScript(browser, baseURL!, async (page) => {
      await page.goto(path(routes.faq()));
      await expect(page.getByRole('heading', { level: 1, name: t.faq.title })).toBeVisible();
      for (const faq of faqList) await expect(page.getByText(faq.Question, { exact: true })).toBeVisible();
      const answer = page.getByText(visibleText(faqList[0].Answer));
      await expect(answer).toBeHidden();
      await page.getByText(faqList[0].Question, { exact: true }).click();
      await expect(answer).toBeVisible();
    });
  });
}

test('the sitemap lists the content pages in both languages with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const route of [routes.blogs(), routes.about(), routes.contracts(), routes.faq(), ...POLICY_KEYS.map((key) => POLICY_ROUTES[key]())]) {
    for (const lang of ['tr', 'en'] as const) expect(xml).toContain(`${localizedPath(route, lang)}</loc>`);
  }
  expect(xml).toContain(`hreflang="en" href="`);
});
