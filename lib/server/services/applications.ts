import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { localeOfLanguageId } from '@/lib/shop/locale';
import { documentTypeOf } from '@/lib/shop/documents';
import type { Issue } from '@/lib/shop/validation/yup';
import type { CareerApplication, DesignerApplication } from '@/lib/shop/validation/applications';
import type { Db } from '../db/client';
import { careerApplications, categories, cities, designerApplications, districts } from '../db/schema';
import { ApiError } from '../errors';
import { careerApplicationNotification, designerApplicationNotification } from '../mail/application-notifications';
import { receiptMail } from '../mail/receipt-mail';
import { privateMediaRoot, resolveMediaPath, writeMedia } from '../media/store';
import { locationProblem } from './locations';
import { storeSentMessage } from './sent-messages';

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

/**
 * Stores the application with the applicant's receipt and the shop's notice, as the contact form does
 * (storeSentMessage): a shop with no address on file still keeps it. Answers the application's id.
 */
export async function storeDesignerApplication(db: Db, application: DesignerApplication, languageId: 1 | 2): Promise<number> {
  const [place] = await db
    .select({ category: categories.nameTr, city: cities.name, district: districts.name })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(categories, eq(categories.id, application.CategoryId))
    .where(eq(districts.id, application.DistrictId))
    .limit(1);
  const senderLocale = localeOfLanguageId(languageId);
  const { NameSurname: nameSurname, Email: email, Phone: phone, Website: website } = application;
  return storeSentMessage(db, {
    store: async (tx) => {
      const [row] = await tx
        .insert(designerApplications)
        .values({ nameSurname, email, phone, categoryId: application.CategoryId, website, cityId: application.CityId, districtId: application.DistrictId, languageId })
        .returning({ id: designerApplications.id });
      return row.id;
    },
    receipt: receiptMail('designerApplication', { email, name: nameSurname }, senderLocale),
    notice: (id, to) =>
      designerApplicationNotification(to, {
        id,
        nameSurname,
        email,
        phone,
        senderLocale,
        category: place?.category ?? String(application.CategoryId),
        website,
        location: place ? `${place.district} / ${place.city}` : '—',
      }),
    logName: '[applications] designer application',
  });
}

/**
 * Stores the CV in the private media store, then the application with its receipt and notice as the
 * designer application does; a failed store removes the file again, so no CV is kept without its row.
 */
export async function storeCareerApplication(db: Db, application: CareerApplication, languageId: 1 | 2): Promise<number> {
  const type = documentTypeOf(application.File);
  if (!type) throw new ApiError('validation_failed');
  const data = Buffer.from(application.File, 'base64');
  const cvPath = `cv/${randomUUID()}.${type}`;
  const senderLocale = localeOfLanguageId(languageId);
  const { NameSurname: nameSurname, Email: email, Phone: phone, BirthDate: birthDate, Gender: gender, Message: message } = application;
  await writeMedia(cvPath, data, privateMediaRoot());
  try {
    return await storeSentMessage(db, {
      store: async (tx) => {
        const [row] = await tx
          .insert(careerApplications)
          .values({ nameSurname, email, phone, birthDate, extension: type, gender, message, cvPath, languageId })
          .returning({ id: careerApplications.id });
        return row.id;
      },
      receipt: receiptMail('careerApplication', { email, name: nameSurname }, senderLocale),
      notice: (id, to) =>
        careerApplicationNotification(to, {
          id,
          nameSurname,
          email,
          phone,
          senderLocale,
          birthDate,
          gender: gender as 1 | 2 | 3,
          cv: { type, bytes: data.length, path: cvPath },
          message,
        }),
      logName: '[applications] career application',
    });
  } catch (error) {
    await fs.rm(resolveMediaPath(cvPath, privateMediaRoot())!, { force: true });
    throw error;
  }
}
