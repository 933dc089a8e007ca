/**
 * Every page path of both spec documents (01 §2, 02 §2), without the language prefix. Components,
 * services, robots, the sitemap and tests build URLs here and nowhere else; links add the prefix
 * (next-intl's Link) or call `localizedPath()`.
 */
import { isLocale } from './locale';
import { plainListingAppPath } from './plain-listing';
import type { WorkshopTab } from './workshops';

const segment = (value: string | number) => encodeURIComponent(String(value));
const join = (...parts: (string | number)[]) => `/${parts.map(segment).join('/')}`;

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

/** The order list's filters, sort and page, as they stand in its URL (lib/shop/operators/order-filters.ts reads them). */
export type OperatorOrdersQuery = Readonly<Record<string, string | number | undefined>>;

const withQuery = (path: string, query: OperatorOrdersQuery = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** The back-office's pages (issue 22), under /{lang}/yonetim like every page. */
export const operatorRoutes = {
  home: () => join(OPERATOR_SEGMENT),
  signIn: () => join(OPERATOR_SEGMENT, 'giris'),
  /** The one-time link `npm run operator -- add` prints: the operator sets their own password. */
  setPassword: (code: string) => join(OPERATOR_SEGMENT, 'sifre', code),
  /** The first sign-in's new password and two-factor enrolment, and later changes of either. */
  account: () => join(OPERATOR_SEGMENT, 'hesap'),
  orders: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'siparisler'), query),
  ordersCsv: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'siparisler', 'csv'), query),
  order: (id: number) => join(OPERATOR_SEGMENT, 'siparisler', id),
  audit: (before?: number) => withQuery(join(OPERATOR_SEGMENT, 'kayitlar'), { before }),
  refunds: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'iadeler'), query),
  inbox: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'gelen-kutusu'), query),
  /** A career application's CV, as an attachment, to operators only (never a public media URL). */
  cv: (id: number) => join(OPERATOR_SEGMENT, 'gelen-kutusu', 'cv', id),
  outbox: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'postalar'), query),
  subscribers: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'aboneler'), query),
  subscribersCsv: () => join(OPERATOR_SEGMENT, 'aboneler', 'csv'),
  operators: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'operatorler'), query),
  /** Issue 23: the editor's discount codes, one code (its form and the orders that used it), a new one. */
  discountCodes: (page?: number) => withQuery(join(OPERATOR_SEGMENT, 'indirim-kodlari'), { page: page && page > 1 ? page : undefined }),
  discountCode: (id: number) => join(OPERATOR_SEGMENT, 'indirim-kodlari', id),
  newDiscountCode: () => join(OPERATOR_SEGMENT, 'indirim-kodlari', 'yeni'),
  cargoRates: () => join(OPERATOR_SEGMENT, 'kargo-ucretleri'),
  /** The catalogue (issue 23): the product list, one product's edit page, the bulk CSV and the low-stock view. */
  products: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'urunler'), query),
  product: (id: number) => join(OPERATOR_SEGMENT, 'urunler', id),
  newProduct: () => join(OPERATOR_SEGMENT, 'urunler', 'yeni'),
  catalogueBulk: () => join(OPERATOR_SEGMENT, 'urunler', 'toplu'),
  catalogueCsv: () => join(OPERATOR_SEGMENT, 'urunler', 'toplu', 'csv'),
  lowStock: (query?: OperatorOrdersQuery) => withQuery(join(OPERATOR_SEGMENT, 'urunler', 'azalan-stok'), query),
  designers: () => join(OPERATOR_SEGMENT, 'urunler', 'tasarimcilar'),
  designer: (id: number) => join(OPERATOR_SEGMENT, 'urunler', 'tasarimcilar', id),
  categories: () => join(OPERATOR_SEGMENT, 'urunler', 'kategoriler'),
  category: (id: number) => join(OPERATOR_SEGMENT, 'urunler', 'kategoriler', id),
  /** Editorial (issue 23): contracts with their versions, blog posts, the shop's own pages and the FAQ. */
  contracts: () => join(OPERATOR_SEGMENT, 'sozlesmeler'),
  contract: (id: number) => join(OPERATOR_SEGMENT, 'sozlesmeler', id),
  blogPosts: () => join(OPERATOR_SEGMENT, 'blog'),
  blogPost: (id: number) => join(OPERATOR_SEGMENT, 'blog', id),
  newBlogPost: () => join(OPERATOR_SEGMENT, 'blog', 'yeni'),
  pages: () => join(OPERATOR_SEGMENT, 'sayfalar'),
  page: (key: string) => join(OPERATOR_SEGMENT, 'sayfalar', key),
  faqEditor: () => join(OPERATOR_SEGMENT, 'sayfalar', 'sss'),
  /** The home page's slider, banners and daily popup (issue 23): a kind's list, one record's form, a new one. */
  homeContent: (kind: HomeContentSegmentKind = 'slider') => join(OPERATOR_SEGMENT, 'ana-sayfa', HOME_CONTENT_SEGMENTS[kind]),
  homeContentItem: (kind: HomeContentSegmentKind, id: number) => join(OPERATOR_SEGMENT, 'ana-sayfa', HOME_CONTENT_SEGMENTS[kind], id),
  newHomeContent: (kind: HomeContentSegmentKind) => join(OPERATOR_SEGMENT, 'ana-sayfa', HOME_CONTENT_SEGMENTS[kind], 'yeni'),
  /** Arts & workshops, collaborations and fashion tiles (issue 23): a kind's list, one record's form, a new one. */
  events: (kind: EventSegmentKind = 'workshop') => join(OPERATOR_SEGMENT, 'etkinlikler', EVENT_SEGMENTS[kind]),
  event: (kind: EventSegmentKind, id: number) => join(OPERATOR_SEGMENT, 'etkinlikler', EVENT_SEGMENTS[kind], id),
  newEvent: (kind: EventSegmentKind) => join(OPERATOR_SEGMENT, 'etkinlikler', EVENT_SEGMENTS[kind], 'yeni'),
  /** Draft mode on for an editor, then the storefront page `to` (a path with its language) with unpublished records (docs/adr/0056). */
  preview: (to: string) => withQuery(join(OPERATOR_SEGMENT, 'onizleme'), { to }),
  /** Draft mode off, back to the storefront page the bar was on. */
  previewExit: (to?: string) => withQuery(join(OPERATOR_SEGMENT, 'onizleme', 'cikis'), { to }),
} as const;

