'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './PhotoViewer.module.css';

interface PhotoViewerProps {
  photos: { Id: number; PhotoPath: string; alt: string }[];
  /** The photo to open at; null while closed. */
  start: number | null;
  onClose: () => void;
}

/**
 * Zoom means larger: every photograph full screen at the screen's full resolution, swiped (a
 * scroll-snap track) or stepped with the buttons and arrow keys, a placeholder until each has
 * loaded. A native modal <dialog>: the page behind is inert, Escape closes, and focus goes back
 * to the zoom button.
 */
export function PhotoViewer({ photos, start, onClose }: PhotoViewerProps) {
  const t = useTranslations('productDetail');
  const dialog = useRef<HTMLDialogElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(new Set());
  const open = start !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The close button first: the arrows may be disabled, and Enter on it is the safe way out.
      closer.current?.focus();
      setIndex(start);
      const slide = track.current?.children[start];
      slide?.scrollIntoView({ behavior: 'instant', inline: 'start', block: 'nearest' });
    } else if (!open && element.open) element.close();
  }, [open, start]);

  const go = (next: number) => {
    const target = Math.max(0, Math.min(photos.length - 1, next));
    track.current?.children[target]?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
  };

  // The counter follows the swipe: the slide nearest the track's left edge is the one shown.
  const follow = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };

  return (
    <dialog ref={dialog} className={styles.viewer} aria-label={t('viewer')} onClose={onClose} onKeyDown={onKeyDown}>
      {open ? (
        <>
          <ul ref={track} role="list" className={styles.track} onScroll={follow}>
            {photos.map((photo, position) => (
              <li key={photo.Id || position} className={styles.slide} data-loaded={loaded.has(position) || undefined} aria-hidden={position !== index || undefined}>
                {/* A stand-in picture, named, so a screen reader too hears that the photo is still coming. */}
                {loaded.has(position) ? null : <span className={styles.placeholder} role="img" aria-label={t('photoLoading')} />}
                <Image
                  src={photo.PhotoPath}
                  alt={photo.alt}
                  fill
                  sizes="100vw"
                  quality={85}
                  className={styles.image}
                  onLoad={() => setLoaded((before) => new Set(before).add(position))}
                />
              </li>
            ))}
          </ul>
          <p className={styles.counter} aria-live="polite">
            {t('photoOf', { index: index + 1, count: photos.length })}
          </p>
          {photos.length > 1 ? (
            <>
              <button type="button" className={`${styles.control} ${styles.previous}`} onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('previousPhoto')}>
                <Icon name="chevronLeft" size={24} />
              </button>
              <button
                type="button"
                className={`${styles.control} ${styles.next}`}
                onClick={() => go(index + 1)}
                disabled={index === photos.length - 1}
                aria-label={t('nextPhoto')}
              >
                <Icon name="chevronRight" size={24} />
              </button>
            </>
          ) : null}
          <button ref={closer} type="button" className={`${styles.control} ${styles.close}`} onClick={() => dialog.current?.close()} aria-label={t('closeViewer')}>
            <Icon name="close" size={24} />
          </button>
        </>
      ) : null}
    </dialog>
  );
}
