'use client';

import 'swiper/css';
import 'swiper/css/effect-fade';
import { useCallback, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CarouselTrack } from './CarouselTrack';
import { PauseButton } from './PauseButton';
import { useCarousel, type LoadSwiper } from './useCarousel';
import styles from './Carousel.module.css';

interface HeroCarouselProps {
  /** Names the carousel region. */
  label: string;
  /** Server-rendered slides; the first one is what shows before (and without) JavaScript. */
  children: ReactNode;
}

/** The full-bleed home slider: cross-fading slides, bullets and a pause control. */
export function HeroCarousel({ label, children }: HeroCarouselProps) {
  const t = useTranslations('carousel');
  const load = useCallback<LoadSwiper>(
    () =>
      import('./heroSwiper').then(
        ({ createHeroSwiper }) =>
          (viewport, options) =>
            createHeroSwiper(viewport, { ...options, bulletLabel: (index) => t('goToSlide', { index }) }),
      ),
    [t],
  );
  const { viewportRef, paginationRef, autoplays, paused, togglePause } = useCarousel(load);
  return (
    <div className={`${styles.root} ${styles.hero}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <CarouselTrack viewportRef={viewportRef}>{children}</CarouselTrack>
      <div className={`${styles.heroControls} ${styles.controls}`}>
        <div ref={paginationRef} className={styles.bullets} />
        {autoplays ? <PauseButton paused={paused} onToggle={togglePause} tone="light" /> : null}
      </div>
    </div>
  );
}
