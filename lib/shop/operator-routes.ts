/**
 * The back-office's part of the route map (lib/shop/routes.ts), in a module of its own: the
 * storefront's scripts import the map's storefront part only, never these (issue 21).
 */
import { join, OPERATOR_SEGMENT, withQuery } from './routes';

/** The order list's filters, sort and page, as they stand in its URL (lib/shop/operators/order-filters.ts reads them). */
export type OperatorOrdersQuery = Readonly<Record<string, string | number | undefined>>;

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
} as const;

/** The back-office's address segment of each home content kind. */
export const HOME_CONTENT_SEGMENTS = { slider: 'slayt', banner: 'banner', popup: 'acilir-pencere' } as const;
export type HomeContentSegmentKind = keyof typeof HOME_CONTENT_SEGMENTS;

/** The back-office's address segment of each kind of the arts & workshops, collaborations and fashion screens. */
export const EVENT_SEGMENTS = { workshop: 'atolyeler', collaboration: 'isbirlikleri', fashion: 'moda' } as const;
export type EventSegmentKind = keyof typeof EVENT_SEGMENTS;

