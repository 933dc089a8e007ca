import { getTranslations } from 'next-intl/server';
import { ProductCarousel } from '@/components/carousel/ProductCarousel';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/types';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import { routes } from '@/lib/shop/routes';

/** The featured-products carousel with the All products button (spec 01 §2 Home). */
export async function FeaturedProducts({ products }: { products: ProductCardData[] }) {
  const t = await getTranslations('home');
  if (products.length === 0) return null;
  return (
    <Section
      id="featured"
      eyebrow={t('featuredEyebrow')}
      title={t('featuredTitle')}
      width="wide"
      aside={
        <ButtonLink href={routes.allProducts()} variant="secondary" size="sm">
          {t('allProducts')}
        </ButtonLink>
      }
    >
      <ProductCarousel label={t('featuredLabel')} preset="featured">
        {products.map((product) => (
          <ProductCard key={product.Id} product={product} />
        ))}
      </ProductCarousel>
    </Section>
  );
}
