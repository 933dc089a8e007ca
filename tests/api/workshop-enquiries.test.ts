/** @jest-environment node */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { layoutInfo, mailOutbox, workshopEnquiries, workshops } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';

let shop: Database;
let shopEmail: string;
let workshop: typeof workshops.$inferSelect;
beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  shop = await freshShop({ products: 12 });
  [{ email: shopEmail }] = await shop.db.select({ email: layoutInfo.email }).from(layoutInfo);
  [workshop] = await shop.db.select().from(workshops).where(and(eq(workshops.isWorkshop, true), isNotNull(workshops.feeTry))).orderBy(workshops.id).limit(1);
});

const languages = [
  { LanguageId: 1, lang: 'tr' as const, messages: tr, title: () => workshop.titleTr },
  { LanguageId: 2, lang: 'en' as const, messages: en, title: () => workshop.titleEn },
];

let ipCounter = 0;
const from = () => ({ headers: { 'x-vitrin-client-ip': `198.51.100.${++ipCounter}` } });
const good = (overrides: Record<string, unknown> = {}) => ({
  WorkshopId: workshop.id, NameSurname: ' Deniz Kaya ', Email: 'deniz@example.com', Phone: '(532) 123 45 67', Seats: 2, Message: 'Malzemeler dahil mi?', KvkkAccepted: true, ...overrides,
});

describe('a workshop’s fee follows the page’s currency', () => {
  it.each(languages)('in $lang the detail carries the fee of its own price list', async ({ LanguageId, lang }) => {
    const { body } = await post('get-arts-workshops-detail', { LanguageId, Id: workshop.id });
    expect(body.data.detailData).toMatchObject({ Fee: lang === 'tr' ? workshop.feeTry : workshop.feeUsd, Currency: lang === 'tr' ? 'TRY' : 'USD' });
    // No amount in lira is written into the English text.
    if (lang === 'en') expect(body.data.detailData.Description).not.toMatch(/\bTL\b/);
  });
});

describe('/add-workshop-enquiry', () => {
  it.each(languages)('in $lang: stores the enquiry, a receipt to the sender naming the workshop, and a notice to the shop', async ({ LanguageId, lang, messages, title }) => {
    const Email = `enquirer-${lang}@example.com`;
    const { status, body } = await post('add-workshop-enquiry', { LanguageId, ...good({ Email }) }, from());
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: messages.notices.workshop_enquiry_sent, data: null });
    const [row] = await shop.db.select().from(workshopEnquiries).where(eq(workshopEnquiries.email, Email));
    expect(row).toMatchObject({ workshopId: workshop.id, nameSurname: 'Deniz Kaya', phone: '+905321234567', seats: 2, languageId: LanguageId });
    const [notice, receipt] = await shop.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    expect(receipt).toMatchObject({ to: Email, subject: messages.mails.receipt.workshopEnquiry.subject, languageId: LanguageId });
    expect(receipt.text).toContain(title());
    expect(notice).toMatchObject({ to: shopEmail, replyTo: Email });
    expect(notice.subject).toContain(workshop.titleTr);
    expect(notice.text).toContain('Malzemeler dahil mi?');
  });

  it('refuses a missing consent, too many places and an unknown workshop, storing nothing', async () => {
    const count = async () => (await shop.db.select({ n: sql<number>`count(*)::int` }).from(workshopEnquiries))[0].n;
    const before = await count();
    const consent = await post('add-workshop-enquiry', { LanguageId: 2, ...good({ KvkkAccepted: false }) }, from());
    expect(consent.status).toBe(400);
    const seats = await post('add-workshop-enquiry', { LanguageId: 2, ...good({ Seats: 40 }) }, from());
    expect(seats.status).toBe(400);
    const unknown = await post('add-workshop-enquiry', { LanguageId: 2, ...good({ WorkshopId: 999_999 }) }, from());
    expect(unknown.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('still keeps the enquiry, and still answers the sender, when the shop has no address on file to notify', async () => {
    const [info] = await shop.db.select().from(layoutInfo);
    await shop.db.delete(layoutInfo);
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const Email = 'no-shop-mail@example.com';
      expect((await post('add-workshop-enquiry', { LanguageId: 1, ...good({ Email }) }, from())).status).toBe(200);
      expect(await shop.db.select().from(workshopEnquiries).where(eq(workshopEnquiries.email, Email))).toHaveLength(1);
      const mails = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, Email));
      expect(mails).toHaveLength(0);
      const [receipt] = await shop.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(receipt.to).toBe(Email);
    } finally {
      quiet.mockRestore();
      await shop.db.insert(layoutInfo).values(info);
    }
  });
});

// The entry declares the registry's ONE_PERSONS_FORM limit: the registry counts it and refuses in the caller's language.
describe('/add-workshop-enquiry rate limits', () => {
  it.each(languages)('one address may send 5 enquiries in ten minutes, then a 429 in $lang, storing nothing more', async ({ LanguageId, lang, messages }) => {
    const ip = { headers: { 'x-vitrin-client-ip': `203.0.113.${LanguageId}`, 'accept-language': lang } };
    for (let i = 0; i < 5; i++) expect((await post('add-workshop-enquiry', { LanguageId, ...good({ Email: `ip-${lang}-${i}@example.com` }) }, ip)).status).toBe(200);
    const refused = await post('add-workshop-enquiry', { LanguageId, ...good({ Email: `ip-${lang}-5@example.com` }) }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ succeeded: false, code: 'too_many_requests', message: messages.errors.too_many_requests, data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await shop.db.select().from(workshopEnquiries).where(eq(workshopEnquiries.email, `ip-${lang}-5@example.com`))).toHaveLength(0);
  });

  it('one email may send 5 enquiries an hour, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await post('add-workshop-enquiry', { LanguageId: 2, ...good({ Email: 'busy@example.com' }) }, from())).status).toBe(200);
    expect((await post('add-workshop-enquiry', { LanguageId: 2, ...good({ Email: 'BUSY@example.com' }) }, from())).status).toBe(429);
  });
});
