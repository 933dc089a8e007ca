'use client';

import { Picture } from '@/components/ui/Picture';
import { Suspense, useState, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useChosenVariation } from './ChosenVariation';
import styles from './ProductGallery.module.css';

/** The full-screen viewer arrives with the first zoom, not with the page (it is the gallery's larger half). */
const PhotoViewer = lazyComponent(() => import('./PhotoViewer').then((module) => module.PhotoViewer));

/** Spec 01 §2: up to four thumbnails (the stylesheet shows three on small screens). */
const THUMBNAILS = 4;

type Photo = { Id: number; PhotoPath: string };

interface ProductGalleryProps {
  title: string;
  photos: Photo[];
  /** Each colour or finish's own pictures, shown instead once the shopper chooses it. */
  variationPhotos?: Record<number, Photo[]>;
}

/**
 * The product's photographs: a large one, thumbnails that choose it, a pointer zoom on it (the
 * picture follows a fine pointer at twice its size) and a full-screen viewer for every pointer
 * and the keyboard. Without JavaScript the first photograph and the thumbnails still show.
 */
export function ProductGallery({ title, photos: general, variationPhotos = {} }: ProductGalleryProps) {
  const t = useTranslations('productDetail');
  const { variationId } = useChosenVariation();
  const own = variationId === null ? undefined : variationPhotos[variationId];
  const photos = own?.length ? own : general;
  // The photo shown, remembered with the set it belongs to: another colour starts at its first view.
  const [chosen, setChosen] = useState({ set: photos, index: 0 });
  const current = chosen.set === photos ? chosen.index : 0;
  const setCurrent = (index: number) => setChosen({ set: photos, index });
  const [viewing, setViewing] = useState<number | null>(null);
  // Once opened the viewer stays mounted: closing it is its own dialog's work.
  const [viewed, setViewed] = useState(false);
  const [origin, setOrigin] = useState<string | null>(null);
  const photo = photos[current] ?? photos[0];
  const alt = (index: number) => t('photoAlt', { title, index: index + 1 });

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${(((event.clientX - box.left) / box.width) * 100).toFixed(1)}% ${(((event.clientY - box.top) / box.height) * 100).toFixed(1)}%`);
  };

  const enlarge = () => {
    setViewed(true);
    setViewing(current);
  };

  return (
    <div className={styles.gallery} role="group" aria-label={t('gallery')}>
      <div className={styles.stage} onPointerMove={follow} onPointerLeave={() => setOrigin(null)} data-zoomed={origin ? 'true' : undefined}>
        <Picture
          src={photo.PhotoPath}
          alt={alt(current)}
          fill
          preload
          fetchPriority="high"
          sizes="(max-width: 992px) 100vw, 50vw"
          className={styles.image}
          style={origin ? { transformOrigin: origin } : undefined}
        />
        <button type="button" className={styles.zoom} onClick={enlarge} aria-label={t('zoom')}>
          <Icon name="zoom" size={20} />
        </button>
      </div>
      {photos.length > 1 ? (
        <ul role="list" className={styles.thumbnails}>
          {photos.slice(0, THUMBNAILS).map((each, index) => (
            <li key={each.Id || index}>
              <button type="button" className={styles.thumbnail} aria-label={t('showPhoto', { index: index + 1 })} aria-pressed={index === current} onClick={() => setCurrent(index)}>
                <Picture
                  src={each.PhotoPath}
                  alt=""
                  width={96}
                  height={96}
                  sizes="(max-width: 576px) calc((100vw - 4rem) / 3), (max-width: 992px) calc((100vw - 6rem) / 4), 10rem"
                  className={styles.thumbnailImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Suspense fallback={null}>{viewed ? <PhotoViewer photos={photos} alt={alt} start={viewing} onClose={() => setViewing(null)} /> : null}</Suspense>
    </div>
  );
}
