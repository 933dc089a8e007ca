/**
 * The stock-keeping codes the bulk CSV speaks: the catalogue had none, so they are drawn from the
 * records' ids (ADR 0053) — `VT-12` for product 12 sold as itself, `VT-12-40` for its variation 40.
 * They never change and can name no other record.
 */
export const productSku = (productId: number) => `VT-${productId}`;
export const variationSku = (productId: number, variationId: number) => `VT-${productId}-${variationId}`;

export function parseSku(sku: string): { productId: number; variationId: number | null } | null {
  const match = /^VT-(\d{1,9})(?:-(\d{1,9}))?$/i.exec(sku.trim());
  return match ? { productId: Number(match[1]), variationId: match[2] ? Number(match[2]) : null } : null;
}
