import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/Container';
import { RichText } from '@/components/ui/RichText';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/shop/locale';
import { ChosenVariationProvider } from './ChosenVariation';
import { LinkItems } from './LinkItems';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase } from './ProductPurchase';
import { swatchPictures } from './swatchPictures';
import type { ProductDetailData } from './types';
import styles from './ProductDetail.module.css';

/**
 * The product page's body: gallery beside the title, designer, buying island, linked pieces and
 * the description. Everything but the gallery controls and the buying island is server HTML.
 */
export async function ProductDetail({ product, locale, breadcrumb }: { product: ProductDetailData; locale: Locale; breadcrumb: ReactNode }) {
  const t = await getTranslations('productDetail');
  return (
    <Container width="wide" className={styles.page}>
      {breadcrumb}
      <ChosenVariationProvider>
        <div className={styles.layout}>
          <ProductGallery title={product.Title} photos={product.Photos} variations={product.Variations} />
          <div className={styles.info}>
            <p className={styles.designer}>
              <span className="visually-hidden">{t('designer')}: </span>
              <Link href={product.Designer.Url}>{product.Designer.Name}</Link>
            </p>
            <h1 className={styles.title}>{product.Title}</h1>
            {product.IsFreeCargo ? <p className={styles.note}>{t('freeCargo')}</p> : null}
            <ProductPurchase product={product} swatches={swatchPictures(product)} />
            <LinkItems items={product.LinkItems} locale={locale} />
            <section className={styles.description} aria-labelledby="product-description">
              <h2 id="product-description" className={styles.subheading}>
                {t('description')}
              </h2>
              <RichText html={product.Description} />
            </section>
          </div>
        </div>
      </ChosenVariationProvider>
    </Container>
  );
}
