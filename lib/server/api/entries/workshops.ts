import { yup } from '@/lib/shop/validation/yup';
import { id, languageId } from '@/lib/shop/validation/common';
import { WORKSHOP_MAX_PAGE, WORKSHOP_PAGE_SIZE, WORKSHOP_TYPES, type WorkshopType } from '@/lib/shop/workshops';
import { workshopEnquirySchema } from '@/lib/shop/validation/workshops';
import { submitWorkshopEnquiry } from '../../services/workshop-enquiries';
import { listWorkshops, similarWorkshops, workshopDetail } from '../../services/workshops';
import { endpoint, Reply } from '../endpoint';
import { ONE_PERSONS_FORM } from '../rate-limits';
import { TAGS, workshopTag } from '../../cache/tags';

/** The sitemap reads every item in one call. */
export const WORKSHOPS_MAX_TAKE = 500;

/** Arts and workshops (spec 02 §2 artsandworkshops, artsandworkshopdetail). */
export const workshopEntries = {
  'get-arts-workshops': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      Type: yup.number<WorkshopType>().integer().oneOf(Object.values(WORKSHOP_TYPES)).default(WORKSHOP_TYPES.all),
      Take: yup.number().integer().min(1).max(WORKSHOPS_MAX_TAKE).default(WORKSHOP_PAGE_SIZE),
      Skip: yup.number().integer().min(0).max(WORKSHOP_MAX_PAGE * WORKSHOP_PAGE_SIZE).default(0),
    }),
    auth: 'public',
    cacheTags: [TAGS.workshops],
    handler: ({ Type, Take, Skip }, { db, locale }) => listWorkshops(db, locale, { type: Type, take: Take, skip: Skip }),
  }),
  'get-arts-workshops-detail': endpoint({
    input: yup.object({ LanguageId: languageId(), Id: id().required() }),
    auth: 'public',
    cacheTags: ({ Id }) => [workshopTag(Id)],
    handler: async ({ Id }, { db, locale }) => ({ detailData: await workshopDetail(db, locale, Id) }),
  }),
  /** A question or booking request from a workshop's page: stored, mailed to the shop, a receipt to the sender (like /add-contact-form). */
  'add-workshop-enquiry': endpoint({
    input: workshopEnquirySchema,
    auth: 'public',
    rateLimit: ONE_PERSONS_FORM,
    handler: async (input, { db, languageId }) => {
      await submitWorkshopEnquiry(db, input, languageId);
      return new Reply(null, 'workshop_enquiry_sent');
    },
  }),
  'get-similiar-workshops': endpoint({
    input: yup.object({ LanguageId: languageId(), WorkshopId: id().required() }),
    auth: 'public',
    // The item itself decides which kind comes first; the others' cards change with the list.
    cacheTags: ({ WorkshopId }) => [workshopTag(WorkshopId), TAGS.workshops],
    handler: async ({ WorkshopId }, { db, locale }) => ({ workshopList: await similarWorkshops(db, locale, WorkshopId) }),
  }),
};
