import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api, format, languageId, messages, type Lang } from './shop';

export type Card = { ProductId: number; Title: string; Url: string; IsMainVariation: boolean; Stock: number };

/**
 * Two products sold as themselves and in stock: their page's heart needs no variation. Two pieces or
 * more by default: two specs run at once and may each buy one (a test of the last piece finds its own).
 */
export async function plainProducts(request: APIRequestContext, lang: Lang, { minStock = 2 } = {}): Promise<Card[]> {
  const { productList } = await api<{ productList: Card[] }>(request, 'get-featured-products', { LanguageId: languageId(lang) });
  const plain = productList.filter((card) => card.IsMainVariation && card.Stock >= minStock).slice(0, 2);
  if (plain.length < 2) throw new Error('The demo catalogue has too few plain featured products.');
  return plain;
}

/** Presses the product page's heart and waits until it says the product is a favourite. */
export async function favouriteOnItsPage(page: Page, lang: Lang, product: Card) {
  const t = messages[lang];
  await page.goto(`/${lang}${product.Url}`);
  const buying = page.getByRole('form', { name: t.productDetail.purchase });
  const heart = buying.getByRole('button', { name: t.favourites.add, exact: true });
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(buying.getByRole('button', { name: t.favourites.remove, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

/** What the product page says when no variation is chosen: the variation's own name ("Please choose a size"). */
export function missingChoiceText(product: { VariationName?: string | null }, lang: Lang) {
  const t = messages[lang].productDetail;
  const kind = product.VariationName?.trim();
  return kind ? format(t.chooseKind, lang, { kind: kind.toLocaleLowerCase(lang) }) : t.chooseOne;
}
