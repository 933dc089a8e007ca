import { TURKEY } from './turkey';

export { TURKEY };

interface LayoutReply {
  succeeded: boolean;
  data: { ClientCountry: string; ClientCountryId: number } | null;
}

/** Spec 01 §7: calls carry the shopper's country from layout info; when that call fails the country is Turkey. */
export function clientCountry(reply: LayoutReply | null | undefined): { code: string; id: number } {
  return reply?.succeeded && reply.data ? { code: reply.data.ClientCountry, id: reply.data.ClientCountryId } : TURKEY;
}
