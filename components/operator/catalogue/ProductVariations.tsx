import { getTranslations } from 'next-intl/server';
import type { OutputOf } from '@/lib/api/contract';
import { VariationForm } from './VariationForm';
import styles from './Catalogue.module.css';

type Product = OutputOf<'catalogue-product'>;

/** The product's variations, each with its own form, and one to add another (issue 23). */
export async function ProductVariations({ product }: { product: Product }) {
  const t = await getTranslations('catalogueEditing');
  const withColour = product.VariationType === 2;
  return (
    <section aria-labelledby="product-variations" className={styles.section}>
      <h2 id="product-variations" className={styles.sectionTitle}>{t('variations')}</h2>
      <p>{t('variationsIntro')}</p>
      {product.Variations.map((variation) => (
        <VariationForm key={variation.Id} productId={product.ProductId} variation={variation} withColour={withColour} />
      ))}
      <VariationForm productId={product.ProductId} withColour={withColour} />
    </section>
  );
}
