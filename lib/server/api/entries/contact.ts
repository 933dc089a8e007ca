import { contactSchema } from '@/lib/shop/validation/contact';
import { submitContactMessage } from '../../services/contact';
import { endpoint, Reply } from '../endpoint';

/** The customer service form (spec 01 §2 Other screens, §5, §7 /add-contact-form). */
export const contactEntries = {
  'add-contact-form': endpoint({
    input: contactSchema,
    auth: 'public',
    // A shopper writes a message or two; a run of them from one address or in one name is a script.
    rateLimit: {
      ip: { limit: 5, windowSeconds: 600 },
      key: { limit: 5, windowSeconds: 3600, of: ({ Email }) => Email.toLowerCase() },
    },
    handler: async (input, { db, languageId }) => {
      await submitContactMessage(db, input, languageId);
      return new Reply(null, 'contact_sent');
    },
  }),
};
