import { localizedPath, type Locale } from './locale';
import { routes } from './routes';

/** What the layout info holds about the shop (`/get-layout-info`). */
export interface ShopContact {
  Phone: string | null;
  Email: string | null;
  Facebook: string | null;
  Instagram: string | null;
  Youtube: string | null;
  Pinterest: string | null;
  LinkedIn: string | null;
}

/** The placeholder schema.org's SearchAction fills with what a searcher typed. */
const SEARCH_TERM = 'search_term_string';

/**
 * The home page's structured data: the shop as an `Organization` (name, logo, contact, its social
 * profiles from the layout info) and the site as a `WebSite` whose `SearchAction` opens the search
 * listing (`searchproducts/…/{text}`) in the page's language.
 */
export function siteStructuredData(input: { name: string; origin: URL; locale: Locale; contact: ShopContact; logoPath: string }) {
  const { name, origin, locale, contact, logoPath } = input;
  const absolute = (path: string) => new URL(path, origin).toString();
  const home = absolute(localizedPath(routes.home(), locale));
  const listing = localizedPath(routes.search({ onlyDiscounted: false }), locale);
  const social = [contact.Instagram, contact.Facebook, contact.Pinterest, contact.Youtube, contact.LinkedIn].filter((link): link is string => Boolean(link));
  const organization = {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name,
    url: home,
    logo: absolute(logoPath),
    ...(contact.Email ? { email: contact.Email } : {}),
    ...(contact.Phone ? { telephone: contact.Phone } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...(contact.Email ? { email: contact.Email } : {}),
      ...(contact.Phone ? { telephone: contact.Phone } : {}),
      availableLanguage: ['Turkish', 'English'],
    },
    ...(social.length ? { sameAs: social } : {}),
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name,
    url: home,
    inLanguage: locale,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(listing)}/{${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
  return { organization, website };
}
