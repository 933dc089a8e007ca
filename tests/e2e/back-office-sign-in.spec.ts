import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { generate } from 'otplib';
import { DEMO_OWNER } from '../../db/seed/operators';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { operatorRoutes } from '../../lib/shop/operator-routes';
import { invitedStaff, OWNER_E2E_PASSWORD, ownerStateFile, signInOperator } from './support/back-office';
import { latestMailTo } from './support/mail';
import { createMember, signIn } from './support/member';
import { bankTransferOrder } from './support/orders';
import { messages } from './support/shop';
import { noViolations } from './support/axe';

const t = messages.tr;

/*
 * The back-office end to end: one browser signs the demo owner in (password and TOTP, then the
 * first sign-in's new password) and moves a shopper's bank-transfer order; the shopper sees it on
 * their order page and in their mails. Serial: the second test works in the first one's session.
 * Its Playwright project runs before every other back-office spec (playwright.config.ts), so this is
 * the demo owner's first sign-in of the run, and the session it leaves is the one they work in.
 */
test.describe.serial('the back-office', () => {
  let operator: Page;

  test.beforeAll(async ({ browser }) => {
    operator = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  });

  test.afterAll(async () => {
    await operator.context().close();
  });

  test('the owner signs in with two factors and chooses a new password first', async () => {
    const answer = await operator.goto(localizedPath(operatorRoutes.orders(), 'tr'));
    await expect(operator).toHaveURL(new RegExp(`${localizedPath(operatorRoutes.signIn(), 'tr')}$`));
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer?.headers()['cache-control']).toMatch(/no-store/);
    await noViolations(operator);

    await operator.getByLabel(t.operator.email).fill(DEMO_OWNER.email);
    await operator.getByLabel(t.operator.password, { exact: true }).fill(DEMO_OWNER.password);
    await operator.getByRole('button', { name: t.operator.signIn }).click();
    await operator.getByLabel(t.operator.code).fill(await generate({ secret: DEMO_OWNER.totpSecret }));
    await operator.getByRole('button', { name: t.operator.signIn }).click();

    await expect(operator).toHaveURL(new RegExp(`${localizedPath(operatorRoutes.account(), 'tr')}$`));
    await expect(operator.getByRole('heading', { name: t.operator.changePasswordTitle })).toBeVisible();
    await noViolations(operator);
    await operator.getByLabel(t.operator.currentPassword).fill(DEMO_OWNER.password);
    await operator.getByLabel(t.operator.newPassword, { exact: true }).fill(OWNER_E2E_PASSWORD);
    await operator.getByLabel(t.operator.repeatPassword).fill(OWNER_E2E_PASSWORD);
    await operator.getByRole('button', { name: t.operator.savePassword }).click();
    await operator.getByRole('dialog').getByRole('button').first().click();
    await expect(operator.getByText(t.operator.twoFactorOn)).toBeVisible();
    await operator.context().storageState({ path: ownerStateFile(test.info().project.use.baseURL!) });
  });

  test('staff mark an order paid by transfer received and ship it; the shopper sees both on their page and in their mails', async ({ page, browser }) => {
    const member = await createMember(page.request, 'tr');
    await signIn(page, member);
    const order = await bankTransferOrder(page, member, 'tr');
    // The owner invites a staff member, who does the work in a browser of their own.
    const staff = await invitedStaff(operator.request);
    const desk = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInOperator(desk.request, staff);
    const staffPage = await desk.newPage();

    await staffPage.goto(localizedPath(operatorRoutes.orders({ q: order.OrderNo }), 'tr'));
    await noViolations(staffPage);
    await staffPage.getByRole('link', { name: order.OrderNo }).click();
    await expect(staffPage.getByRole('heading', { name: `Sipariş ${order.OrderNo}` })).toBeVisible();
    await noViolations(staffPage);

    const actions = t.operatorOrders.actions;
    // The page says each move and takes the focus: the reload takes the pressed step's form away.
    const done = (message: string) => expect(staffPage.getByRole('status').filter({ hasText: message })).toBeFocused();
    await staffPage.getByRole('button', { name: actions.transferReceived.button }).click();
    await done(actions.transferReceived.done);
    if (process.env.SHOTS_DIR) {
      for (const width of [1280, 390]) {
        await staffPage.setViewportSize({ width, height: 900 });
        await staffPage.screenshot({ path: `${process.env.SHOTS_DIR}/order-moved-tr-${width}.png` });
      }
      await staffPage.setViewportSize({ width: 1280, height: 720 });
    }
    await staffPage.getByRole('button', { name: actions.preparing.button }).click();
    await done(actions.preparing.done);
    await staffPage.getByLabel(actions.shipped.carrier).selectOption({ label: 'Yurtiçi Kargo' });
    await staffPage.getByLabel(actions.shipped.trackingNumber).fill('12345');
    await staffPage.getByRole('button', { name: actions.shipped.button }).click();
    await expect(staffPage.getByText(t.validation.trackingNumber)).toBeVisible();
    await staffPage.getByLabel(actions.shipped.trackingNumber).fill('1234 5678 9012');
    await staffPage.getByRole('button', { name: actions.shipped.button }).click();
    await done(actions.shipped.done);
    await expect(staffPage.getByRole('link', { name: '123456789012' })).toHaveAttribute('href', /yurticikargo\.com.*code=123456789012/);
    await expect(staffPage.getByRole('cell', { name: staff.email }).first()).toBeVisible();
    // The answer belongs to its page: the orders list, reached in the same shell, does not repeat it.
    await staffPage.getByRole('navigation', { name: t.operator.navLabel }).getByRole('link', { name: t.operator.navOrders }).click();
    await expect(staffPage.getByRole('heading', { level: 1 })).not.toHaveText(`Sipariş ${order.OrderNo}`);
    await expect(staffPage.getByText(actions.shipped.done)).toHaveCount(0);

    await page.goto(localizedPath(routes.order(order.OrderId), 'tr'));
    await expect(page.getByText('Kargoya Verildi').first()).toBeVisible();
    await expect(page.getByRole('link', { name: t.orders.trackParcel })).toHaveAttribute('href', /code=123456789012/);

    const paid = await latestMailTo(member.email, (mail) => mail.subject.includes('ödemesi ulaştı'));
    expect(paid.text).toContain(order.OrderNo);
    const shipped = await latestMailTo(member.email, (mail) => mail.subject.includes('yola çıktı'));
    expect(shipped.text).toContain('https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=123456789012');
    await desk.close();
  });
});

test('a shopper’s session opens nothing of the back-office', async ({ page }) => {
  const member = await createMember(page.request, 'en');
  await signIn(page, member);
  await page.goto(localizedPath(operatorRoutes.orders(), 'en'));
  await expect(page).toHaveURL(new RegExp(`${localizedPath(operatorRoutes.signIn(), 'en')}$`));
  await expect(page.getByRole('heading', { name: messages.en.operator.signInTitle })).toBeVisible();
  const call = await page.request.post('/api/operator-orders', { data: { Checker: true, data: {} } });
  expect(call.status()).toBe(403);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /en/yonetim');
});
