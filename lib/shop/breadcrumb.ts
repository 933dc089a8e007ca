import { localizedPath, type Locale } from './locale';
import { routes } from './routes';

export interface Crumb {
  name: string;
  path: string;
}

/** Every trail starts at the home page, under the one name of messages' `breadcrumb.home`. */
export const fromHome = (home: string, steps: Crumb[]): Crumb[] => [{ name: home, path: routes.home() }, ...steps];

/** The schema.org BreadcrumbList of the steps a page shows, so crawlers read the trail a person sees. */
export function breadcrumbList(crumbs: Crumb[], locale: Locale, site: URL) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(localizedPath(crumb.path, locale), site).toString(),
    })),
  };
}
