import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, format, messages, popupAlreadySeen, type Lang } from './support/shop';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { axeViolations } from './support/axe';

type LayoutInfo = { Phone: string; Email: string; Address: string; Instagram: string | null; Map: string | null };

const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** Every request the page makes to the map provider; answered here so the test needs no network. */
async function watchMapRequests(page: Page) {
  const seen: string[] = [];
  await page.route(`${MAP_ORIGIN}/**`, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
  });
  return seen;
}

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  const path = localizedPath(routes.contact(), lang);

  test(`[${lang}] without JavaScript the contact page shows its details, social links and the form`, async ({ browser, baseURL, request }) => {
    const layout = await api<LayoutInfo>(request, 'get-layout-info');
    const context = await browser.newContext({ javaScriptEnabled: false });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.contact.title })).toBeVisible();
    await expect(main.getByText(t.contact.intro)).toBeVisible();
    await expect(main.getByRole('link', { name: layout.Phone })).toHaveAttribute('href', /^tel:\+90/);
    await expect(main.getByRole('link', { name: layout.Email })).toHaveAttribute('href', `mailto:${layout.Email}`);
    await expect(main.getByText(layout.Address)).toBeVisible();
    await expect(main.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', layout.Instagram!);
    const form = page.getByRole('form', { name: t.contact.formHeading });
    for (const label of [t.contact.nameSurname, t.contact.emailLabel, t.contact.phoneLabel, t.contact.message]) await expect(form.getByRole('textbox', { name: label })).toBeVisible();
    await expect(form.getByRole('combobox', { name: t.contact.subject })).toBeVisible();
    await expect(form.getByRole('checkbox')).toBeVisible();
    // Without the map button, the map is a link the visitor may follow; nothing is embedded.
    await expect(main.getByRole('link', { name: t.contact.openMap })).toHaveAttribute('href', layout.Map!);
    await expect(page.locator('iframe')).toHaveCount(0);
    await context.close();
  });

  test(`[${lang}] the contact form waits for the KVKK box, then sends and thanks in the success modal`, async ({ page }) => {
    await page.goto(path);
    const form = page.getByRole('form', { name: t.contact.formHeading });
    const submit = form.getByRole('button', { name: t.contact.submit });
    await expect(submit).toBeEnabled();
    await form.getByRole('textbox', { name: t.contact.nameSurname }).fill('Deniz Kaya');
    await form.getByRole('textbox', { name: t.contact.emailLabel }).fill(`e2e-contact-${lang}-${Date.now()}@example.com`);
    const phone = form.getByRole('textbox', { name: t.contact.phoneLabel });
    await phone.pressSequentially('5321234567');
    await expect(phone).toHaveValue('(532) 123 45 67');
    await form.getByRole('combobox', { name: t.contact.subject }).selectOption({ label: t.contact.subjects['product-problem'] });
    const message = form.getByRole('textbox', { name: t.contact.message });
    await message.fill('Vazo kırık geldi, değişim rica ediyorum.');
    await expect(form.getByText(format(t.forms.charactersLeft, lang, { count: 450 - 40 }))).toBeVisible();

    let calls = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/add-contact-form')) calls++;
    });
    await submit.click();
    const box = form.getByRole('checkbox');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t.validation.kvkk)).toBeVisible();
    await expect(box).toHaveAccessibleDescription(t.validation.kvkk);
    expect(calls).toBe(0);

    await box.check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/add-contact-form'));
    await submit.click();
    const reply = await (await answer).json();
    expect(reply).toEqual({ succeeded: true, message: t.notices.contact_sent, data: null });
    expect(calls).toBe(1);
    const modal = page.getByRole('dialog', { name: t.modals.successTitle });
    await expect(modal.getByText(t.notices.contact_sent)).toBeVisible();
    await expect(message).toHaveValue('');
    await modal.getByRole('button', { name: t.modals.home }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });

  test(`[${lang}] what a shopper types before the page's script has run is sent as typed`, async ({ page }) => {
    // The scripts arrive after the shopper has filled the form, as on a slow phone.
    let release = () => {};
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: t.contact.formHeading });
    const submit = form.getByRole('button', { name: t.contact.submit });
    await expect(submit).toBeDisabled();
    await form.getByRole('textbox', { name: t.contact.nameSurname }).fill('Ece Yılmaz');
    await form.getByRole('textbox', { name: t.contact.emailLabel }).fill(`e2e-early-${lang}-${Date.now()}@example.com`);
    const phone = form.getByRole('textbox', { name: t.contact.phoneLabel });
    await phone.fill('5321234567');
    await form.getByRole('combobox', { name: t.contact.subject }).selectOption({ label: t.contact.subjects['product-problem'] });
    const message = form.getByRole('textbox', { name: t.contact.message });
    await message.fill('Sepetteki vazonun rengi fotoğraftan açık mı?');
    await form.getByRole('checkbox').check();

    release();
    await expect(submit).toBeEnabled();
    // The mask takes over the digits typed without it.
    await expect(phone).toHaveValue('(532) 123 45 67');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/add-contact-form'));
    await submit.click();
    expect(await (await answer).json()).toEqual({ succeeded: true, message: t.notices.contact_sent, data: null });
    await expect(page.getByRole('dialog', { name: t.modals.successTitle }).getByText(t.notices.contact_sent)).toBeVisible();
    await expect(message).toHaveValue('');
  });

  test(`[${lang}] the map is fetched only after "Show map" is pressed`, async ({ page }) => {
    const requests = await watchMapRequests(page);
    await page.goto(path);
    const button = page.getByRole('button', { name: t.contact.showMap });
    await expect(button).toBeEnabled();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);
    await button.click();
    const map = page.locator(`iframe[title^="${format(t.contact.mapTitle, lang, { address: '' })}"]`);
    await expect(map).toBeVisible();
    await expect(map.contentFrame().getByText('map')).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.startsWith(MAP_ORIGIN))).toBe(true);
    await page.getByRole('button', { name: t.contact.hideMap }).click();
    await expect(map).toHaveCount(0);
  });

  test(`[${lang}] the lower-case address moves to the contact page, which names itself canonical`, async ({ page, baseURL }) => {
    await page.goto(localizedPath('/musterihizmetleri', lang));
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: t.contact.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang === 'tr' ? 'en' : 'tr'}"]`)).toHaveAttribute('href', new RegExp(`${localizedPath(routes.contact(), lang === 'tr' ? 'en' : 'tr')}$`));
    await expect(page).toHaveTitle(lang === 'tr' ? 'Müşteri Hizmetleri | Vitrin' : 'Customer Service | Vitrin');
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] the contact page at ${width}px has no axe violations: at rest, with messages to fix, with the map open`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await watchMapRequests(page);
      const violations = async () =>
        axeViolations(page);
      await page.goto(path);
      await expect(page.getByRole('button', { name: t.contact.submit })).toBeEnabled();
      expect(await violations()).toEqual([]);
      await page.getByRole('button', { name: t.contact.submit }).click();
      await expect(page.getByText(t.validation.kvkk)).toBeVisible();
      expect(await violations()).toEqual([]);
      await page.getByRole('button', { name: t.contact.showMap }).click();
      await expect(page.locator('iframe')).toBeVisible();
      expect(await violations()).toEqual([]);
      await context.close();
    });
  }
}

test('the sitemap lists the contact page in both languages with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const lang of ['tr', 'en'] as const) expect(xml).toContain(`${localizedPath(routes.contact(), lang)}</loc>`);
  expect(xml).toMatch(new RegExp(`hreflang="en" href="[^"]*${localizedPath(routes.contact(), 'en')}"`));
});
