/** Turkey: the shop's home country and CountryId 223 of the city lists (spec 01 §9). */
export const TURKEY = { code: 'TR', id: 223 } as const;

interface LayoutReply {
  succeeded: boolean;
  data: { ClientCountry: string; ClientCountryId: number } | null;
}

/** Spec 01 §7: calls carry the shop's country from layout info; when that call fails the country is Turkey. */
export function clientCountry(reply: LayoutReply | null | undefined): { code: string; id: number } {
  return reply?.succeeded && reply.data ? { code: reply.data.ClientCountry, id: reply.data.ClientCountryId } : TURKEY;
}
