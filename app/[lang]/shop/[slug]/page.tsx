import { shortUrlPage } from '@/lib/server/short-url';

/** `shop/{category url}` (spec 01 §2): the category's slug alone moves to its full address. */
export default shortUrlPage('category');