/**
 * A storefront page's path from a query parameter (the preview's `to`), or null: a path of this
 * site under a language (`/tr`, `/en/fashion?x=1`), never `//host`, a backslash or the back-office.
 */
export function storefrontPathOf(to: string | null | undefined): string | null {
  if (!to || !/^\/(tr|en)(?=$|[/?#])/.test(to) || /[\\\s]/.test(to) || to.startsWith('//')) return null;
  const [, , first] = to.split(/[/?#]/);
  return first === OPERATOR_SEGMENT ? null : to;
}

/** The back-office's address segment of each home content kind. */
export const HOME_CONTENT_SEGMENTS = { slider: 'slayt', banner: 'banner', popup: 'acilir-pencere' } as const;
export type HomeContentSegmentKind = keyof typeof HOME_CONTENT_SEGMENTS;

/** The back-office's address segment of each kind of the arts & workshops, collaborations and fashion screens. */
export const EVENT_SEGMENTS = { workshop: 'atolyeler', collaboration: 'isbirlikleri', fashion: 'moda' } as const;
export type EventSegmentKind = keyof typeof EVENT_SEGMENTS;

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

/** Pages private to one shopper (basket, checkout, account, one-time links) or to the shop's people (the back-office): worthless to crawlers. */
export const PRIVATE_SEGMENTS: readonly string[] = [
  routes.basket(), routes.address(), routes.payment(), routes.checkoutSignIn(), routes.guestCheckout(),
  routes.profile(), routes.orders(), routes.order(0), routes.returns(), routes.favourites(), routes.addresses(),
  routes.activation(''), routes.passwordReset(''), routes.paymentSuccess(), routes.paymentFailure(''),
  operatorRoutes.home(),
].map(firstSegment);

/** Pages with no parameters that crawlers should find (the sitemap lists them in both languages). */
export const STATIC_PAGES: readonly string[] = [
  routes.home(), routes.blogs(), routes.designers(), routes.fashion(), routes.workshops(), routes.collaborations(),
  routes.contact(), routes.shippingReturns(), routes.membership(), routes.privacyPolicy(), routes.terms(),
  routes.contracts(), routes.faq(), routes.about(), routes.applyDesigner(), routes.career(),
  routes.clearFilters(), routes.allProducts(),
];

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
