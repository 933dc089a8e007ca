import { useCallback, useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export type BuildSwiper = (viewport: HTMLElement, options: { autoplay: boolean; pagination: HTMLElement | null }) => Swiper;

/**
 * Loads a carousel's Swiper set-up. Each carousel loads its own with a dynamic import, so Swiper's
 * code arrives after the page is interactive instead of with the first bundle.
 */
export type LoadSwiper = () => Promise<BuildSwiper>;

/**
 * How long a carousel in view waits, after the browser is idle, before fetching Swiper: its 30 KB
 * and set-up then never compete with the first view's image, fonts and hydration on a phone. The
 * first automatic step (spec 01 §9's 2–4 s) counts from there; touching the carousel starts it at once.
 */
const IDLE_START_MS = 3000;

/** A shopper reaching for the carousel starts it at once. */
const START_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Runs `start` once the carousel is in view and the page has settled. Returns the cleanup. */
function whenInViewAndIdle(element: HTMLElement, start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    const later = () => {
      timer = setTimeout(start, IDLE_START_MS);
    };
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(later, { timeout: IDLE_START_MS });
    else later();
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * Turns server-rendered `.swiper > .swiper-wrapper > .swiper-slide` markup into a Swiper when the
 * shopper reaches for the carousel, or once it is in view and the page has settled. Before that
 * (or without JavaScript) the slides are a plain scrollable row.
 * `load` must be stable (a module function or memoised) — Swiper is built once per mount.
 */
export function useCarousel(load: LoadSwiper) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let swiper: Swiper | null = null;
    let unmounted = false;
    let started = false;
    const root = viewport.parentElement ?? viewport;
    const start = () => {
      if (started) return;
      started = true;
      START_EVENTS.forEach((name) => root.removeEventListener(name, start));
      // Built only if still mounted when the code arrives: two Swipers on one element would undo each other.
      void load().then((build) => {
        if (unmounted) return;
        swiper = build(viewport, { autoplay: !reducedMotion, pagination: paginationRef.current });
        swiperRef.current = swiper;
      });
    };
    START_EVENTS.forEach((name) => root.addEventListener(name, start, { passive: true }));
    const stopWaiting = whenInViewAndIdle(viewport, start);

    // A keyboard shopper tabbing to a slide that is out of view: bring it in and stop the motion.
    const onFocusIn = (event: FocusEvent) => {
      viewport.scrollLeft = 0;
      if (!swiper) return;
      const slide = (event.target as Element).closest('.swiper-slide');
      const index = slide ? swiper.slides.indexOf(slide as HTMLElement) : -1;
      const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
      swiper.autoplay?.pause();
      if (index >= 0 && (index < swiper.activeIndex || index >= swiper.activeIndex + perView)) swiper.slideTo(index);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) swiper?.autoplay?.resume();
    };
    viewport.addEventListener('focusin', onFocusIn);
    viewport.addEventListener('focusout', onFocusOut);
    return () => {
      unmounted = true;
      stopWaiting();
      START_EVENTS.forEach((name) => root.removeEventListener(name, start));
      viewport.removeEventListener('focusin', onFocusIn);
      viewport.removeEventListener('focusout', onFocusOut);
      swiper?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [load, reducedMotion]);

  const togglePause = useCallback(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (autoplay.running) autoplay.stop();
    else autoplay.start();
    setPaused(!autoplay.running);
  }, []);

  const previous = useCallback(() => swiperRef.current?.slidePrev(), []);
  const next = useCallback(() => swiperRef.current?.slideNext(), []);

  return { viewportRef, paginationRef, previous, next, autoplays: !reducedMotion, paused, togglePause };
}
