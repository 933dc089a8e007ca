'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { fileCatalogueProduct } from '@/lib/api/catalogue-editing';
import styles from './Catalogue.module.css';

interface ProductCategoriesProps {
  productId: number;
  version: number;
  filed: readonly number[];
  tree: readonly { CategoryId: number; Depth: number; Name: string }[];
}

/**
 * The categories a product is filed under, as checkboxes over the tree; saving moves it between
 * listings. It names the filing's own version, so the product form beside it keeps saving.
 */
export function ProductCategories({ productId, version, filed, tree }: ProductCategoriesProps) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const [chosen, setChosen] = useState<number[]>([...filed]);
  // The filing's version after this panel's own saves (the page's props may lag behind the refresh).
  const [current, setCurrent] = useState(version);
  const [status, setStatus] = useState({ ok: true, message: '' });
  const toggle = (id: number) => setChosen((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  const save = async () => {
    const reply = await fileCatalogueProduct({ ProductId: productId, Version: Math.max(current, version), CategoryIds: chosen });
    if (!reply) return;
    if (reply.succeeded) setCurrent(reply.data.Version);
    setStatus(reply.succeeded ? { ok: true, message: t('productCategoriesSaved') } : { ok: false, message: reply.errors?.CategoryIds ?? reply.message });
    router.refresh();
  };
  return (
    <section aria-labelledby="product-categories" className={styles.section}>
      <h2 id="product-categories" className={styles.sectionTitle}>{t('productCategories')}</h2>
      <fieldset>
        <legend>{t('productCategories')}</legend>
        {tree.map((category) => (
          <label key={category.CategoryId} style={{ display: 'block', paddingInlineStart: `${category.Depth * 1.25}rem` }}>
            <input type="checkbox" checked={chosen.includes(category.CategoryId)} onChange={() => toggle(category.CategoryId)} /> {category.Name}
          </label>
        ))}
      </fieldset>
      <button type="button" onClick={save} disabled={!chosen.length}>{t('productCategoriesSave')}</button>
      <p role={status.ok ? 'status' : 'alert'}>{status.message}</p>
    </section>
  );
}
