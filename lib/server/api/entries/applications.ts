import { MAX_DOCUMENT_BYTES } from '@/lib/shop/documents';
import { careerApplicationSchema, designerApplicationSchema } from '@/lib/shop/validation/applications';
import { designerApplicationProblems, storeCareerApplication, storeDesignerApplication } from '../../services/applications';
import { endpoint, Reply } from '../endpoint';
import { refuseFields } from '../field-errors';

/** A person sends one application, perhaps corrects and sends it again; more from one address is a script. */
const perIp = { limit: 5, windowSeconds: 3600 };

/**
 * The CV travels as base64 inside the JSON data, through the one registry and dispatcher like every
 * other call: no second, multipart code path with its own parsing, limits and checks. base64 costs a
 * third more bytes, which at 5 MB is harmless; so this entry alone raises its body limit to a 5 MB
 * file's base64 plus room for the other fields. A larger body is a 413 naming the file field.
 */
const CAREER_MAX_BODY_BYTES = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 64 * 1024;

/** The designer and career applications (spec 02 §2 applydesigner, career; §7). */
export const applicationEntries = {
  'add-designer-form': endpoint({
    input: designerApplicationSchema,
    auth: 'public',
    rateLimit: { ip: perIp },
    handler: async (application, { db, locale, languageId }) => {
      refuseFields(locale, await designerApplicationProblems(db, application));
      await storeDesignerApplication(db, application, languageId);
      return new Reply(null, 'designerApplicationReceived');
    },
  }),
  'add-career-form': endpoint({
    input: careerApplicationSchema,
    auth: 'public',
    rateLimit: { ip: perIp },
    maxBodyBytes: CAREER_MAX_BODY_BYTES,
    oversizeIssue: { key: 'fileSize', field: 'File', max: MAX_DOCUMENT_BYTES / 1024 / 1024 },
    handler: async (application, { db, languageId }) => {
      await storeCareerApplication(db, application, languageId);
      return new Reply(null, 'careerApplicationReceived');
    },
  }),
};
