import { callApi } from './client';
import type { EndpointName, InputOf, OutputOf } from './contract';
import { forgetMember } from './member';

/** A member-only read as an account page shows it: the data, or that nobody is signed in (a calm panel, not an error). */
export type MemberRead<T> = { signedIn: true; data: T } | { signedIn: false };

/**
 * Calls a `member` entry silently: a 401 means "sign in" and is an answer, not a failure (the stored
 * member was stale, so the header forgets it too); any other refusal or a network failure throws, so
 * SWR keeps it as the hook's error (the page offers a retry).
 */
export async function readAsMember<N extends EndpointName>(name: N, input: InputOf<N>): Promise<MemberRead<OutputOf<N>>> {
  const reply = await callApi(name, input, { silent: true });
  if (reply?.succeeded) return { signedIn: true, data: reply.data };
  if (reply?.code === 'login_required') {
    forgetMember();
    return { signedIn: false };
  }
  throw new Error(reply?.message ?? 'network');
}
