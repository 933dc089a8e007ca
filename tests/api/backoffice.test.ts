/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { auditLog, careerApplications, contactMessages, mailOutbox, operators, operatorSessions, orders, orderStatusHistory, refundRequests, subscribers, users } from '@/lib/server/db/schema';
import { writeMedia, privateMediaRoot } from '@/lib/server/media/store';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { insertOrder } from '../support/orders';
import { operatorWithSession } from '../support/operators';
import { memberCookie } from '../support/session';
import { freshShop, post } from '../support/shop';

/*
 * The back-office's dashboard, refunds, inbox, mail and operators calls (issue 22): who may make
 * each (owner, staff; an editor, a shopper and nobody are refused), what bad input gets, and what
 * each write leaves behind (the order's move and history, the shopper's mail, the audit row).
 */
let shop: Database;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let shopperHeaders: { cookie: string };
let shopperId = 0;

const IBAN = 'TR330006100519786457841326';

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-backoffice-'));
  shop = await freshShop({ products: 2 });
  [staff, owner, editor] = await Promise.all([operatorWithSession('staff'), operatorWithSession('owner'), operatorWithSession('editor')]);
  const [shopper] = await shop.db.insert(users).values({ email: 'refund.shopper@example.com', nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
  shopperId = shopper.id;
  shopperHeaders = { cookie: await memberCookie(shopper.id) };
});

/** An order waiting for its refund, with the member's open request. */
async function openRefund(currency: 'TRY' | 'USD' = 'TRY') {
  const order = await insertOrder(shop.db, { userId: shopperId, status: 7, previousStatus: 5, currency, history: [2, 3, 4, 5, 7] });
  const [request] = await shop.db.insert(refundRequests).values({ orderId: order.id, userId: shopperId, refundName: 'Deniz Kaya', refundIban: IBAN, refundNote: 'Kırık geldi' }).returning();
  return { order, requestId: request.id };
}

