import type { OutputOf } from '@/lib/api/contract';

/** The product as /get-product-detail returns it. */
export type ProductDetailData = OutputOf<'get-product-detail'>['product'];
export type VariationData = ProductDetailData['Variations'][number];
