/**
 * The folder under a category's or brand's route that renders its plain listing from the page cache
 * (docs/adr/0061-cached-plain-listing.md). No imports: server.ts loads it outside Next's bundle.
 */
export const PLAIN_LISTING_FOLDER = 'listing';

/** The app path a plain listing's page renders from, for its public path (proxy.ts rewrites there). */
export const plainListingAppPath = (pathname: string) => `${pathname}/${PLAIN_LISTING_FOLDER}`;