const latestAudit = async () => (await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('who may call', () => {
  const staffCalls: [string, Record<string, unknown>][] = [
    ['operator-dashboard', {}],
    ['operator-refunds', {}],
    ['operator-refund-approve', { RequestId: 1, BankReference: 'REF-0001' }],
    ['operator-inbox', {}],
    ['operator-outbox', {}],
    ['operator-subscribers', {}],
    ['operator-cv', { Id: 1 }],
  ];
  const ownerCalls: [string, Record<string, unknown>][] = [
    ['operator-operators', {}],
    ['operator-invite', { Email: 'someone@vitrin.example', Role: 'staff' }],
    ['operator-role', { Id: 1, Role: 'staff' }],
    ['operator-active', { Id: 1, Active: false }],
    ['operator-two-factor-reset', { Id: 1 }],
  ];

  it.each([...staffCalls, ...ownerCalls])('%s: none 401, a shopper 403, an editor 403', async (name, data) => {
    expect((await post(name, data)).status).toBe(401);
    expect((await post(name, data, { headers: shopperHeaders })).status).toBe(403);
    expect((await post(name, data, { headers: editor.headers })).status).toBe(403);
  });

  it.each(ownerCalls)('%s: staff calling an owner action gets 403', async (name, data) => {
    const { status, body } = await post(name, data, { headers: staff.headers });
    expect(status).toBe(403);
    expect(body.code).toBe('forbidden');
  });
});

describe('dashboard', () => {
  it('counts orders and revenue per currency, transfers with deadlines, work waiting', async () => {
    const before = (await post('operator-dashboard', {}, { headers: staff.headers })).body.data;
    await insertOrder(shop.db, { userId: null, status: 2, currency: 'TRY', lines: [{ unitPrice: 10_000 }] });
    await insertOrder(shop.db, { userId: null, status: 2, currency: 'USD', lines: [{ unitPrice: 2_500 }] });
    await insertOrder(shop.db, { userId: null, status: 9, currency: 'TRY' });
    const transfer = await insertOrder(shop.db, { userId: null, status: 1, paymentType: 'bank', currency: 'TRY' });
    await shop.db.update(orders).set({ paymentDeadline: new Date(Date.now() + 3_600_000) }).where(eq(orders.id, transfer.id));
    await shop.db.insert(contactMessages).values({ nameSurname: 'Ada', email: 'ada@example.com', phone: '+905321112233', subject: 'other', message: 'Merhaba' });
    await shop.db.insert(mailOutbox).values({ to: 'x@example.com', subject: 'Broken', text: 't', html: 'h', error: 'connect ECONNREFUSED', attempts: 3 });

    const { status, body } = await post('operator-dashboard', {}, { headers: staff.headers });
    expect(status).toBe(200);
    const now = body.data;
    const revenue = (list: { Currency: string; Revenue: number; Orders: number }[], currency: string) => list.find((row) => row.Currency === currency) ?? { Revenue: 0, Orders: 0 };
    expect(revenue(now.Today, 'TRY').Orders - revenue(before.Today, 'TRY').Orders).toBe(2);
    expect(revenue(now.Today, 'TRY').Revenue - revenue(before.Today, 'TRY').Revenue).toBe(10_000);
    expect(revenue(now.Week, 'USD').Revenue - revenue(before.Week, 'USD').Revenue).toBe(2_500);
    expect(now.Transfers.map((row: { OrderNo: string }) => row.OrderNo)).toContain(transfer.orderNo);
    expect(now.Transfers.find((row: { OrderNo: string }) => row.OrderNo === transfer.orderNo)).toMatchObject({ Overdue: false, Deadline: expect.any(String) });
    expect(now.ToPrepare - before.ToPrepare).toBe(2);
    expect(now.Unread.contact - before.Unread.contact).toBe(1);
    expect(now.FailedMails - before.FailedMails).toBe(1);
  });
});

describe('refunds', () => {
  it('lists open requests, the IBAN masked for staff and whole for the owner', async () => {
    const { requestId } = await openRefund();
    const forStaff = await post('operator-refunds', { State: 'open' }, { headers: staff.headers });
    const row = forStaff.body.data.Rows.find((r: { Id: number }) => r.Id === requestId);
    expect(row.Iban).toBe('TR33 **** **** **** **** 8413 26');
    expect(JSON.stringify(forStaff.body)).not.toContain(IBAN);
    const forOwner = await post('operator-refunds', { State: 'open' }, { headers: owner.headers });
    expect(forOwner.body.data.Rows.find((r: { Id: number }) => r.Id === requestId).Iban).toBe(IBAN);
    expect((await post('operator-refunds', { State: 'closed' }, { headers: staff.headers })).status).toBe(400);
  });

  it('approves 7 → 8 with the bank reference: history with the operator, a mail in the order’s language, the audit row; a second answer is 409', async () => {
    const { order, requestId } = await openRefund('USD');
    const bad = await post('operator-refund-approve', { RequestId: requestId, BankReference: '' }, { headers: staff.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.BankReference).toBe(en.validation.required);
    const badTr = await post('operator-refund-approve', { LanguageId: 1, RequestId: requestId, BankReference: '<script>' }, { headers: staff.headers });
    expect(badTr.body.errors.BankReference).toBe(tr.validation.type);

    const { status, body } = await post('operator-refund-approve', { LanguageId: 2, RequestId: requestId, BankReference: 'FAST-2026-000123' }, { headers: staff.headers });
    expect(status).toBe(200);
    expect(body.message).toBe(en.notices.refund_approved);
    const [moved] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(moved).toMatchObject({ status: 8, previousStatus: 7 });
    const [history] = await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(desc(orderStatusHistory.id)).limit(1);
    expect(history).toMatchObject({ status: 8, operatorId: staff.id, note: 'FAST-2026-000123' });
    const [mail] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mail).toMatchObject({ to: 'refund.shopper@example.com', languageId: 2, subject: en.mails.refundApproved.subject.replace('{orderNo}', order.orderNo) });
    expect(mail.text).toContain('FAST-2026-000123');
    expect(mail.text).toContain('1326');
    expect(mail.text).not.toContain(IBAN);
    expect(await latestAudit()).toMatchObject({ operatorId: staff.id, action: 'refund.approved', entity: 'order', entityId: String(order.id), before: { status: 'open', orderStatus: 7 }, after: { status: 'approved', orderStatus: 8, bankReference: 'FAST-2026-000123' } });

    const again = await post('operator-refund-reject', { RequestId: requestId, Reason: 'Too late now' }, { headers: staff.headers });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('order_move_not_allowed');

    const shopperView = await post('get-order-detail', { OrderId: order.id, LanguageId: 2 }, { headers: shopperHeaders });
    expect(shopperView.body.data.List[0]).toMatchObject({ Status: 8, RefundRequest: { Status: 'approved', BankReference: 'FAST-2026-000123' } });
  });

  it('rejects 7 → 11 with a reason, mailed in Turkish for a Turkish order', async () => {
    const { order, requestId } = await openRefund('TRY');
    const short = await post('operator-refund-reject', { RequestId: requestId, Reason: 'no' }, { headers: staff.headers });
    expect(short.body.errors.Reason).toBeTruthy();
    const { status } = await post('operator-refund-reject', { RequestId: requestId, Reason: 'Ürün kullanılmış olarak geri geldi.' }, { headers: owner.headers });
    expect(status).toBe(200);
    expect((await shop.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: 11, previousStatus: 7 });
    const [mail] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mail).toMatchObject({ languageId: 1, subject: tr.mails.refundRejected.subject.replace('{orderNo}', order.orderNo) });
    expect(mail.text).toContain('Ürün kullanılmış olarak geri geldi.');
    expect(await latestAudit()).toMatchObject({ action: 'refund.rejected', operatorId: owner.id });
  });

  it('answers 404 for an unknown request and 409 when the order has moved on', async () => {
    expect((await post('operator-refund-approve', { RequestId: 999_999, BankReference: 'REF-1' }, { headers: staff.headers })).status).toBe(404);
    const { order, requestId } = await openRefund();
    await shop.db.update(orders).set({ status: 6 }).where(eq(orders.id, order.id));
    const moved = await post('operator-refund-approve', { RequestId: requestId, BankReference: 'REF-2' }, { headers: staff.headers });
    expect(moved.status).toBe(409);
    // Nothing of the refused answer stays: the request is still open.
    expect((await shop.db.select().from(refundRequests).where(eq(refundRequests.id, requestId)))[0].status).toBe('open');
  });
});

