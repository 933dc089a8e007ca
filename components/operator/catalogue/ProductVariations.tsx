'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OutputOf } from '@/lib/api/contract';
import { VariationForm } from './VariationForm';
import styles from './Catalogue.module.css';

type Product = OutputOf<'catalogue-product'>;

/** The product's variations, each with its own form, and one to add another (issue 23). */
export function ProductVariations({ product }: { product: Product }) {
  const t = useTranslations('catalogueEditing');
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const withColour = product.VariationType === 2;
  // A deleted variation's form leaves with it, its Remove too: the list says so and takes the focus.
  const deleted = () => {
    setSaid(t('variationDeleted'));
    heading.current?.focus();
  };
  return (
    <section aria-labelledby="product-variations" className={styles.section}>
      <h2 id="product-variations" ref={heading} tabIndex={-1} className={styles.sectionTitle}>{t('variations')}</h2>
      <p>{t('variationsIntro')}</p>
      <p role="status">{said}</p>
      {product.Variations.map((variation) => (
        <VariationForm key={variation.Id} productId={product.ProductId} variation={variation} withColour={withColour} onDeleted={deleted} />
      ))}
      <VariationForm productId={product.ProductId} withColour={withColour} />
    </section>
  );
}
