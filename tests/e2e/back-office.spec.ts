import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { invitedStaff, operatorCall, signInOperator, ownerRequest } from './support/back-office';
import { latestMailTo } from './support/mail';
import { createMember, signIn, type TestMember } from './support/member';
import { paidCardOrder } from './support/orders';
import { format, languageId, messages, popupAlreadySeen } from './support/shop';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { operatorRoutes } from '../../lib/shop/operator-routes';
import { noViolationsAtBothWidths } from './support/axe';

/**
 * The back-office's refunds and inbox (issue 22): staff, invited by the demo owner, approve one
 * refund request and reject another in the browser; the shopper reads both answers on the order's
 * page and in the mails. A career application's CV downloads for staff and is refused to a shopper
 * (403) and to nobody (401). Orders, requests and applications are made through the public API.
 */
const IBAN = 'TR330006100519786457841326';
const o = messages.tr.operator;
let staff: { email: string; password: string };

test.beforeAll(async ({ baseURL }) => {
  const owner = await ownerRequest(baseURL!);
  staff = await invitedStaff(owner);
  await owner.dispose();
});

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR' });
  await signInOperator(context.request, staff);
  return context.newPage();
}

async function refundRequested(page: Page, member: TestMember) {
  const order = await paidCardOrder(page, member, 'tr');
  const response = await page.request.post('/api/get-refund-request', {
    headers: { 'x-forwarded-for': member.address },
    data: { Checker: true, data: { LanguageId: languageId('tr'), OrderId: order.OrderId, RefundName: member.name, RefundIban: IBAN, RefundNote: 'Ürün hasarlı geldi.' } },
  });
  expect(response.status()).toBe(200);
  return order;
}

test('staff approve one refund request and reject another; the shopper sees both answers and gets the mails', async ({ page, request, browser, baseURL }) => {
  // Two card checkouts through the payment sandbox come before the screens under test.
  test.slow();
  const member = await createMember(request, 'tr');
  await signIn(page, member);
  const approved = await refundRequested(page, member);
  const rejected = await refundRequested(page, member);

  const desk = await staffPage(browser, baseURL!);
  await desk.goto(localizedPath(operatorRoutes.refunds(), 'tr'));
  await expect(desk.getByRole('heading', { level: 1, name: o.refundsTitle })).toBeVisible();
  // Staff see the account masked.
  await expect(desk.getByText(IBAN)).toHaveCount(0);
  await noViolationsAtBothWidths(desk);

  const approveRow = desk.getByRole('row').filter({ hasText: approved.OrderNo });
  await approveRow.getByText(o.refundApproveOpen).click();
  const approveForm = approveRow.getByRole('form', { name: format(o.refundApproveLabel, 'tr', { orderNo: approved.OrderNo }) });
  await approveForm.getByRole('button', { name: o.refundApprove }).click();
  await expect(approveForm.getByText(messages.tr.validation.required)).toBeVisible();
  await approveForm.getByLabel(o.refundBankReference).fill('FAST-2026-778899');
  await approveForm.getByRole('button', { name: o.refundApprove }).click();
  // The answer takes the place of the form and its pressed button, and the focus with it.
  const approvedSaid = approveRow.getByRole('status').filter({ hasText: messages.tr.notices.refund_approved });
  await expect(approvedSaid).toBeVisible();
  await expect(approvedSaid).toBeFocused();

  const rejectRow = desk.getByRole('row').filter({ hasText: rejected.OrderNo });
  await rejectRow.getByText(o.refundRejectOpen).click();
  const rejectForm = rejectRow.getByRole('form', { name: format(o.refundRejectLabel, 'tr', { orderNo: rejected.OrderNo }) });
  await rejectForm.getByLabel(o.refundReason).fill('Ürün kullanılmış olarak geri geldi.');
  await rejectForm.getByRole('button', { name: o.refundReject }).click();
  await expect(desk.getByRole('status').filter({ hasText: messages.tr.notices.refund_rejected })).toBeVisible();
  // Answered requests leave the open list.
  await desk.reload();
  await expect(desk.getByRole('row').filter({ hasText: approved.OrderNo })).toHaveCount(0);
  await desk.context().close();

  await page.goto(localizedPath(routes.order(approved.OrderId), 'tr'));
  await expect(page.getByText('İade Edildi').first()).toBeVisible();
  await expect(page.getByText('FAST-2026-778899')).toBeVisible();
  await page.goto(localizedPath(routes.order(rejected.OrderId), 'tr'));
  await expect(page.getByText('Ürün kullanılmış olarak geri geldi.')).toBeVisible();

  const approvedMail = await latestMailTo(member.email, (mail) => mail.subject === format(messages.tr.mails.refundApproved.subject, 'tr', { orderNo: approved.OrderNo }));
  expect(approvedMail.text).toContain('FAST-2026-778899');
  const rejectedMail = await latestMailTo(member.email, (mail) => mail.subject === format(messages.tr.mails.refundRejected.subject, 'tr', { orderNo: rejected.OrderNo }));
  expect(rejectedMail.text).toContain('Ürün kullanılmış olarak geri geldi.');
});

test('a career application’s CV downloads for staff, and is refused to a shopper and to nobody', async ({ page, request, browser, baseURL }) => {
  const email = `candidate-${Date.now()}@example.com`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  const applied = await request.post('/api/add-career-form', {
    headers: { 'x-forwarded-for': '198.18.77.7' },
    data: { Checker: true, data: { LanguageId: 1, NameSurname: 'Ayşe Yılmaz', Email: email, Phone: '(532) 765 43 21', BirthDate: '1995-04-23', Gender: 2, Message: 'Mağaza deneyimim var.', Extension: 'pdf', File: pdf.toString('base64') } },
  });
  expect(applied.status(), await applied.text()).toBe(200);

  const desk = await staffPage(browser, baseURL!);
  const { Rows } = await operatorCall<{ Rows: { Id: number }[] }>(desk.context().request, 'operator-inbox', { Kind: 'career', Query: email });
  const cvPath = localizedPath(operatorRoutes.cv(Rows[0].Id), 'tr');
  await desk.goto(localizedPath(operatorRoutes.inbox({ kind: 'career', q: email }), 'tr'));
  await noViolationsAtBothWidths(desk);
  const downloading = desk.waitForEvent('download');
  await desk.getByRole('link', { name: format(o.cvDownload, 'tr', { type: 'PDF', name: 'Ayşe Yılmaz' }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`cv-${Rows[0].Id}-ayse-yilmaz.pdf`);
  const file = await desk.context().request.get(cvPath);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="cv-\d+-ayse-yilmaz\.pdf"$/);
  expect(file.headers()['cache-control']).toContain('no-store');
  expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
  // Marked handled, the application leaves the open list with its button: the page says so and takes the focus.
  await desk.getByRole('button', { name: format(o.markHandledOf, 'tr', { name: 'Ayşe Yılmaz' }) }).click();
  await expect(desk.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  const said = desk.getByRole('status').filter({ hasText: messages.tr.notices.message_marked_handled });
  await expect(said).toBeVisible();
  await expect(said).toBeFocused();
  await desk.context().close();

  expect((await request.get(cvPath)).status()).toBe(401);
  const shopper = await createMember(request, 'tr');
  await signIn(page, shopper);
  expect((await page.request.get(cvPath)).status()).toBe(403);
});
