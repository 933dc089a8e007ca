import { randomUUID } from 'node:crypto';
import { yup } from '@/lib/shop/validation/yup';
import { endpoint } from '../endpoint';

export const visitorEntries = {
  /** An id for an anonymous visitor; the basket and favourites follow it until login. */
  'generate-guid': endpoint({
    input: yup.object({}),
    auth: 'public',
    // One id per browser is all a visitor needs, but a phone carrier's NAT puts a crowd behind one
    // address (an id is refused, the visitor cannot fill a basket); a script minting ids by the thousand is refused.
    rateLimit: { ip: { limit: 1000, windowSeconds: 600 } },
    handler: async () => randomUUID(),
  }),
};
