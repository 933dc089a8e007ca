import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { invitedEditor, operatorCall, operatorPage } from './support/back-office';
import { contractBox, guestToPayment } from './support/checkout-flow';
import { format, messages, popupAlreadySeen, type Lang } from './support/shop';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { operatorRoutes } from '../../lib/shop/operator-routes';
import { noViolationsAtBothWidths } from './support/axe';

/**
 * The editor's discount codes and cargo rates (issue 23): an editor, invited by the demo owner,
 * creates a code in the browser that a guest then types at checkout; the code's page lists the
 * order, and the code is ended, not deleted. A changed cargo rate shows on the shipping page, a
 * changed workshop fee on the workshop's page.
 * Every screen passes axe at 1280 and 390 px.
 */
let editor: { email: string; password: string };

test.beforeAll(async ({ baseURL }) => {
  editor = await invitedEditor(baseURL!);
});

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

const editorPage = (browser: Browser, baseURL: string, lang: Lang) => operatorPage(browser, baseURL, lang, editor);

test('an editor creates a discount code, a guest uses it at checkout, and the code lists the order and can only be ended', async ({ page, request, browser, baseURL }) => {
  test.slow();
  const ce = messages.tr.contentEditing;
  const c = messages.tr.checkout;
  const desk = await editorPage(browser, baseURL!, 'tr');
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  await desk.goto(localizedPath(operatorRoutes.discountCodes(), 'tr'));
  await desk.getByRole('link', { name: ce.newCode }).click();
  const form = desk.getByRole('form', { name: ce.formLabel });
  await form.getByRole('textbox', { name: ce.code, exact: true }).fill(code);
  await form.getByRole('textbox', { name: ce.percent, exact: true }).fill('25');
  await noViolationsAtBothWidths(desk);
  await form.getByRole('button', { name: messages.tr.catalogueEditing.save }).click();
  await expect(desk).toHaveURL(/\/yonetim\/indirim-kodlari\/\d+$/);
  await expect(desk.getByRole('heading', { level: 1, name: format(ce.editCodeTitle, 'tr', { code }) })).toBeVisible();
  const codePath = new URL(desk.url()).pathname;

  // The guest types the code at the payment step, as any shopper would.
  await guestToPayment(page, request, 'tr');
  const summary = page.getByRole('complementary', { name: c.summaryTitle });
  await summary.getByRole('textbox', { name: c.discountLabel }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: c.discountApply }).click();
  await expect(summary.getByText(c.discount, { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: c.methodBank }).check();
  await contractBox(page, 'tr').check();
  await page.getByRole('button', { name: c.confirmOrder }).click();
  const done = page.getByRole('dialog', { name: c.bankSuccessTitle });
  await expect(done).toContainText(/VT\d{10}/);
  const orderNo = /VT\d{10}/.exec((await done.textContent()) ?? '')![0];

  // The code's page lists the order; the list offers ending it, never deleting it.
  await desk.goto(codePath);
  await expect(desk.getByRole('link', { name: orderNo })).toBeVisible();
  await expect(desk.getByText(format(ce.usedSummary, 'tr', { count: 1 }))).toBeVisible();
  await noViolationsAtBothWidths(desk);
  await desk.goto(localizedPath(operatorRoutes.discountCodes(), 'tr'));
  await expect(desk.getByRole('button', { name: format(ce.deleteOf, 'tr', { code }) })).toHaveCount(0);
  await noViolationsAtBothWidths(desk);
  desk.once('dialog', (dialog) => dialog.accept());
  await desk.getByRole('button', { name: format(ce.endOf, 'tr', { code }) }).click();
  const row = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: format(ce.editOf, 'tr', { code }) }) });
  await expect(row.getByText(ce.state.ended)).toBeVisible();

  // The same screens in English.
  const en = await editorPage(browser, baseURL!, 'en');
  await en.goto(localizedPath(operatorRoutes.discountCodes(), 'en'));
  await expect(en.getByRole('heading', { level: 1, name: messages.en.contentEditing.codesTitle })).toBeVisible();
  await noViolationsAtBothWidths(en);
  await en.goto(localizedPath(codePath.replace(/^\/tr/, ''), 'en'));
  await expect(en.getByRole('link', { name: orderNo })).toBeVisible();
  await noViolationsAtBothWidths(en);
});

