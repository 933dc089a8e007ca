import { addressListSchema, addressSchema, removeAddressSchema, updateAddressSchema } from '@/lib/shop/validation/address';
import { addAddress, addressProblems, listAddresses, removeAddress, updateAddress } from '../../services/addresses';
import { endpoint, Reply } from '../endpoint';
import { refuseFields } from '../field-errors';
import { memberId } from '../owner';

/**
 * The address book (spec 02 §2 adreslerim, §7): a member's own addresses only. The session names
 * the member; another member's address answers as missing (404), never as someone else's.
 */
export const addressEntries = {
  'get-addresses': endpoint({
    input: addressListSchema,
    auth: 'member',
    handler: async (_input, { db, locale, user }) => ({ AddressList: await listAddresses(db, locale, memberId(user)) }),
  }),
  'add-address': endpoint({
    input: addressSchema,
    auth: 'member',
    handler: async (input, { db, locale, user }) => {
      refuseFields(locale, await addressProblems(db, input));
      return new Reply(await addAddress(db, memberId(user), input), 'address_saved');
    },
  }),
  'update-address': endpoint({
    input: updateAddressSchema,
    auth: 'member',
    handler: async ({ Id, ...input }, { db, locale, user }) => {
      refuseFields(locale, await addressProblems(db, input));
      await updateAddress(db, memberId(user), Id, input);
      return new Reply(null, 'address_updated');
    },
  }),
  'remove-address': endpoint({
    input: removeAddressSchema,
    auth: 'member',
    handler: async ({ Id }, { db, user }) => {
      await removeAddress(db, memberId(user), Id);
      return new Reply(null, 'address_removed');
    },
  }),
};
