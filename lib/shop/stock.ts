interface StockedProduct {
  IsMainVariation: boolean;
  Stock: number;
  Variations: ReadonlyArray<{ Stock: number }>;
}

/** Spec 01 §3: a main-variation product counts its own stock, otherwise the sum of its variations. */
export function totalStock(product: StockedProduct): number {
  return product.IsMainVariation ? product.Stock : product.Variations.reduce((sum, variation) => sum + variation.Stock, 0);
}

/** Spec 01 §9: stock at or below 0 is sold out ("Stok Tükendi"). */
export const isSoldOut = (stock: number): boolean => stock <= 0;
