import type { OutputOf } from '@/lib/api/contract';

/** A listing card as every product list of the API returns it (featured, category, search, favourites …). */
export type ProductCardData = OutputOf<'get-featured-products'>['productList'][number];
