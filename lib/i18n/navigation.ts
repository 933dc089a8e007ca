import { createElement, type ComponentProps } from 'react';
import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link for a link in the page's own language is next/link behind a wrapper that sends
 * the locale cookie's settings with every instance (≈ 100 bytes each in a page's payload, 30–50 links a
 * page) and hydrates one component more per link. Rendered on the server, this one hands next/link
 * the finished address; a link to another language still goes through next-intl's, which keeps the
 * cookie in step, as it does for an address given as an object.
 */
export function Link({ href, locale, ...rest }: ComponentProps<typeof navigation.Link>) {
  const current = useLocale();
  if ((locale && locale !== current) || typeof href !== 'string') return createElement(navigation.Link, { href, locale, ...rest });
  return createElement(NextLink, { href: getPathname({ href, locale: current }), ...rest });
}
