import { firstSegment, routes } from '@/lib/shop/routes';

/**
 * The account pages every account menu lists (header popover, drawer, side menu), in the spec's
 * order. `within` names the pages beneath a link (an order's page under Orders), marked in the side menu too.
 */
export const accountLinks: readonly { key: 'profile' | 'orders' | 'favourites' | 'addresses'; href: () => string; within?: string }[] = [
  { key: 'profile', href: routes.profile },
  { key: 'orders', href: routes.orders, within: firstSegment(routes.order(0)) },
  { key: 'favourites', href: routes.favourites },
  { key: 'addresses', href: routes.addresses },
];
