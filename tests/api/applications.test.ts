/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { careerApplications, categories, designerApplications, districts, layoutInfo, mailOutbox } from '@/lib/server/db/schema';
import { mediaResponse } from '@/lib/server/media/serve';
import { privateMediaRoot } from '@/lib/server/media/store';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';

let shop: Database;
let shopEmail = '';
let mainCategory = 0;
let childCategory = 0;
let kadikoy = 0;
let cankaya = 0;

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-apply-'));
  shop = await freshShop({ products: 8 });
  [{ email: shopEmail }] = await shop.db.select({ email: layoutInfo.email }).from(layoutInfo);
  [{ id: mainCategory }] = await shop.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).limit(1);
  [{ id: childCategory }] = await shop.db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).limit(1);
  [{ id: kadikoy }] = await shop.db.select({ id: districts.id }).from(districts).where(and(eq(districts.cityId, 34), eq(districts.name, 'Kadıköy')));
  [{ id: cankaya }] = await shop.db.select({ id: districts.id }).from(districts).where(and(eq(districts.cityId, 6), eq(districts.name, 'Çankaya')));
});

const languages = [
  { LanguageId: 1, lang: 'tr' as const, messages: tr },
  { LanguageId: 2, lang: 'en' as const, messages: en },
];

let caller = 0;
/** A new client address per call, so the per-IP limit only counts where a test means it to. */
const fresh = (lang = 'en-US') => ({ headers: { 'x-vitrin-client-ip': `198.18.${Math.floor(++caller / 250)}.${caller % 250}`, 'accept-language': lang } });

const count = async (table: typeof designerApplications | typeof careerApplications | typeof mailOutbox) =>
  (await shop.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const storedCvs = () => {
  const folder = path.join(privateMediaRoot(), 'cv');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));

describe('/add-designer-form', () => {
  const good = () => ({
    NameSurname: '  Elif Yılmaz ',
    Email: 'elif@example.com',
    Phone: '0532 123 45 67',
    CategoryId: mainCategory,
    Website: 'elifstudio.com',
    CityId: 34,
    DistrictId: kadikoy,
  });

  it.each(languages)('stores the application, a receipt to the applicant and a mail to the shop in one go, answered in $lang', async ({ LanguageId, lang, messages }) => {
    const mails = await count(mailOutbox);
    const email = `designer-${lang}@example.com`;
    const { status, body } = await post('add-designer-form', { ...good(), LanguageId, Email: email }, fresh(lang));
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: messages.notices.designerApplicationReceived, data: null });
    const [row] = await shop.db.select().from(designerApplications).where(eq(designerApplications.email, email));
    expect(row).toMatchObject({
      nameSurname: 'Elif Yılmaz',
      phone: '+905321234567',
      categoryId: mainCategory,
      website: 'https://elifstudio.com',
      cityId: 34,
      districtId: kadikoy,
      languageId: LanguageId,
    });
    expect(await count(mailOutbox)).toBe(mails + 2);
    const [mail, receipt] = await shop.db.select().from(mailOutbox).orderBy(sql`${mailOutbox.id} desc`).limit(2);
    expect(receipt).toMatchObject({ to: email, languageId: LanguageId, subject: messages.mails.receipt.designerApplication.subject });
    expect(receipt.text).toContain(messages.mails.receipt.designerApplication.body);
    // Like the contact form's notice: replying answers the applicant, and the row's number is given.
    expect(mail).toMatchObject({ to: shopEmail, replyTo: email, subject: 'Yeni tasarımcı başvurusu: Elif Yılmaz' });
    expect(mail.text).toContain(`${tr.mails.fields.reference}: ${row.id}`);
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('Kadıköy / İstanbul');
    expect(mail.html).toContain('<div lang="tr">');
  });

  it('keeps a full address as typed and accepts no website', async () => {
    await post('add-designer-form', { ...good(), Email: 'full@example.com', Website: 'http://shop.example.org/elif' }, fresh());
    await post('add-designer-form', { ...good(), Email: 'none@example.com', Website: '' }, fresh());
    const rows = await shop.db.select({ email: designerApplications.email, website: designerApplications.website }).from(designerApplications);
    expect(rows).toEqual(expect.arrayContaining([{ email: 'full@example.com', website: 'http://shop.example.org/elif' }, { email: 'none@example.com', website: '' }]));
  });

  it.each(languages)('refuses bad fields with a localized message beside each, storing nothing, in $lang', async ({ lang, messages }) => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ Phone: '123' }, { Phone: messages.validation.phone }],
      [{ Email: 'not-an-email' }, { Email: messages.validation.email }],
      [{ NameSurname: '', Website: 'not a site' }, { NameSurname: messages.validation.required, Website: messages.validation.url }],
      [{ Website: 'javascript:alert(1)' }, { Website: messages.validation.url }],
      [{ CategoryId: '' }, { CategoryId: messages.validation.required }],
      [{ CategoryId: childCategory }, { CategoryId: messages.validation.oneOf }],
      [{ CategoryId: 999_999 }, { CategoryId: messages.validation.oneOf }],
      [{ DistrictId: cankaya }, { DistrictId: messages.validation.districtOfCity }],
      [{ CityId: 99, DistrictId: kadikoy }, { CityId: messages.validation.oneOf }],
      [{ CityId: '', DistrictId: '' }, { CityId: messages.validation.required, DistrictId: messages.validation.required }],
    ];
    const [applications, mails] = [await count(designerApplications), await count(mailOutbox)];
    for (const [change, errors] of cases) {
      const { status, body } = await post('add-designer-form', { ...good(), ...change }, fresh(lang));
      expect([change, status]).toEqual([change, 400]);
      expect(body.code).toBe('validation_failed');
      expect(body.errors).toEqual(errors);
      expect(body.message).toBe(Object.values(errors)[0]);
    }
    expect([await count(designerApplications), await count(mailOutbox)]).toEqual([applications, mails]);
  });

  it('allows one address 5 applications an hour', async () => {
    const ip = { headers: { 'x-vitrin-client-ip': '203.0.113.77' } };
    for (let i = 0; i < 5; i++) expect((await post('add-designer-form', { ...good(), Email: `limit-${i}@example.com` }, ip)).status).toBe(200);
    const refused = await post('add-designer-form', { ...good(), Email: 'limit-5@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await shop.db.select().from(designerApplications).where(eq(designerApplications.email, 'limit-5@example.com'))).toEqual([]);
  });
});

