/*
 * How a server-drawn heart names its product for the page's island (FavouriteHearts): two data
 * attributes, read back on a press. Hearts that React drives themselves (the product page's) carry
 * none, so the island never touches them.
 */
const PRODUCT = 'data-favourite';
const VARIATION = 'data-favourite-variation';

export const HEART_SELECTOR = `button[${PRODUCT}]`;

export interface HeartItem {
  ProductId: number;
  VariationId: number | null;
}

/** The attributes a server heart carries (none for a missing variation: an undefined prop still costs payload bytes). */
export function heartMarks({ ProductId, VariationId }: HeartItem): Record<`data-${string}`, number> {
  return VariationId === null ? { [PRODUCT]: ProductId } : { [PRODUCT]: ProductId, [VARIATION]: VariationId };
}

/** The product and variation a marked heart stands for. */
export function readHeartMarks(button: Element): HeartItem {
  const variation = button.getAttribute(VARIATION);
  return { ProductId: Number(button.getAttribute(PRODUCT)), VariationId: variation === null ? null : Number(variation) };
}
