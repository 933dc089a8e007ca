import { useTranslations } from 'next-intl';
import { INTENT_PREFETCH } from '@/components/ui/intentPrefetch';
import { Picture } from '@/components/ui/Picture';
import { Link } from '@/lib/i18n/navigation';
import { isSoldOut, totalStock } from '@/lib/shop/stock';
import { FavouriteHeart } from './hearts/FavouriteHeart';
import { Price } from './Price';
import type { ProductCardData } from './types';
import styles from './ProductCard.module.css';

/** A card's picture is drawn 160–460 CSS px wide (a phone's two-up grid to a carousel's 80vw) at 1–3 device pixels each. */
const CARD_WIDTHS = [256, 384, 640, 828, 1080] as const;

interface ProductCardProps {
  product: ProductCardData;
  /** The image's rendered width at each breakpoint; the default fits a 4-up row (2-up ≤992px, 1-up ≤576px). */
  sizes?: string;
  /** Loads the image eagerly — only for cards visible on first paint. */
  eager?: boolean;
  /** The page's largest paint (a listing's first pictures on a phone): preloaded and fetched first. */
  priority?: boolean;
  /** The heading level that fits the page outline. */
  headingLevel?: 'h2' | 'h3';
}

/** A product in a listing: photograph, designer, title, price, discount and sold-out labels, one link, and a favourite heart. */
export function ProductCard({ product, sizes = '(max-width: 576px) 80vw, (max-width: 992px) 45vw, 22vw', eager = false, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const t = useTranslations('product');
  const soldOut = isSoldOut(totalStock(product));
  const discounted = product.DiscountPercentage > 0;
  // A card has no picker: its heart keeps the first variation a shopper could buy (spec 01 §4 wants one chosen).
  const favouriteVariation = product.Variations.find((variation) => variation.Stock > 0) ?? product.Variations[0];
  return (
    <article className={`${styles.card} ${soldOut ? styles.soldOut : ''}`}>
      <div className={styles.media}>
        <Picture src={product.MainPhoto} alt={product.Title} fill sizes={sizes} widths={CARD_WIDTHS} loading={eager ? 'eager' : 'lazy'} preload={priority} className={styles.image} />
        <div className={styles.badges}>
          {discounted ? (
            <span className={styles.discount}>
              <span aria-hidden="true">{t('discount', { percent: product.DiscountPercentage })}</span>
              <span className="visually-hidden">{t('discountLabel', { percent: product.DiscountPercentage })}</span>
            </span>
          ) : null}
          {soldOut ? <span className={styles.soldOutLabel}>{t('soldOut')}</span> : null}
        </div>
      </div>
      {/* Drawn waiting; the page's one island (FavouriteHearts) shows the shopper's state and takes the presses. */}
      <FavouriteHeart ProductId={product.ProductId} VariationId={favouriteVariation?.Id ?? null} />
      <div className={styles.body}>
        <p className={styles.designer}>{product.DesignerName}</p>
        <Heading className={styles.title}>
          {/* The title link covers the whole card (see .link::after), so the card is one target. */}
          <Link href={product.Url} className={styles.link} {...INTENT_PREFETCH}>
            {product.Title}
          </Link>
        </Heading>
        <Price price={product.Price} discountedPrice={product.DiscountedPrice} discountPercentage={product.DiscountPercentage} currency={product.Currency} />
      </div>
    </article>
  );
}
