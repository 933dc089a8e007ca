/** Whose basket, favourites or checkout a call is about: a member (by the session) or an anonymous visitor (by the id the browser keeps). */
export type ShopperOwner = { userId: number } | { anonymousId: string };
