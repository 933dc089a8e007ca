import Swiper from 'swiper';
import { Autoplay, EffectFade, Pagination } from 'swiper/modules';

interface HeroSwiperOptions {
  autoplay: boolean;
  pagination: HTMLElement | null;
  /** The accessible name of the n-th bullet (1-based). */
  bulletLabel: (index: number) => string;
}

/** Spec 01 §9: the home slider advances every 4000 ms; a slow cross-fade suits full-bleed photography. */
export function createHeroSwiper(viewport: HTMLElement, { autoplay, pagination, bulletLabel }: HeroSwiperOptions): Swiper {
  return new Swiper(viewport, {
    modules: [Autoplay, EffectFade, Pagination],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    speed: 900,
    rewind: true,
    autoplay: { delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: autoplay },
    // Real buttons as bullets, so keyboards reach them and each has a translated name.
    pagination: pagination
      ? {
          el: pagination,
          clickable: true,
          renderBullet: (index, className) => `<button type="button" class="${className}" aria-label="${bulletLabel(index + 1)}"></button>`,
        }
      : false,
  });
}
