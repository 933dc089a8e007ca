import useSWR, { mutate } from 'swr';
import { callApi } from './client';
import type { InputOf, OutputOf } from './contract';
import { ADDRESSES_KEY } from './keys';
import { readAsMember } from './member-read';

export type Address = OutputOf<'get-addresses'>['AddressList'][number];

/** The member's address book: undefined while it loads, `signedIn: false` for a visitor, an error SWR keeps for a retry. */
export function useAddresses() {
  const { data, error, isLoading, mutate: reload } = useSWR(ADDRESSES_KEY, () => readAsMember('get-addresses', {}));
  return { read: data, failed: Boolean(error) && !data, isLoading, reload: () => void reload() };
}

/**
 * Sends the address form (add without an Id, edit with one) and refreshes the list on success. Silent:
 * the form puts per-field refusals beside the fields and shows the rest in the error modal itself.
 */
export async function saveAddress(input: InputOf<'add-address'>, id: number | null) {
  const reply = id === null ? await callApi('add-address', input, { silent: true }) : await callApi('update-address', { ...input, Id: id }, { silent: true });
  if (reply?.succeeded) await mutate(ADDRESSES_KEY);
  return reply;
}

/** Removes one of the member's addresses; the list follows, whatever the answer (gone already, or signed out meanwhile). */
export async function removeAddress(id: number) {
  const reply = await callApi('remove-address', { Id: id }, { silent: true });
  await mutate(ADDRESSES_KEY);
  return reply;
}
