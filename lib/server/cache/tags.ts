/**
 * Cache tags: a write to the data under a tag revalidates every cached read and page that used it.
 * Entities have their own tags, so a write marks exactly what it changed; the three coarse tags
 * name data that no product write touches (the category tree and directories, editorial content,
 * the layout), and the listing tags name lists whose membership may change with any product.
 */
export const TAGS = {
  catalog: 'catalog',
  content: 'content',
  layout: 'layout',
  /** The cargo zones' rates: the country list and the shipping policy page that shows them. */
  cargo: 'cargo',
  /** The magazine's list of posts (and the sitemap, which reads it): a post added, dated, published or retitled. */
  blogs: 'blogs',
  /** The shop's own pages, each edited on its own: about, the four policy pages (one side menu), the FAQ. */
  about: 'page:about',
  policies: 'page:policies',
  faq: 'page:faq',
  /** Arts & workshops' lists (each tab, the similar rows, the sitemap's part): one added, hidden, dated or retitled. */
  workshops: 'workshops',
  /** The collaborations' list (the designers page's row, the sitemap's part). */
  collaborations: 'collaborations',
  /** The fashion page's tiles. */
  fashion: 'content:fashion',
} as const;

/** One of TAGS, an entity's tag or a listing tag. */
export type CacheTag = string;

export const productTag = (id: number) => `product:${id}`;
export const categoryTag = (id: number) => `category:${id}`;
export const designerTag = (id: number) => `designer:${id}`;
/** One blog post: its page, and every list of similar posts that shows its card. */
export const blogTag = (id: number) => `blog:${id}`;
/** One workshop's or exhibition's page. */
export const workshopTag = (id: number) => `workshop:${id}`;
/** One collaboration's page. */
export const collaborationTag = (id: number) => `collaboration:${id}`;

/**
 * The home page's editorial parts, each its own tag: a slide's save drops the reads (and pages)
 * that show slides, not the banners, the popup or the rest of the editorial content.
 */
export const HOME_CONTENT_TAGS = {
  slider: 'content:slider',
  popup: 'content:popup',
  banner: (placement: string) => `content:banners:${placement}`,
} as const;

/**
 * Lists that draw from the whole catalogue (search with its filters, the featured rows): which
 * products they hold can change with any product's stock, price or title, so every product write
 * marks these too. Lists of one category or designer carry that entity's tag instead.
 */
export const LISTING_TAGS = {
  search: 'listing:search',
  featured: 'listing:featured',
} as const;

/** The tags of the products a read shows: each card's own, so a change to one reaches every list that shows it. */
export const productTagsOf = (cards: readonly { Id: number }[]) => cards.map((card) => productTag(card.Id));
