/** @jest-environment node */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { contactMessages, layoutInfo, mailOutbox } from '@/lib/server/db/schema';
import { KVKK_CONTRACT_ID } from '@/lib/shop/contracts';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';

let shop: Database;
let shopEmail: string;
beforeAll(async () => {
  // Every queued mail logs a line; the tests read the outbox instead.
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  shop = await freshShop({ products: 12 });
  [{ email: shopEmail }] = await shop.db.select({ email: layoutInfo.email }).from(layoutInfo);
});

const from = (ip: string, language = 'en-US') => ({ headers: { 'x-vitrin-client-ip': ip, 'accept-language': language } });

const languages = [
  { LanguageId: 1, lang: 'tr' as const, messages: tr },
  { LanguageId: 2, lang: 'en' as const, messages: en },
];

let ipCounter = 0;
/** Each case writes from an address of its own, so the per-address limit is only met where it is tested. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const good = (overrides: Record<string, unknown> = {}) => ({
  NameSurname: '  Ayşe Yılmaz ',
  Email: 'ayse@example.com',
  Phone: '(532) 123 45 67',
  Subject: 'cancel-return',
  Message: 'Siparişimi iade etmek istiyorum.',
  KvkkAccepted: true,
  ...overrides,
});

const counts = async () => ({
  messages: (await shop.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0].n,
  mails: (await shop.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0].n,
});

describe('/add-contact-form stores the message, the sender\'s receipt and the notice to the shop', () => {
  it.each(languages)('in $lang: a row with the stable subject key and +90 phone, a receipt to the sender and a mail to the shop', async ({ LanguageId, lang, messages }) => {
    const before = await counts();
    const Email = `writer-${lang}@example.com`;
    const { status, body } = await post('add-contact-form', { LanguageId, ...good({ Email, Subject: 'new-brand', Message: 'Line one <b>bold</b>\nline two' }) }, from(freshIp(), lang));
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: messages.notices.contact_sent, data: null });
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 2 });

    const [row] = await shop.db.select().from(contactMessages).where(eq(contactMessages.email, Email));
    expect(row).toMatchObject({ nameSurname: 'Ayşe Yılmaz', phone: '+905321234567', subject: 'new-brand', message: 'Line one <b>bold</b>\nline two', languageId: LanguageId });
    expect(row.kvkkAcceptedAt).toBeInstanceOf(Date);

    const [mail, receipt] = await shop.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    // The sender hears back in the language they wrote in, greeted by name.
    expect(receipt).toMatchObject({ to: Email, replyTo: null, languageId: LanguageId, subject: messages.mails.receipt.contact.subject });
    expect(receipt.text).toContain(messages.mails.receipt.contact.body);
    expect(receipt.html).toContain(`<div lang="${lang}">`);
    // The shop's people read Turkish whatever language the shopper wrote in; a reply goes to the shopper.
    expect(mail).toMatchObject({ to: shopEmail, replyTo: Email, languageId: 1, sentAt: null });
    expect(mail.subject).toBe(`Yeni iletişim mesajı: ${tr.contact.subjects['new-brand']} – Ayşe Yılmaz`);
    expect(mail.text).toContain('+905321234567');
    expect(mail.text).toContain(`${tr.mail.contact.language}: ${tr.language[lang]}`);
    expect(mail.text).toContain(`${tr.mail.contact.reference}: ${row.id}`);
    expect(mail.text).toContain('Line one <b>bold</b>\nline two');
    // What the shopper typed is text in the HTML body, never markup.
    expect(mail.html).toContain('Line one &lt;b&gt;bold&lt;/b&gt;<br>line two');
    expect(mail.html).not.toContain('<b>bold</b>');
  });

  it('keeps a header on one line whatever was typed into the name', async () => {
    await post('add-contact-form', good({ NameSurname: 'Ali\r\nBcc: x@example.com', Email: 'header@example.com' }), from(freshIp()));
    const [mail] = await shop.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('writes nothing when the notice cannot be queued: the message and its mail are one transaction', async () => {
    const before = await counts();
    // The database itself refuses the outbox row (NOT VALID: only new rows are checked).
    await shop.db.execute(sql`alter table mail_outbox add constraint outbox_refuses check (false) not valid`);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { status, body } = await post('add-contact-form', good({ Email: 'atomic@example.com' }), from(freshIp()));
      expect(status).toBe(500);
      expect(body.succeeded).toBe(false);
    } finally {
      quiet.mockRestore();
      await shop.db.execute(sql`alter table mail_outbox drop constraint outbox_refuses`);
    }
    expect(await counts()).toEqual(before);
  });

  it('still keeps the message, and still answers the sender, when the shop has no address on file to notify', async () => {
    const [info] = await shop.db.select().from(layoutInfo);
    await shop.db.delete(layoutInfo);
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const before = await counts();
      expect((await post('add-contact-form', good({ Email: 'no-shop-mail@example.com' }), from(freshIp()))).status).toBe(200);
      expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
      const [receipt] = await shop.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(receipt.to).toBe('no-shop-mail@example.com');
    } finally {
      quiet.mockRestore();
      await shop.db.insert(layoutInfo).values(info);
    }
  });
});

describe('/add-contact-form takes the subject as the spec\'s call table sends it', () => {
  // Spec 01 §5 lists the Turkish labels; the English ones are what the form shows on /en.
  const labels: [string, string][] = [
    ['İptal & İade', 'cancel-return'],
    ['Ürün Problemi', 'product-problem'],
    ['Yeni Marka', 'new-brand'],
    ['Diğer', 'other'],
    ...Object.entries(en.contact.subjects).map(([key, label]): [string, string] => [label, key]),
  ];

  it.each(labels)('"%s" is stored as the key %s', async (Subject, key) => {
    const Email = `label-${key}-${ipCounter}@example.com`;
    const { status } = await post('add-contact-form', good({ Email, Subject }), from(freshIp()));
    expect(status).toBe(200);
    const [row] = await shop.db.select({ subject: contactMessages.subject }).from(contactMessages).where(eq(contactMessages.email, Email));
    expect(row.subject).toBe(key);
  });

  it('the spec\'s Turkish labels are the ones the form shows on /tr', () => {
    expect(Object.fromEntries(labels.slice(0, 4).map(([label, key]) => [key, label]))).toEqual(tr.contact.subjects);
  });

  it('a label typed with decomposed letters and spaces around names the same subject', async () => {
    const Email = 'decomposed@example.com';
    expect((await post('add-contact-form', good({ Email, Subject: ' Ürün Problemi '.normalize('NFD') }), from(freshIp()))).status).toBe(200);
    const [row] = await shop.db.select({ subject: contactMessages.subject }).from(contactMessages).where(eq(contactMessages.email, Email));
    expect(row.subject).toBe('product-problem');
  });
});

describe('/add-contact-form refuses bad input with a message beside each field and stores nothing', () => {
  it.each(languages)('in $lang', async ({ lang, messages }) => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ KvkkAccepted: false }, { KvkkAccepted: messages.validation.kvkk }],
      [{ KvkkAccepted: undefined }, { KvkkAccepted: messages.validation.kvkk }],
      [{ Phone: '123' }, { Phone: messages.validation.phone }],
      [{ Phone: '(032) 123 45 67' }, { Phone: messages.validation.phone }],
      [{ Message: 'x'.repeat(451) }, { Message: messages.validation.maxLength.replace('{max}', '450') }],
      [{ Subject: 'spam' }, { Subject: messages.validation.oneOf }],
      // A label names a subject only whole: a part of one is no subject.
      [{ Subject: 'İptal' }, { Subject: messages.validation.oneOf }],
      [{ NameSurname: ' ', Email: 'nope', Message: '', Subject: '' }, { NameSurname: messages.validation.required, Email: messages.validation.email, Message: messages.validation.required, Subject: messages.validation.required }],
    ];
    const before = await counts();
    for (const [overrides, errors] of cases) {
      const { status, body } = await post('add-contact-form', good(overrides), from(freshIp(), lang));
      expect(status).toBe(400);
      expect(body).toMatchObject({ succeeded: false, code: 'validation_failed' });
      expect(body.errors).toEqual(errors);
    }
    expect(await counts()).toEqual(before);
  });

  it('uses the spec\'s own sentence for the unticked personal-data box', () => {
    expect(tr.validation.kvkk).toBe("Lütfen Kişisel Verilerin Korunması Kanunu'nu okuyup kabul ediniz.");
  });

  it('accepts a message of exactly 450 characters, counted after trimming', async () => {
    expect((await post('add-contact-form', good({ Email: 'long@example.com', Message: ` ${'x'.repeat(450)} ` }), from(freshIp()))).status).toBe(200);
  });
});

describe('/add-contact-form rate limits', () => {
  it.each(languages)('one address may send 5 messages in ten minutes, then a 429 in $lang', async ({ lang, messages }) => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post('add-contact-form', good({ Email: `ip-${lang}-${i}@example.com` }), from(ip, lang))).status).toBe(200);
    const before = await counts();
    const refused = await post('add-contact-form', good({ Email: `ip-${lang}-5@example.com` }), from(ip, lang));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ succeeded: false, code: 'too_many_requests', message: messages.errors.too_many_requests, data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('one email may send 5 messages an hour, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await post('add-contact-form', good({ Email: 'busy@example.com' }), from(freshIp()))).status).toBe(200);
    expect((await post('add-contact-form', good({ Email: 'BUSY@example.com' }), from(freshIp()))).status).toBe(429);
  });
});

it('the consent links to the personal-data notice, whose id the seed keeps', async () => {
  const { body } = await post('get-contracts', { LanguageId: 1 });
  expect(body.data.contractList.find((contract: { Id: number }) => contract.Id === KVKK_CONTRACT_ID).Title).toBe('KVKK Aydınlatma Metni');
});
