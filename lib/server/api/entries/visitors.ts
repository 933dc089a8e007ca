import { randomUUID } from 'node:crypto';
import { yup } from '@/lib/shop/validation/yup';
import { endpoint } from '../endpoint';

export const visitorEntries = {
  /** An id for an anonymous visitor; the basket and favourites follow it until login. */
  'generate-guid': endpoint({
    input: yup.object({}),
    auth: 'public',
    handler: async () => randomUUID(),
  }),
};
