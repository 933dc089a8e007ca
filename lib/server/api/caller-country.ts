import Negotiator from 'negotiator';
import { countryIdOf } from '@/lib/shop/countries';

/**
 * Where the caller most likely is, as an ISO alpha-2 code, for /get-layout-info's ClientCountry:
 * the country header of a CDN in front of the shop when `CDN_COUNTRY_HEADER` names one (Cloudflare's
 * `CF-IPCountry`, CloudFront's `CloudFront-Viewer-Country`…), else the region of the browser's
 * first Accept-Language tag that has one (`en-GB` → GB), else null (the caller's country is unknown).
 * Only an answer made for this caller alone reads it: cached pages never do.
 */
export function callerCountry(header: (name: string) => string | undefined): string | null {
  const cdnHeader = process.env.CDN_COUNTRY_HEADER?.trim().toLowerCase();
  const fromCdn = cdnHeader ? header(cdnHeader)?.trim().toUpperCase() : undefined;
  if (fromCdn && countryIdOf(fromCdn)) return fromCdn;
  const languages = new Negotiator({ headers: { 'accept-language': header('accept-language') ?? '' } }).languages();
  for (const tag of languages) {
    const region = tag.split('-').find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
    if (region && countryIdOf(region)) return region;
  }
  return null;
}