test('an editor changes a cargo rate and the English shipping page shows it', async ({ page, browser, baseURL }) => {
  const ce = messages.en.contentEditing;
  const world = messages.en.policies.zoneWORLD;
  const desk = await editorPage(browser, baseURL!, 'en');
  await desk.goto(localizedPath(operatorRoutes.cargoRates(), 'en'));
  const zone = desk.getByRole('region', { name: world });
  const flat = zone.getByRole('textbox', { name: ce.flatUsd, exact: true });
  const before = await flat.inputValue();
  await flat.fill('23.45');
  await zone.getByRole('button', { name: ce.save }).click();
  await expect(zone.getByRole('status').filter({ hasText: messages.en.notices.cargo_rates_saved })).toBeVisible();
  await noViolationsAtBothWidths(desk);

  await page.goto(localizedPath(routes.shippingReturns(), 'en'));
  await expect(page.getByRole('row', { name: new RegExp(world) })).toContainText('$23.45');

  const tr = await editorPage(browser, baseURL!, 'tr');
  await tr.goto(localizedPath(operatorRoutes.cargoRates(), 'tr'));
  await noViolationsAtBothWidths(tr);
  const zones = await operatorCall<{ Zones: { Zone: string; FlatTry: number; FreeFromTry: number; FreeFromUsd: number }[] }>(desk.context().request, 'operator-cargo-zones');
  const saved = zones.Zones.find((entry) => entry.Zone === 'WORLD')!;
  const typed = (minor: number) => (minor / 100).toFixed(2);
  await operatorCall(desk.context().request, 'operator-cargo-zone-save', { Zone: 'WORLD', FlatTry: typed(saved.FlatTry), FreeFromTry: typed(saved.FreeFromTry), FlatUsd: before, FreeFromUsd: typed(saved.FreeFromUsd) });
});

test('an editor changes a workshop fee and the English workshop page shows the new USD fee', async ({ page, browser, baseURL }) => {
  const oe = messages.en.operatorEvents;
  const desk = await editorPage(browser, baseURL!, 'en');
  const { Rows } = await operatorCall<{ Rows: { Id: number; TitleEn: string; IsWorkshop: boolean; IsActive: boolean }[] }>(desk.context().request, 'operator-events', { Kind: 'workshop' });
  const workshop = Rows.find((row) => row.IsWorkshop && row.IsActive)!;
  const { SlugEn } = await operatorCall<{ SlugEn: string }>(desk.context().request, 'operator-workshop', { Id: workshop.Id });
  // The visitor's page is rendered (and cached) with the old fee first.
  const shown = localizedPath(routes.workshop(SlugEn, workshop.Id), 'en');
  await page.goto(shown);
  await expect(page.getByRole('heading', { level: 1, name: workshop.TitleEn })).toBeVisible();
  await expect(page.getByText('$61.50')).toHaveCount(0);
  await desk.goto(localizedPath(operatorRoutes.events('workshop'), 'en'));
  await desk.getByRole('link', { name: workshop.TitleEn, exact: true }).click();
  const heading = format(oe.editTitle.workshop, 'en', { title: workshop.TitleEn });
  await expect(desk.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const form = desk.getByRole('form', { name: heading });
  const fee = form.getByRole('textbox', { name: oe.feeUsd });
  const before = await fee.inputValue();
  // Three decimals are refused beside the field, before anything is sent.
  await fee.fill('61.505');
  await form.getByRole('button', { name: messages.en.catalogueEditing.save }).click();
  await expect(form.getByText(messages.en.validation.amount)).toBeVisible();
  await fee.fill('61.50');
  await form.getByRole('button', { name: messages.en.catalogueEditing.save }).click();
  await expect(form.getByRole('status').filter({ hasText: messages.en.catalogueEditing.saved })).toBeVisible();
  await noViolationsAtBothWidths(desk);

  await page.goto(shown);
  await expect(page.getByText('$61.50')).toBeVisible();

  await desk.goto(localizedPath(operatorRoutes.events('workshop'), 'en'));
  await noViolationsAtBothWidths(desk);
  const saved = await operatorCall<Record<string, unknown>>(desk.context().request, 'operator-workshop', { Id: workshop.Id });
  await operatorCall(desk.context().request, 'operator-workshop-save', { ...saved, FeeUsd: before });
});
