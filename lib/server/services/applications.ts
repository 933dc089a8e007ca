import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { localeOfLanguageId } from '@/lib/shop/locale';
import { documentTypeOf } from '@/lib/shop/documents';
import type { Issue } from '@/lib/shop/validation/yup';
import type { CareerApplication, DesignerApplication } from '@/lib/shop/validation/applications';
import type { Db } from '../db/client';
import { careerApplications, categories, cities, designerApplications, districts, layoutInfo } from '../db/schema';
import { ApiError } from '../errors';
import { deliverSoon } from '../mail/outbox-worker';
import { receiptMail } from '../mail/receipt-mail';
import { mailText, SHOP_LOCALE } from '../mail/texts';
import { privateMediaRoot, resolveMediaPath, writeMedia } from '../media/store';
import { locationProblem } from './locations';
import { enqueueMail } from './outbox';

/** A field the schema cannot judge alone (it needs the database), with what is wrong with it. */
export type FieldProblems = Partial<Record<'CategoryId' | 'CityId' | 'DistrictId', Issue['key']>>;

/** Applications name a city of Türkiye (spec 02 §9, CountryId 223). */
const TURKEY_ID = 223;

/** The category must be an active main category and the district one of the city's. */
export async function designerApplicationProblems(db: Db, { CategoryId, CityId, DistrictId }: DesignerApplication): Promise<FieldProblems> {
  const problems: FieldProblems = {};
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, CategoryId), isNull(categories.parentId), eq(categories.isActive, true)))
    .limit(1);
  if (!category) problems.CategoryId = 'oneOf';
  const location = await locationProblem(db, TURKEY_ID, CityId, DistrictId);
  if (location === 'city') problems.CityId = 'oneOf';
  if (location === 'district') problems.DistrictId = 'districtOfCity';
  return problems;
}

async function shopAddress(db: Db): Promise<string> {
  const [row] = await db.select({ email: layoutInfo.email }).from(layoutInfo).limit(1);
  if (!row) throw new ApiError('content_not_found');
  return row.email;
}

const lines = (entries: [label: string, value: string][]) => entries.map(([label, value]) => `${label}: ${value}`).join('\n');

/** Stores the application, the applicant's receipt and the shop's notification mail in one transaction. */
export async function storeDesignerApplication(db: Db, application: DesignerApplication, languageId: 1 | 2): Promise<void> {
  const t = mailText(SHOP_LOCALE);
  const [place] = await db
    .select({ category: categories.nameTr, city: cities.name, district: districts.name })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(categories, eq(categories.id, application.CategoryId))
    .where(eq(districts.id, application.DistrictId))
    .limit(1);
  const to = await shopAddress(db);
  await db.transaction(async (tx) => {
    await tx.insert(designerApplications).values({
      nameSurname: application.NameSurname,
      email: application.Email,
      phone: application.Phone,
      categoryId: application.CategoryId,
      website: application.Website,
      cityId: application.CityId,
      districtId: application.DistrictId,
      languageId,
    });
    await enqueueMail(tx, receiptMail('designerApplication', { email: application.Email, name: application.NameSurname }, localeOfLanguageId(languageId)));
    await enqueueMail(tx, {
      to,
      subject: t('designerApplication.subject', { name: application.NameSurname }),
      text: lines([
        [t('fields.nameSurname'), application.NameSurname],
        [t('fields.email'), application.Email],
        [t('fields.phone'), application.Phone],
        [t('fields.category'), place?.category ?? String(application.CategoryId)],
        [t('fields.website'), application.Website || '—'],
        [t('fields.location'), place ? `${place.district} / ${place.city}` : '—'],
        [t('fields.language'), t(languageId === 1 ? 'languages.tr' : 'languages.en')],
      ]),
      locale: SHOP_LOCALE,
    });
  });
  void deliverSoon();
}

/**
 * Stores the CV in the private media store, then the application, the applicant's receipt and the shop's
 * notification in one transaction; a failed transaction removes the file again, so no CV is kept without its row.
 */
export async function storeCareerApplication(db: Db, application: CareerApplication, languageId: 1 | 2): Promise<void> {
  const type = documentTypeOf(application.File);
  if (!type) throw new ApiError('validation_failed');
  const data = Buffer.from(application.File, 'base64');
  const cvPath = `cv/${randomUUID()}.${type}`;
  const to = await shopAddress(db);
  const t = mailText(SHOP_LOCALE);
  await writeMedia(cvPath, data, privateMediaRoot());
  try {
    await db.transaction(async (tx) => {
      await tx.insert(careerApplications).values({
        nameSurname: application.NameSurname,
        email: application.Email,
        phone: application.Phone,
        birthDate: application.BirthDate,
        extension: type,
        gender: application.Gender,
        message: application.Message,
        cvPath,
        languageId,
      });
      await enqueueMail(tx, receiptMail('careerApplication', { email: application.Email, name: application.NameSurname }, localeOfLanguageId(languageId)));
      await enqueueMail(tx, {
        to,
        subject: t('careerApplication.subject', { name: application.NameSurname }),
        text: [
          lines([
            [t('fields.nameSurname'), application.NameSurname],
            [t('fields.email'), application.Email],
            [t('fields.phone'), application.Phone],
            [t('fields.birthDate'), application.BirthDate],
            [t('fields.gender'), t(`genders.${application.Gender as 1 | 2 | 3}`)],
            [t('fields.cv'), t('careerApplication.cv', { type: type.toUpperCase(), kilobytes: Math.ceil(data.length / 1024), path: cvPath })],
            [t('fields.language'), t(languageId === 1 ? 'languages.tr' : 'languages.en')],
          ]),
          '',
          application.Message,
        ].join('\n'),
        locale: SHOP_LOCALE,
      });
    });
  } catch (error) {
    await fs.rm(resolveMediaPath(cvPath, privateMediaRoot())!, { force: true });
    throw error;
  }
  void deliverSoon();
}
