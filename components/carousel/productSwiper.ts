import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

const autoplay = (delay: number) => ({ delay, disableOnInteraction: false, pauseOnMouseEnter: true });

/**
 * Spec 01 §9. Swiper's breakpoints are min-widths, so "up to 992px" is every width below 993.
 * featured: 4 slides every 2000 ms; ≤992px 2 slides every 3000 ms; ≤576px 1 slide (plus the next one's edge).
 * collection (collaborations, similar products): 5 slides every 2000 ms; ≤992px 2 slides every 3000 ms.
 * Carousel.module.css sizes the slides the same way before Swiper starts, so nothing jumps.
 */
const PRESETS = {
  featured: {
    // One card and the edge of the next, so the row reads as swipeable.
    slidesPerView: 1.15,
    spaceBetween: 16,
    autoplay: autoplay(3000),
    breakpoints: {
      577: { slidesPerView: 2, spaceBetween: 16, autoplay: autoplay(3000) },
      993: { slidesPerView: 4, spaceBetween: 24, autoplay: autoplay(2000) },
    },
  },
  collection: {
    slidesPerView: 2,
    spaceBetween: 16,
    autoplay: autoplay(3000),
    breakpoints: {
      993: { slidesPerView: 5, spaceBetween: 24, autoplay: autoplay(2000) },
    },
  },
} satisfies Record<string, SwiperOptions>;

export type ProductCarouselPreset = keyof typeof PRESETS;

export function createProductSwiper(viewport: HTMLElement, { autoplay: enabled, preset }: { autoplay: boolean; preset: ProductCarouselPreset }): Swiper {
  const { autoplay: timing, ...layout } = PRESETS[preset];
  return new Swiper(viewport, {
    modules: [Autoplay],
    rewind: true,
    speed: 600,
    ...layout,
    autoplay: { ...timing, enabled },
  });
}
