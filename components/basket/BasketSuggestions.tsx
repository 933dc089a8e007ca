'use client';

import { useTranslations } from 'next-intl';
import { ProductCarousel } from '@/components/carousel/ProductCarousel';
import { ProductCard } from '@/components/product/ProductCard';
import { Section } from '@/components/ui/Section';
import { useBasketSuggestions } from '@/lib/api/basket';

/**
 * Spec 02 §9: the basket's similar-products slider, 4 at a time on a wide screen, moving every 2 s
 * (the featured preset). An island: the pieces follow the shopper's basket (its categories and
 * designers, never a piece already in it), while the page stays the same cached page for everyone.
 */
export function BasketSuggestions() {
  const t = useTranslations('basket');
  const products = useBasketSuggestions();
  if (products.length === 0) return null;
  return (
    <Section id="basket-suggestions" eyebrow={t('suggestionsEyebrow')} title={t('suggestionsTitle')} width="wide">
      {/* Keyed by the pieces: a changed list starts a fresh carousel rather than patching Swiper's slides. */}
      <ProductCarousel key={products.map((product) => product.Id).join()} label={t('suggestionsLabel')} preset="featured">
        {products.map((product) => (
          <ProductCard key={product.Id} product={product} />
        ))}
      </ProductCarousel>
    </Section>
  );
}