describe('inbox', () => {
  let careerId = 0;
  beforeAll(async () => {
    await writeMedia('cv/test-cv.pdf', Buffer.from('%PDF-1.4 test cv %%EOF'), privateMediaRoot());
    [{ id: careerId }] = await shop.db
      .insert(careerApplications)
      .values({ nameSurname: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+905320000000', birthDate: '1990-01-01', message: 'Merhaba', extension: 'pdf', cvPath: 'cv/test-cv.pdf', languageId: 2 })
      .returning({ id: careerApplications.id });
  });

  it('lists each kind, filtered and sorted; marks handled once; replies through the outbox', async () => {
    const [message] = await shop.db.insert(contactMessages).values({ nameSurname: 'Zeynep Ak', email: 'zeynep@example.com', phone: '+905321112233', subject: 'product-problem', message: 'Kırık', languageId: 2 }).returning();
    const list = await post('operator-inbox', { Kind: 'contact', State: 'open', Query: 'zeynep', Sort: 'name', Dir: 'asc' }, { headers: staff.headers });
    expect(list.body.data.Rows).toEqual([expect.objectContaining({ Id: message.id, Name: 'Zeynep Ak', Language: 'en', HandledAt: null, Details: { Subject: 'product-problem', Message: 'Kırık' } })]);
    expect((await post('operator-inbox', { Kind: 'career' }, { headers: staff.headers })).body.data.Rows[0]).toMatchObject({ Id: careerId, Details: { CvType: 'pdf' } });
    expect((await post('operator-inbox', { Kind: 'letters' }, { headers: staff.headers })).status).toBe(400);

    const reply = await post('operator-inbox-reply', { Kind: 'contact', Id: message.id, Subject: 'Siparişiniz', Message: 'Yenisini gönderiyoruz.' }, { headers: staff.headers });
    expect(reply.status).toBe(200);
    const [mail] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.id, reply.body.data.MailId));
    expect(mail).toMatchObject({ to: 'zeynep@example.com', replyTo: staff.email, subject: 'Siparişiniz', text: 'Yenisini gönderiyoruz.', languageId: 2 });
    expect(await latestAudit()).toMatchObject({ action: 'inbox.replied', entity: 'contact', entityId: String(message.id), after: { handledBy: staff.id } });
    expect((await post('operator-inbox-handled', { Kind: 'contact', Id: message.id }, { headers: staff.headers })).status).toBe(409);

    const designerLess = await post('operator-inbox-handled', { Kind: 'career', Id: careerId }, { headers: staff.headers });
    expect(designerLess.status).toBe(200);
    expect(await latestAudit()).toMatchObject({ action: 'inbox.handled', entity: 'career', before: { handledAt: null } });
    expect((await post('operator-inbox-handled', { Kind: 'designer', Id: 999_999 }, { headers: staff.headers })).status).toBe(404);
    const empty = await post('operator-inbox-reply', { Kind: 'contact', Id: message.id, Subject: '', Message: '' }, { headers: staff.headers });
    expect(Object.keys(empty.body.errors).sort()).toEqual(['Message', 'Subject']);
  });

  it('hands the CV to an operator with its stored type; 404 for an unknown application', async () => {
    const { status, body } = await post('operator-cv', { Id: careerId }, { headers: staff.headers });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ ContentType: 'application/pdf', FileName: `cv-${careerId}-ayse-yilmaz.pdf` });
    expect(Buffer.from(body.data.Base64, 'base64').toString()).toBe('%PDF-1.4 test cv %%EOF');
    expect((await post('operator-cv', { Id: 999_999 }, { headers: staff.headers })).status).toBe(404);
    expect((await post('operator-cv', { Id: careerId }, { headers: shopperHeaders })).status).toBe(403);
  });
});

