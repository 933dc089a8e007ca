'use client';

import 'swiper/css';
import { useCallback, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { CarouselTrack } from './CarouselTrack';
import { PauseButton } from './PauseButton';
import type { ProductCarouselPreset } from './productSwiper';
import { useCarousel, type LoadSwiper } from './useCarousel';
import styles from './Carousel.module.css';

interface ProductCarouselProps {
  /** Names the carousel region. */
  label: string;
  /** featured: the home row (4 / 2 / 1 per view); collection: collaborations and similar products (5 / 2). */
  preset?: ProductCarouselPreset;
  /** Server-rendered cards (e.g. <ProductCard>); without JavaScript they form a scrollable row. */
  children: ReactNode;
}

/** A row of product cards that advances by itself, with previous / next and pause controls. */
export function ProductCarousel({ label, preset = 'featured', children }: ProductCarouselProps) {
  const t = useTranslations('carousel');
  const load = useCallback<LoadSwiper>(
    () => import('./productSwiper').then(({ createProductSwiper }) => (viewport, { autoplay }) => createProductSwiper(viewport, { autoplay, preset })),
    [preset],
  );
  const { viewportRef, previous, next, autoplays, paused, togglePause } = useCarousel(load);
  return (
    <div className={`${styles.root} ${styles.products}`} data-preset={preset} role="region" aria-roledescription="carousel" aria-label={label}>
      <CarouselTrack viewportRef={viewportRef}>{children}</CarouselTrack>
      <div className={`${styles.productControls} ${styles.controls}`}>
        {autoplays ? <PauseButton paused={paused} onToggle={togglePause} /> : null}
        <button type="button" className={`${styles.control} ${styles.dark}`} onClick={previous} aria-label={t('previous')}>
          <Icon name="chevronLeft" size={18} />
        </button>
        <button type="button" className={`${styles.control} ${styles.dark}`} onClick={next} aria-label={t('next')}>
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
    </div>
  );
}
