import { getTranslations } from 'next-intl/server';
import { Picture } from '@/components/ui/Picture';
import { PhotoGallery, type GalleryPhoto } from './PhotoGallery';
import type { VariationData } from './types';
import styles from './ProductGallery.module.css';

/** Spec 01 §2: up to four thumbnails (the stylesheet shows three on small screens). */
const THUMBNAILS = 4;

type Photo = { Id: number; PhotoPath: string };

interface ProductGalleryProps {
  title: string;
  photos: Photo[];
  variations: VariationData[];
}

/**
 * The gallery with every picture it can show drawn here, the product's and each colour's or
 * finish's: choosing one on the client only swaps which prepared picture shows, so the page's
 * client code carries no image optimiser props (issue 21).
 */
export async function ProductGallery({ title, photos, variations }: ProductGalleryProps) {
  const t = await getTranslations('productDetail');
  const prepare = (set: Photo[], { lead }: { lead: boolean }) =>
    set.map((photo, index): GalleryPhoto => {
      const alt = t('photoAlt', { title, index: index + 1 });
      return {
        Id: photo.Id,
        PhotoPath: photo.PhotoPath,
        alt,
        // Only the product's first photograph is the page's largest paint. The others are drawn only once
        // chosen, in view, so `lazy` costs them nothing; an eager one would be preloaded by React's payload
        // wherever the page is prefetched (every card in view prefetched four to twelve 828 px photographs).
        // On a desktop the gallery takes 7 of the page's 12 parts (ProductDetail.module.css).
        picture: (
          <Picture
            src={photo.PhotoPath}
            alt={alt}
            fill
            {...(lead && index === 0 ? { preload: true } : { loading: 'lazy' as const })}
            sizes="(max-width: 992px) 100vw, 58vw"
            className={styles.image}
          />
        ),
        thumbnail:
          index < THUMBNAILS ? (
            <Picture
              src={photo.PhotoPath}
              alt=""
              width={96}
              height={96}
              sizes="(max-width: 576px) calc((100vw - 4rem) / 3), (max-width: 992px) calc((100vw - 6rem) / 4), 10rem"
              className={styles.thumbnailImage}
            />
          ) : null,
      };
    });
  const variationPhotos = Object.fromEntries(variations.filter((variation) => variation.Photos.length > 0).map((variation) => [variation.VariationId, prepare(variation.Photos, { lead: false })]));
  return <PhotoGallery photos={prepare(photos, { lead: true })} variationPhotos={variationPhotos} />;
}