describe('mail', () => {
  it('lists failed mails with their error and resends one; a sent mail is 409, an unknown 404', async () => {
    const [failed] = await shop.db.insert(mailOutbox).values({ to: 'fail@example.com', subject: 'Fails', text: 't', html: 'h', error: '550 mailbox unavailable', attempts: 10 }).returning();
    const [sent] = await shop.db.insert(mailOutbox).values({ to: 'ok@example.com', subject: 'Sent', text: 't', html: 'h', sentAt: new Date() }).returning();
    const list = await post('operator-outbox', { State: 'failed', Sort: 'attempts', Dir: 'desc' }, { headers: staff.headers });
    expect(list.body.data.Rows[0]).toMatchObject({ Id: failed.id, Error: '550 mailbox unavailable', GaveUp: true });
    expect(list.body.data.Rows.some((row: { Id: number }) => row.Id === sent.id)).toBe(false);

    expect((await post('operator-mail-resend', { Id: failed.id }, { headers: staff.headers })).status).toBe(200);
    expect((await shop.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id)))[0]).toMatchObject({ attempts: 0, nextAttemptAt: null });
    expect(await latestAudit()).toMatchObject({ action: 'mail.resent', entity: 'mail', before: { attempts: 10 }, after: { attempts: 0 } });
    expect((await post('operator-mail-resend', { Id: sent.id }, { headers: staff.headers })).status).toBe(409);
    expect((await post('operator-mail-resend', { Id: 999_999 }, { headers: staff.headers })).status).toBe(404);
    expect((await post('operator-mail-resend', { Id: 'x' }, { headers: staff.headers })).body.errors.Id).toBeTruthy();
  });

  it('lists, exports and removes newsletter subscribers', async () => {
    const [one] = await shop.db.insert(subscribers).values([{ email: 'b.reader@example.com' }, { email: 'a.reader@example.com', languageId: 2 }]).returning();
    const list = await post('operator-subscribers', { Query: 'reader', Sort: 'email', Dir: 'asc' }, { headers: staff.headers });
    expect(list.body.data.Rows.map((row: { Email: string }) => row.Email)).toEqual(['a.reader@example.com', 'b.reader@example.com']);
    const all = await post('operator-subscribers-export', {}, { headers: staff.headers });
    expect(all.body.data.map((row: { Email: string }) => row.Email)).toEqual(expect.arrayContaining(['a.reader@example.com', 'b.reader@example.com']));
    expect((await post('operator-subscriber-remove', { Id: one.id }, { headers: staff.headers })).status).toBe(200);
    expect(await shop.db.select().from(subscribers).where(eq(subscribers.id, one.id))).toEqual([]);
    expect(await latestAudit()).toMatchObject({ action: 'subscriber.removed', before: { email: 'b.reader@example.com' }, after: null });
    expect((await post('operator-subscriber-remove', { Id: one.id }, { headers: staff.headers })).status).toBe(404);
  });
});

