import { getTranslations } from 'next-intl/server';
import { ProductCarousel } from '@/components/carousel/ProductCarousel';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/types';
import { Section } from '@/components/ui/Section';

/** Spec 02 §9: the basket's similar-products slider, 4 at a time on a wide screen, moving every 2 s (the featured preset). */
export async function BasketSuggestions({ products }: { products: ProductCardData[] }) {
  const t = await getTranslations('basket');
  if (products.length === 0) return null;
  return (
    <Section id="basket-suggestions" eyebrow={t('suggestionsEyebrow')} title={t('suggestionsTitle')} width="wide">
      <ProductCarousel label={t('suggestionsLabel')} preset="featured">
        {products.map((product) => (
          <ProductCard key={product.Id} product={product} />
        ))}
      </ProductCarousel>
    </Section>
  );
}
