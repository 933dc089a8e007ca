import { randomUUID } from 'node:crypto';
import { yup } from '@/lib/shop/validation/yup';
import { endpoint } from '../endpoint';

export const visitorEntries = {
  /** An id for an anonymous visitor; the basket and favourites follow it until login. */
  'generate-guid': endpoint({
    input: yup.object({}),
    auth: 'public',
    // One id per browser is all a visitor needs (an office behind one address has many); a script minting ids by the thousand is refused.
    rateLimit: { ip: { limit: 200, windowSeconds: 600 } },
    handler: async () => randomUUID(),
  }),
};
