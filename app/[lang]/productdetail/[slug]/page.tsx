import { shortUrlPage } from '@/lib/server/short-url';

/** `productdetail/{product url}` (spec 01 §2): the product's slug alone moves to its full address. */
export default shortUrlPage('product');
