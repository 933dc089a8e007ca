import { contactSchema } from '@/lib/shop/validation/contact';
import { submitContactMessage } from '../../services/contact';
import { endpoint, Reply } from '../endpoint';
import { ONE_PERSONS_FORM } from '../rate-limits';

/** The customer service form (spec 01 §2 Other screens, §5, §7 /add-contact-form). */
export const contactEntries = {
  'add-contact-form': endpoint({
    input: contactSchema,
    auth: 'public',
    rateLimit: ONE_PERSONS_FORM,
    handler: async (input, { db, languageId }) => {
      await submitContactMessage(db, input, languageId);
      return new Reply(null, 'contact_sent');
    },
  }),
};
