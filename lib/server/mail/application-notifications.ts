import type { Locale } from '@/lib/shop/locale';
import type { OutgoingMail } from '../services/outbox';
import { mailText, SHOP_LOCALE } from './texts';

interface Applicant {
  /** The application's row, for the staff's reply and the table. */
  id: number;
  nameSurname: string;
  email: string;
  phone: string;
  /** The language the applicant wrote in. */
  senderLocale: Locale;
}

const lines = (entries: [label: string, value: string][]) => entries.map(([label, value]) => `${label}: ${value}`).join('\n');

/** The shop's notice of a designer application; replying answers the applicant. */
export function designerApplicationNotification(to: string, applicant: Applicant & { category: string; website: string; location: string }): OutgoingMail {
  const t = mailText(SHOP_LOCALE);
  return {
    to,
    replyTo: applicant.email,
    subject: t('designerApplication.subject', { name: applicant.nameSurname }),
    text: lines([
      [t('fields.nameSurname'), applicant.nameSurname],
      [t('fields.email'), applicant.email],
      [t('fields.phone'), applicant.phone],
      [t('fields.category'), applicant.category],
      [t('fields.website'), applicant.website || '—'],
      [t('fields.location'), applicant.location],
      [t('fields.language'), t(`languages.${applicant.senderLocale}`)],
      [t('fields.reference'), String(applicant.id)],
    ]),
    locale: SHOP_LOCALE,
  };
}

/** The shop's notice of a job application, naming where the CV is kept; replying answers the applicant. */
export function careerApplicationNotification(
  to: string,
  applicant: Applicant & { birthDate: string; gender: 1 | 2 | 3; cv: { type: string; bytes: number; path: string }; message: string },
): OutgoingMail {
  const t = mailText(SHOP_LOCALE);
  const { cv } = applicant;
  return {
    to,
    replyTo: applicant.email,
    subject: t('careerApplication.subject', { name: applicant.nameSurname }),
    text: [
      lines([
        [t('fields.nameSurname'), applicant.nameSurname],
        [t('fields.email'), applicant.email],
        [t('fields.phone'), applicant.phone],
        [t('fields.birthDate'), applicant.birthDate],
        [t('fields.gender'), t(`genders.${applicant.gender}`)],
        [t('fields.cv'), t('careerApplication.cv', { type: cv.type.toUpperCase(), kilobytes: Math.ceil(cv.bytes / 1024), path: cv.path })],
        [t('fields.language'), t(`languages.${applicant.senderLocale}`)],
        [t('fields.reference'), String(applicant.id)],
      ]),
      '',
      applicant.message,
    ].join('\n'),
    locale: SHOP_LOCALE,
  };
}
