/**
 * Every page path of both spec documents (01 §2, 02 §2), without the language prefix. Components,
 * services, robots, the sitemap and tests build URLs here and nowhere else; links add the prefix
 * (next-intl's Link) or call `localizedPath()`. The back-office's pages are the map's other module,
 * operator-routes.ts, so that no storefront script carries them.
 */
import { isLocale } from './locale';
import { plainListingAppPath } from './plain-listing';
import type { WorkshopTab } from './workshops';

const segment = (value: string | number) => encodeURIComponent(String(value));
/** A path of encoded segments. */
export const join = (...parts: (string | number)[]) => `/${parts.map(segment).join('/')}`;

export interface SearchRoute {
  mustHave?: boolean;
  featured?: boolean;
  onlyDiscounted?: boolean;
  text?: string;
}

/** The arts listing's tab and page; defaults stay out of the URL so shared links are short. */
export interface WorkshopsRoute {
  tab?: WorkshopTab;
  page?: number;
}

export const routes = {
  home: () => '/',
  category: (slug: string, id: number) => join('shop', slug, id),
  product: (slug: string, id: number) => join('productdetail', slug, id),
  /** searchproducts/{ismusthave?}/{isfeatured?}/{onlydiscounted?}/{searchtext?}: positional, so a later part needs the earlier ones. */
  search: ({ mustHave = false, featured = false, onlyDiscounted, text }: SearchRoute = {}) => {
    const parts: (string | number)[] = ['searchproducts', String(mustHave), String(featured)];
    const query = text?.trim();
    if (onlyDiscounted !== undefined || query) parts.push(String(onlyDiscounted ?? false));
    if (query) parts.push(query);
    return join(...parts);
  },
  /** Where the header's search form goes without JavaScript (`?text=`): it redirects to `search({ text })`. */
  searchForm: () => '/search',
  /** The "All products" button of the home page (spec 01 §2). */
  allProducts: () => routes.search({ mustHave: true }),
  /** The listings' clear link (spec 01 §2 Category listing). */
  clearFilters: () => routes.search(),
  blogs: () => '/blogandmagazine',
  blog: (slug: string, id: number) => join('blogdetail', slug, id),
  designers: () => '/designerlist',
  designer: (slug: string, id: number) => join('designers', slug, id),
  fashion: () => '/fashion',
  workshops: ({ tab = 'all', page = 1 }: WorkshopsRoute = {}) => {
    const query = new URLSearchParams();
    if (tab !== 'all') query.set('tab', tab);
    if (page > 1) query.set('page', String(page));
    const search = query.toString();
    return search ? `/artsandworkshops?${search}` : '/artsandworkshops';
  },
  workshop: (slug: string, id: number) => join('artsandworkshopdetail', slug, id),
  collaborations: () => '/isbirlikleri',
  collaboration: (slug: string, id: number) => join('isbirlikleridetay', slug, id),
  contact: () => '/musteriHizmetleri',
  shippingReturns: () => '/shipping-returns',
  membership: () => '/membership',
  privacyPolicy: () => '/privacy-policy',
  terms: () => '/termsconditions',
  contracts: (id?: number) => (id === undefined ? '/sozlesmeler' : join('sozlesmeler', id)),
  faq: () => '/faq',
  about: () => '/about',
  checkoutSignIn: () => '/siparisodeme',
  basket: () => '/sepetim',
  address: () => '/adresbilgisi',
  payment: () => '/odemeyontemi',
  signUp: () => '/uyeol',
  activation: (guid: string) => join('aktivasyon', guid),
  passwordReset: (guid: string) => join('sifremiunuttum', guid),
  paymentSuccess: () => '/odeme-basarili',
  paymentFailure: (merchantOid: string) => join('odeme-basarisiz', merchantOid),
  profile: () => '/profilim',
  orders: () => '/siparislerim',
  order: (id: number) => join('siparislerimdetay', id),
  returns: () => '/uruniade',
  favourites: () => '/favorilerim',
  addresses: () => '/adreslerim',
  guestCheckout: () => '/uyeliksizalisveris',
  applyDesigner: () => '/applydesigner',
  career: () => '/career',
} as const;

export type RouteName = keyof typeof routes;

/** The back-office's first segment: every page under it is the operators', never cached, never indexed. */
export const OPERATOR_SEGMENT = 'yonetim';

