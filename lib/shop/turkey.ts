/** Türkiye: the shop's home country, CountryId 223 of the city lists. Apart from ./countries, whose table the browser needs only at checkout. */
export const TURKEY = { code: 'TR', id: 223 } as const;
