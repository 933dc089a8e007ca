import { Children, type ReactNode, type RefObject } from 'react';
import styles from './Carousel.module.css';

interface CarouselTrackProps {
  viewportRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
  className?: string;
}

/** The markup Swiper expects, with each server-rendered child as one labelled slide. */
export function CarouselTrack({ viewportRef, children, className }: CarouselTrackProps) {
  const slides = Children.toArray(children);
  return (
    <div ref={viewportRef} className={['swiper', styles.viewport, className].filter(Boolean).join(' ')}>
      <div className={`swiper-wrapper ${styles.track}`}>
        {slides.map((slide, index) => (
          <div key={index} className={`swiper-slide ${styles.slide}`} role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