/** A path with its query's set values (the back-office's lists, the preview's `to`). */
export const withQuery = (path: string, query: Readonly<Record<string, string | number | undefined>> = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * Draft mode off, back to the storefront page the bar was on: the one back-office path the
 * storefront's code needs, named alone so that its pages' scripts do not carry every other (issue 21).
 */
export const previewExitRoute = (to?: string) => withQuery(join(OPERATOR_SEGMENT, 'onizleme', 'cikis'), { to });

/**
 * A storefront page's path from a query parameter (the preview's `to`), or null: a path of this
 * site under a language (`/tr`, `/en/fashion?x=1`), never `//host`, a backslash or the back-office.
 */
export function storefrontPathOf(to: string | null | undefined): string | null {
  if (!to || !/^\/(tr|en)(?=$|[/?#])/.test(to) || /[\\\s]/.test(to) || to.startsWith('//')) return null;
  const [, , first] = to.split(/[/?#]/);
  return first === OPERATOR_SEGMENT ? null : to;
}

/** The listings whose filter lives in the query string: a category's (`shop/…`) and a brand's (`designers/…`). */
const LISTING_FOLDERS = new Set(['shop', 'designers']);

/**
 * The app path of a category's or brand's plain listing, for its own address with no query string
 * (the client router's `_rsc` aside); null for any other request, which renders per request.
 */
export function plainListingRewrite(pathname: string, query: URLSearchParams): string | null {
  const [, lang, first, slug, id, ...rest] = pathname.split('/');
  if (!isLocale(lang) || !LISTING_FOLDERS.has(first) || !slug || !/^\d+$/.test(id ?? '') || rest.length > 0) return null;
  if ([...query.keys()].some((key) => key !== '_rsc')) return null;
  return plainListingAppPath(pathname);
}

/**
 * The public address of a request made straight to a plain listing's cached route (`…/{id}/listing`),
 * which only proxy.ts's rewrite should reach; null for any other path.
 */
export function plainListingOwner(pathname: string): string | null {
  const owner = pathname.slice(0, pathname.lastIndexOf('/'));
  return plainListingAppPath(owner) === pathname && plainListingRewrite(owner, new URLSearchParams()) ? owner : null;
}

/** Where the back-office's pages live inside the app (their own root layout): proxy.ts rewrites /{lang}/yonetim/… there. */
export const BACKOFFICE_FOLDER = 'backoffice';

/** The app path a back-office page renders from, for its public path under a language; null for any other path. */
export function backofficeRewrite(pathname: string): string | null {
  const [, lang, first, ...rest] = pathname.split('/');
  if (!isLocale(lang) || first !== OPERATOR_SEGMENT) return null;
  return ['', BACKOFFICE_FOLDER, lang, ...rest].join('/').replace(/\/$/, '');
}

/**
 * The app's own paths outside the language prefix, none of them a page of the spec: proxy.ts lets
 * them through untouched (Next reads its matcher only as a literal; tests/unit/proxy.test.ts holds
 * it to this map).
 */
export const appRoutes = {
  /** `POST /api/<endpoint>`; `api('')` is the API's root. */
  api: (endpoint: string) => join('api', endpoint),
  /** PayTR's payment notification (its "Bildirim URL"). */
  paytrCallback: () => '/api/paytr/callback',
  /** The local stand-in for PayTR's page while no credentials are set, and its 3-D Secure step. */
  paytrSandbox: (session?: string) => (session === undefined ? '/paytr-sandbox' : join('paytr-sandbox', session)),
  /** The empty reference page of the Lighthouse benchmark: no shop layout, not for crawlers. */
  benchEmpty: () => '/bench-empty',
  /** The same page rendered on each request: an uncached render's floor. */
  benchEmptyRendered: () => '/bench-empty/rendered',
} as const;

/** The route's first segment, e.g. 'productdetail' for /productdetail/x/1 ('' for home). */
export const firstSegment = (path: string) => (path.split('/')[1] ?? '').split('?')[0];

const segmentOf = (path: string) => firstSegment(path).toLowerCase();

/** The address and payment steps: the only pages that keep the stored checkout address (spec 01 §2 Layout). */
export const ADDRESS_STEP_SEGMENTS: ReadonlySet<string> = new Set([routes.address(), routes.payment()].map(segmentOf));

// The two lists below are for the server (robots, sitemap): marked pure, they stay out of the
// browser's bundles, which do not read them (issue 21).

/** Pages private to one shopper (basket, checkout, account, one-time links) or to the shop's people (the back-office): worthless to crawlers. */
export const PRIVATE_SEGMENTS: readonly string[] = /*#__PURE__*/ (() => [
  routes.basket(), routes.address(), routes.payment(), routes.checkoutSignIn(), routes.guestCheckout(),
  routes.profile(), routes.orders(), routes.order(0), routes.returns(), routes.favourites(), routes.addresses(),
  routes.activation(''), routes.passwordReset(''), routes.paymentSuccess(), routes.paymentFailure(''),
  join(OPERATOR_SEGMENT),
].map(firstSegment))();

/** Pages with no parameters that crawlers should find (the sitemap lists them in both languages). */
export const STATIC_PAGES: readonly string[] = /*#__PURE__*/ (() => [
  routes.home(), routes.blogs(), routes.designers(), routes.fashion(), routes.workshops(), routes.collaborations(),
  routes.contact(), routes.shippingReturns(), routes.membership(), routes.privacyPolicy(), routes.terms(),
  routes.contracts(), routes.faq(), routes.about(), routes.applyDesigner(), routes.career(),
  routes.clearFilters(), routes.allProducts(),
])();

/**
 * Other spellings a page answers to (spec 01 §2: "musteriHizmetleri (also musterihizmetleri)"): the
 * proxy moves them to the page's own path, so one address is canonical. Matched exactly, like routes.
 */
const ROUTE_ALIASES: Readonly<Record<string, () => string>> = { '/musterihizmetleri': routes.contact };

/** The page's own path for an alias path (without the language prefix), or null. */
export const aliasTarget = (path: string): string | null => (Object.hasOwn(ROUTE_ALIASES, path) ? ROUTE_ALIASES[path]() : null);

/** The name /get-seo-tag-data knows a page by: its first segment ('/' for home). */
export const seoPathname = (path: string) => `/${firstSegment(path)}`;

export const isAddressStep = (pathnameWithLocale: string) => ADDRESS_STEP_SEGMENTS.has((pathnameWithLocale.split('/')[2] ?? '').toLowerCase());