/** Real enough files: what the content check reads is their first bytes (and a .docx's part name). */
const pdf = (size = 2000) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from('%%EOF\n')]);
};
const doc = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 1)]);
const docx = () => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26, 0), Buffer.from('[Content_Types].xml'), Buffer.alloc(40, 7), Buffer.from('PK\x03\x04'), Buffer.alloc(26, 0), Buffer.from('word/document.xml'), Buffer.alloc(200, 9)]);
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 3)]);
const zip = () => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26, 0), Buffer.from('photos/one.jpg'), Buffer.alloc(200, 9)]);

describe('/add-career-form', () => {
  const good = (file = pdf(), extra: Record<string, unknown> = {}) => ({
    NameSurname: 'Deniz Kaya',
    Phone: '(532) 765 43 21',
    BirthDate: '1995-04-23',
    Gender: 3,
    Message: 'I have five years of customer care experience in design shops.',
    Email: 'deniz@example.com',
    Extension: 'pdf',
    File: file.toString('base64'),
    ...extra,
  });

  it.each(languages)('stores the application, the CV privately, a receipt to the applicant and a mail to the shop, answered in $lang', async ({ LanguageId, lang, messages }) => {
    const mails = await count(mailOutbox);
    const email = `career-${lang}@example.com`;
    const file = pdf(4000 + LanguageId);
    const { status, body } = await post('add-career-form', { ...good(file), LanguageId, Email: email, Gender: '2' }, fresh(lang));
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: messages.notices.careerApplicationReceived, data: null });
    const [row] = await shop.db.select().from(careerApplications).where(eq(careerApplications.email, email));
    expect(row).toMatchObject({ nameSurname: 'Deniz Kaya', phone: '+905327654321', birthDate: '1995-04-23', gender: 2, extension: 'pdf', languageId: LanguageId });
    expect(row.cvPath).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(privateMediaRoot(), row.cvPath!)).equals(file)).toBe(true);
    expect(await count(mailOutbox)).toBe(mails + 2);
    const [mail, receipt] = await shop.db.select().from(mailOutbox).orderBy(sql`${mailOutbox.id} desc`).limit(2);
    expect(receipt).toMatchObject({ to: email, languageId: LanguageId, subject: messages.mails.receipt.careerApplication.subject });
    expect(receipt.text).toContain(messages.mails.receipt.careerApplication.body);
    expect(mail).toMatchObject({ to: shopEmail, subject: 'Yeni iş başvurusu: Deniz Kaya' });
    expect(mail.text).toContain('Kadın');
    expect(mail.text).toContain(row.cvPath!);
  });

  it('takes Word files by their content, .doc and .docx, and stores the type it found', async () => {
    for (const [file, type] of [[doc(), 'doc'], [docx(), 'docx']] as const) {
      const email = `word-${type}@example.com`;
      expect((await post('add-career-form', good(file, { Email: email, Extension: type }), fresh())).status).toBe(200);
      const [row] = await shop.db.select().from(careerApplications).where(eq(careerApplications.email, email));
      expect(row.extension).toBe(type);
      expect(row.cvPath!.endsWith(`.${type}`)).toBe(true);
    }
    // No Extension sent: the content decides.
    expect((await post('add-career-form', good(docx(), { Email: 'no-ext@example.com', Extension: undefined }), fresh())).status).toBe(200);
  });

  it.each(languages)('refuses bad fields with a localized message beside each, storing nothing, in $lang', async ({ lang, messages }) => {
    const today = new Date();
    const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const tomorrow = iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1));
    const fifteen = iso(new Date(today.getFullYear() - 15, today.getMonth(), today.getDate()));
    const fileSize = fill(messages.validation.fileSize, { max: 5 });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ Phone: '555' }, { Phone: messages.validation.phone }],
      [{ Email: 'deniz@' }, { Email: messages.validation.email }],
      [{ BirthDate: '2001-02-30' }, { BirthDate: messages.validation.date }],
      [{ BirthDate: '23.04.1995' }, { BirthDate: messages.validation.date }],
      [{ BirthDate: tomorrow }, { BirthDate: messages.validation.pastDate }],
      [{ BirthDate: iso(today) }, { BirthDate: messages.validation.pastDate }],
      [{ BirthDate: fifteen }, { BirthDate: fill(messages.validation.minAge, { min: 16 }) }],
      [{ Gender: 4 }, { Gender: messages.validation.oneOf }],
      [{ Gender: '' }, { Gender: messages.validation.required }],
      [{ Message: 'x'.repeat(1001) }, { Message: fill(messages.validation.maxLength, { max: 1000 }) }],
      [{ File: png().toString('base64'), Extension: undefined }, { File: messages.validation.fileType }],
      [{ File: zip().toString('base64'), Extension: undefined }, { File: messages.validation.fileType }],
      [{ File: 'not base64!' }, { File: messages.validation.fileType }],
      [{ File: doc().toString('base64'), Extension: 'pdf' }, { File: messages.validation.fileType }],
      [{ File: '' }, { File: messages.validation.required }],
      [{ File: pdf(5 * 1024 * 1024 + 1).toString('base64') }, { File: fileSize }],
    ];
    const [applications, mails, cvs] = [await count(careerApplications), await count(mailOutbox), storedCvs().length];
    for (const [change, errors] of cases) {
      const { status, body } = await post('add-career-form', { ...good(), ...change }, fresh(lang));
      expect([Object.keys(change), status]).toEqual([Object.keys(change), 400]);
      expect(body.errors).toEqual(errors);
    }
    expect([await count(careerApplications), await count(mailOutbox), storedCvs().length]).toEqual([applications, mails, cvs]);
  });

  it.each(languages)('refuses a 6 MB file before reading it, with the file message beside the field, in $lang', async ({ lang, messages }) => {
    const before = await count(careerApplications);
    const { status, body } = await post('add-career-form', good(pdf(6 * 1024 * 1024)), fresh(lang));
    expect(status).toBe(413);
    expect(body).toMatchObject({ succeeded: false, code: 'payload_too_large', errors: { File: fill(messages.validation.fileSize, { max: 5 }) } });
    expect(await count(careerApplications)).toBe(before);
  });

  it('keeps the 64 KB body limit on every other call', async () => {
    const { status, body } = await post('add-designer-form', { NameSurname: 'x'.repeat(70 * 1024) }, fresh());
    expect(status).toBe(413);
    expect(body.errors).toBeUndefined();
  });

  it('never serves a stored CV through the public media route', async () => {
    const [row] = await shop.db.select({ cvPath: careerApplications.cvPath }).from(careerApplications).where(ne(careerApplications.cvPath, '')).limit(1);
    const cvPath = row.cvPath!;
    expect(fs.existsSync(path.join(privateMediaRoot(), cvPath))).toBe(true);
    for (const attempt of [cvPath, `private-media/${cvPath}`, `../private-media/${cvPath}`, `..%2Fprivate-media/${cvPath}`]) {
      expect([attempt, (await mediaResponse(attempt.split('/'))).status]).toEqual([attempt, 404]);
    }
  });
});

