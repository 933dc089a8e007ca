import { routes } from '@/lib/shop/routes';

/**
 * The account pages every account menu lists (header popover, drawer, side menu), in the spec's
 * order. Orders (issue 10) join when their page exists.
 */
export const accountLinks = [
  { key: 'profile', href: routes.profile },
  { key: 'favourites', href: routes.favourites },
  { key: 'addresses', href: routes.addresses },
] as const;