describe('operators (owner only)', () => {
  it('invites with a one-time link, changes a role, disables and enables, resets two-factor; never on oneself', async () => {
    const bad = await post('operator-invite', { Email: 'not-an-address', Role: 'boss' }, { headers: owner.headers });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['Email', 'Role']);
    const invited = await post('operator-invite', { LanguageId: 2, Email: 'new.staff@vitrin.example', Name: 'New Staff', Role: 'staff' }, { headers: owner.headers });
    expect(invited.status).toBe(200);
    expect(invited.body.data.Link).toMatch(/^http:\/\/[^/]+\/en\/yonetim\/sifre\/[\w-]+$/);
    expect((await post('operator-invite', { Email: 'NEW.staff@vitrin.example', Role: 'staff' }, { headers: owner.headers })).status).toBe(409);
    const id = invited.body.data.Id;
    const code = invited.body.data.Link.split('/').pop();
    expect((await post('operator-password-link', { Code: code })).body.data).toEqual({ Email: 'new.staff@vitrin.example' });
    const listed = await post('operator-operators', { Sort: 'email', Dir: 'asc' }, { headers: owner.headers });
    expect(listed.body.data.Rows.find((row: { Id: number }) => row.Id === id)).toMatchObject({ Role: 'staff', IsActive: true, InvitePending: true, TwoFactor: false });
    expect(JSON.stringify(listed.body)).not.toMatch(/argon2|passwordHash|totpSecret/);

    expect((await post('operator-role', { Id: id, Role: 'editor' }, { headers: owner.headers })).status).toBe(200);
    expect(await latestAudit()).toMatchObject({ action: 'operator.role-changed', before: { role: 'staff' }, after: { role: 'editor' } });
    expect((await post('operator-role', { Id: staff.id, Role: 'boss' }, { headers: owner.headers })).body.errors.Role).toBeTruthy();

    const other = await operatorWithSession('staff');
    expect((await post('operator-active', { Id: other.id, Active: false }, { headers: owner.headers })).status).toBe(200);
    expect((await post('operator-me', {}, { headers: other.headers })).status).toBe(401);
    expect((await post('operator-active', { Id: other.id, Active: true }, { headers: owner.headers })).status).toBe(200);
    expect((await shop.db.select().from(operators).where(eq(operators.id, other.id)))[0].isActive).toBe(true);

    const secondOwner = await operatorWithSession('owner');
    expect((await post('operator-two-factor-reset', { Id: secondOwner.id }, { headers: owner.headers })).status).toBe(200);
    expect((await shop.db.select().from(operators).where(eq(operators.id, secondOwner.id)))[0].totpSecret).toBeNull();
    expect(await shop.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, secondOwner.id))).toEqual([]);
    expect(await latestAudit()).toMatchObject({ action: 'operator.two-factor-reset', before: { twoFactor: true }, after: { twoFactor: false } });

    for (const [name, data] of [['operator-role', { Id: owner.id, Role: 'staff' }], ['operator-active', { Id: owner.id, Active: false }], ['operator-two-factor-reset', { Id: owner.id }]] as const) {
      const self = await post(name, data, { headers: owner.headers });
      expect(self.status).toBe(409);
      expect(self.body.code).toBe('operator_self');
    }
    expect((await post('operator-role', { Id: 999_999, Role: 'staff' }, { headers: owner.headers })).status).toBe(404);
    const actions = await shop.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'operator'), eq(auditLog.entityId, String(id))));
    expect(actions.map((row) => row.action)).toEqual(['operator.added', 'operator.role-changed']);
  });
});
