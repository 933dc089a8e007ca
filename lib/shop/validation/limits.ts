/**
 * Bounds that plain parsers share with the schemas. Kept apart from ./common, which builds yup
 * schemas: a client island reading a page query (the category and brand filters) would otherwise
 * carry yup (≈ 14 KB gzip) into the page's first load.
 */

/** PostgreSQL's integer columns end here; a larger id can name no record. */
export const MAX_ID = 2_147_483_647;
