import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
import type { ProductDetailData } from './types';
import styles from './ProductPurchase.module.css';

/**
 * The photo swatches (variation type 3) by variation, drawn on the server: the buying island only
 * places them, so its code carries no image optimiser props (issue 21).
 */
export function swatchPictures(product: ProductDetailData): Record<number, ReactNode> {
  if (product.VariationType !== 3) return {};
  return Object.fromEntries(
    product.Variations.filter((variation) => variation.PhotoPath).map((variation) => [
      variation.VariationId,
      <Picture key={variation.VariationId} src={variation.PhotoPath!} alt="" width={56} height={56} sizes="56px" className={styles.swatchImage} />,
    ]),
  );
}
