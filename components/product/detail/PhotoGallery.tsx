'use client';

import { Suspense, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useChosenVariation } from './ChosenVariation';
import styles from './ProductGallery.module.css';

/** The full-screen viewer arrives with the first zoom, not with the page (it is the gallery's larger half). */
const PhotoViewer = lazyComponent(() => import('./PhotoViewer').then((module) => module.PhotoViewer));

/** One photograph with its pictures drawn on the server (ProductGallery.tsx): a thumbnail only for the listed first ones. */
export interface GalleryPhoto {
  Id: number;
  PhotoPath: string;
  alt: string;
  picture: ReactNode;
  thumbnail: ReactNode;
}

interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** Each colour or finish's own pictures, shown instead once the shopper chooses it. */
  variationPhotos: Record<number, GalleryPhoto[]>;
}

/**
 * The product's photographs: a large one, thumbnails that choose it, a pointer zoom on it (the
 * picture follows a fine pointer at twice its size) and a full-screen viewer for every pointer
 * and the keyboard. Without JavaScript the first photograph and the thumbnails still show.
 */
export function PhotoGallery({ photos: general, variationPhotos }: PhotoGalleryProps) {
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
      <div
        className={styles.stage}
        onPointerMove={follow}
        onPointerLeave={() => setOrigin(null)}
        data-zoomed={origin ? 'true' : undefined}
        // The picture is the server's markup: the zoom's origin reaches it through the stylesheet.
        style={origin ? ({ '--zoom-origin': origin } as CSSProperties) : undefined}
      >
        {photo.picture}
        <button type="button" className={styles.zoom} onClick={enlarge} aria-label={t('zoom')}>
          <Icon name="zoom" size={20} />
        </button>
      </div>
      {photos.length > 1 ? (
        <ul role="list" className={styles.thumbnails}>
          {photos.map((each, index) =>
            each.thumbnail ? (
              <li key={each.Id || index}>
                <button type="button" className={styles.thumbnail} aria-label={t('showPhoto', { index: index + 1 })} aria-pressed={index === current} onClick={() => setCurrent(index)}>
                  {each.thumbnail}
                </button>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <Suspense fallback={null}>{viewed ? <PhotoViewer photos={photos} start={viewing} onClose={() => setViewing(null)} /> : null}</Suspense>
    </div>
  );
}
