import { HOME_CONTENT_SEGMENTS } from '@/lib/shop/operator-routes';
import type { HomeContentKind } from '@/lib/shop/validation/home-content';

/** The kind an address segment names (`slayt` → slider), or null for any other segment. */
export function kindOfSegment(segment: string): HomeContentKind | null {
  const found = (Object.entries(HOME_CONTENT_SEGMENTS) as [HomeContentKind, string][]).find(([, each]) => each === segment);
  return found ? found[0] : null;
}
