import { base64Bytes, DOCUMENT_TYPES, documentTypeOf, isBase64, MAX_DOCUMENT_BYTES } from '../documents';
import { chosen, email, id, phone } from './common';
import { issue, yup } from './yup';

/** Spec 02 §9: 1 male, 2 female, 3 not specified. */
export const GENDERS = [1, 2, 3] as const;
/** The career form's message box; the spec gives no limit, a long cover letter fits. */
export const CAREER_MESSAGE_MAX = 1000;
/** The youngest applicant the shop may employ (Turkish labour law: 16 outside schooling hours and light work). */
export const MIN_APPLICANT_AGE = 16;

const nameSurname = () => yup.string().trim().required().min(2).max(100);

/** A web address as people type it: `example.com` becomes `https://example.com`; only http(s) with a real host name. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

const website = () =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value && !/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? `https://${value}` : value))
    .max(300)
    .test({ name: 'url', message: issue('url'), test: (value) => !value || isWebAddress(value) })
    .default('');

/** The designer application (spec 02 §3): the form and /add-designer-form check the same rules. */
export const designerApplicationSchema = yup.object({
  NameSurname: nameSurname(),
  Email: email(),
  Phone: phone().required(),
  CategoryId: chosen(id()),
  Website: website(),
  CityId: chosen(id()),
  DistrictId: chosen(id()),
});

/** `YYYY-MM-DD` (a date input's value) as a calendar date, or null when no such day exists. */
export function calendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** Whole years between a birth date and today (the caller's calendar day). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const month = today.getMonth() + 1;
  const beforeBirthday = month < birth.month || (month === birth.month && today.getDate() < birth.day);
  return today.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today as `YYYY-MM-DD` in the caller's own calendar. */
const localDay = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const birthDate = () =>
  yup
    .string()
    .trim()
    .required()
    .test('birthDate', (value, context) => {
      if (!value) return true;
      const date = calendarDate(value);
      if (!date || date.year < 1900) return context.createError({ message: issue('date') });
      const now = new Date();
      if (value >= localDay(now)) return context.createError({ message: issue('pastDate') });
      if (ageOn(date, now) < MIN_APPLICANT_AGE) return context.createError({ message: issue('minAge'), params: { min: MIN_APPLICANT_AGE } });
      return true;
    });

/**
 * The CV as base64 text. Checked by content: at most 5 MB, and a PDF or Word file by its first bytes
 * (the same type as `Extension` when that is sent).
 */
const cvFile = () =>
  yup
    .string()
    .required()
    .test({ name: 'fileSize', message: issue('fileSize'), params: { max: MAX_DOCUMENT_BYTES / 1024 / 1024 }, test: (value) => !value || !isBase64(value) || base64Bytes(value) <= MAX_DOCUMENT_BYTES })
    .test({
      name: 'fileType',
      message: issue('fileType'),
      test: (value, context) => {
        if (!value) return true;
        const type = documentTypeOf(value);
        const declared = (context.parent as { Extension?: string }).Extension;
        return type !== null && (!declared || declared === type);
      },
    });

/** The career application (spec 02 §3): the form and /add-career-form check the same rules. */
export const careerApplicationSchema = yup.object({
  NameSurname: nameSurname(),
  Phone: phone().required(),
  BirthDate: birthDate(),
  Gender: chosen(yup.number().integer().oneOf(GENDERS)),
  Message: yup.string().trim().max(CAREER_MESSAGE_MAX).required(),
  Email: email(),
  /** The CV's type; the server stores the type it finds in the content, never a caller's claim. */
  Extension: yup.string().oneOf(DOCUMENT_TYPES).optional(),
  File: cvFile(),
});

export type DesignerApplication = yup.InferType<typeof designerApplicationSchema>;
export type CareerApplication = yup.InferType<typeof careerApplicationSchema>;
