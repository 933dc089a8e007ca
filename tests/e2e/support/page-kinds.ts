import type { APIRequestContext } from '@playwright/test';
import { routes } from '../../../lib/shop/routes';
import { plainProducts } from './catalogue';
import { api, languageId, type Lang } from './shop';

type Linked = { Url: string };

/** One page of each kind a shopper reaches, by its address in a language (without the prefix), learnt from the API. */
export const PAGE_KINDS: Record<string, (request: APIRequestContext, lang: Lang) => Promise<string>> = {
  home: async () => routes.home(),
  category: async (request, lang) => (await api<{ categories: Linked[] }>(request, 'get-categories', { LanguageId: languageId(lang) })).categories[0].Url,
  product: async (request, lang) => (await plainProducts(request, lang))[0].Url,
  search: async () => routes.allProducts(),
  designers: async () => routes.designers(),
  designer: async (request, lang) => (await api<{ List: { DesignerNames: Linked[] }[] }>(request, 'designer-list', { LanguageId: languageId(lang) })).List[0].DesignerNames[0].Url,
  blogs: async () => routes.blogs(),
  blog: async (request, lang) => (await api<{ featuredBlog: Linked }>(request, 'get-blogs', { LanguageId: languageId(lang) })).featuredBlog.Url,
  workshops: async () => routes.workshops(),
  workshop: async (request, lang) => (await api<{ dataList: Linked[] }>(request, 'get-arts-workshops', { LanguageId: languageId(lang), Type: 3, Take: 1, Skip: 0 })).dataList[0].Url,
  about: async () => routes.about(),
  contact: async () => routes.contact(),
  basket: async () => routes.basket(),
};
