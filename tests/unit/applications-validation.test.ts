/** @jest-environment node */
import { base64Bytes, documentTypeOf, documentTypeOfBytes, isBase64 } from '@/lib/shop/documents';
import { ageOn, calendarDate, careerApplicationSchema, designerApplicationSchema, isWebAddress } from '@/lib/shop/validation/applications';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (char) => char.charCodeAt(0)) : [value])));

describe('documents by content', () => {
  it('knows PDF, Word 97–2003 and .docx by their first bytes, and nothing else', () => {
    expect(documentTypeOfBytes(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(documentTypeOfBytes(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0))).toBe('doc');
    expect(documentTypeOfBytes(bytes('PK', 3, 4, 'xxxx[Content_Types].xml....word/document.xml'))).toBe('docx');
    expect(documentTypeOfBytes(bytes('PK', 3, 4, 'xl/workbook.xml'))).toBeNull();
    expect(documentTypeOfBytes(bytes('%PDF'))).toBeNull();
    expect(documentTypeOfBytes(bytes(0x89, 'PNG'))).toBeNull();
    expect(documentTypeOfBytes(new Uint8Array())).toBeNull();
  });

  it('reads base64 without trusting it', () => {
    expect(documentTypeOf(Buffer.from('%PDF-1.4 hello').toString('base64'))).toBe('pdf');
    expect(documentTypeOf('%PDF-1.4')).toBeNull();
    expect(isBase64('abc')).toBe(false);
    expect(isBase64('YWJj')).toBe(true);
    expect([base64Bytes('YWJj'), base64Bytes('YWI='), base64Bytes('YQ==')]).toEqual([3, 2, 1]);
  });
});

describe('application rules', () => {
  it('web addresses: a bare host gets https://, only http(s) with a dotted host passes', async () => {
    const website = async (Website: string) => (await designerApplicationSchema.validateAt('Website', { Website })) as string;
    expect(await website(' example.com ')).toBe('https://example.com');
    expect(await website('http://shop.example.org/a?b=1')).toBe('http://shop.example.org/a?b=1');
    expect(await website('')).toBe('');
    for (const bad of ['localhost', 'javascript:alert(1)', 'ftp://example.com', 'exa mple.com', 'https://']) await expect(website(bad)).rejects.toThrow();
    expect(isWebAddress('https://www.örnek.com.tr')).toBe(true);
  });

  it('dates: a real calendar day, and whole years of age counted to the birthday', () => {
    expect(calendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(calendarDate('2001-02-29')).toBeNull();
    expect(calendarDate('2001-13-01')).toBeNull();
    expect(calendarDate('1.1.2001')).toBeNull();
    const birth = { year: 2008, month: 6, day: 15 };
    expect(ageOn(birth, new Date(2024, 5, 14))).toBe(15);
    expect(ageOn(birth, new Date(2024, 5, 15))).toBe(16);
  });

  it('career: gender 1–3 from a radio value, and a CV whose content must match the declared type', async () => {
    const base = { NameSurname: 'Ada Kaya', Phone: '5321234567', BirthDate: '1990-01-01', Message: 'Hello', Email: 'ada@example.com' };
    const pdf = Buffer.from('%PDF-1.4 cv').toString('base64');
    const valid = await careerApplicationSchema.validate({ ...base, Gender: '2', File: pdf, Extension: 'pdf' });
    expect(valid).toMatchObject({ Gender: 2, Phone: '+905321234567' });
    await expect(careerApplicationSchema.validate({ ...base, Gender: '4', File: pdf })).rejects.toThrow();
    await expect(careerApplicationSchema.validate({ ...base, Gender: 1, File: pdf, Extension: 'docx' })).rejects.toThrow();
  });
});