describe('a shop with no address on file', () => {
  const designer = () => ({ NameSurname: 'Elif Yılmaz', Phone: '0532 123 45 67', CategoryId: mainCategory, Website: '', CityId: 34, DistrictId: kadikoy });
  const career = () => ({ NameSurname: 'Deniz Kaya', Phone: '(532) 765 43 21', BirthDate: '1995-04-23', Gender: 1, Message: 'Five years in design shops.', Extension: 'pdf', File: pdf().toString('base64') });

  it.each(languages)('still keeps both applications and tells the applicant in $lang; only the notice to the shop is skipped', async ({ LanguageId, lang, messages }) => {
    const [info] = await shop.db.select().from(layoutInfo);
    await shop.db.delete(layoutInfo);
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const [endpoint, table, data, notice] of [
        ['add-designer-form', designerApplications, designer(), messages.notices.designerApplicationReceived],
        ['add-career-form', careerApplications, career(), messages.notices.careerApplicationReceived],
      ] as const) {
        const Email = `${endpoint}-no-shop-${lang}@example.com`;
        const { status, body } = await post(endpoint, { ...data, LanguageId, Email }, fresh(lang));
        expect([endpoint, status, body]).toEqual([endpoint, 200, { succeeded: true, message: notice, data: null }]);
        expect(await shop.db.select().from(table).where(eq(table.email, Email))).toHaveLength(1);
        expect((await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, Email))).map((mail) => mail.languageId)).toEqual([LanguageId]);
        expect(await shop.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, Email))).toEqual([]);
      }
    } finally {
      quiet.mockRestore();
      await shop.db.insert(layoutInfo).values(info);
    }
  });
});
