import type { Metadata } from 'next';
import type { LangPageProps } from '../page';

/**
 * An account page's metadata: title and alternates like any page, but never in search results.
 * robots.txt already keeps crawlers out (PRIVATE_SEGMENTS); noindex covers a link found elsewhere.
 */
export function privateMetadata<P extends object>(generate: (props: LangPageProps<P>) => Promise<Metadata>) {
  return async (props: LangPageProps<P>): Promise<Metadata> => ({ ...(await generate(props)), robots: { index: false, follow: false } });
}
