'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import 'swiper/css';
import type { AdView as AdData } from '../ad-schema';
import { AdView } from './ad-view';
import styles from './ads.module.css';

export interface AdRotation {
  /** How long the first slide stays before the first change. */
  readonly firstDelayMs: number;
  /** How long each later slide stays. */
  readonly delayMs: number;
}

export interface AdCarouselProps {
  readonly label: string;
  /** The ads of each slide, in order. */
  readonly slides: readonly (readonly AdData[])[];
  readonly speedMs: number;
  /** Automatic rotation (header block slides); none: the visitor moves with the buttons. */
  readonly rotation?: AdRotation;
  readonly testId?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function onMotionPreference(change: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  if (typeof query.addEventListener !== 'function') return () => {};
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/**
 * Slides of ads (storefront 2.10): 'Today's Top Deals' (three ads a slide, moved by the visitor)
 * and the header block's ads (one a slide, rotating 7 s first, then 5 s after each change, sliding
 * in 500 ms). A slide's images are requested the first time it is shown: until then its slots are
 * boxes of the ads' sizes, so nothing moves when they load. Under prefers-reduced-motion nothing
 * rotates by itself and slides change without animation.
 */
export function AdCarousel({ label, slides, speedMs, rotation, testId }: AdCarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  // The server renders without rotation; the browser's preference decides once hydrated.
  const reducedMotion = useSyncExternalStore(onMotionPreference, prefersReducedMotion, () => true);
  const changes = useRef(0);

  // Swiper keeps the handlers it was created with: they read the slide shown through a ref.
  const activeRef = useRef(0);

  const show = (index: number) => {
    if (index === activeRef.current) return;
    activeRef.current = index;
    changes.current += 1;
    setActive(index);
    setShown((before) => (before.has(index) ? before : new Set([...before, index])));
  };

  const go = (index: number) => {
    const count = slides.length;
    const target = ((index % count) + count) % count;
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) swiper.slideTo(target, reducedMotion ? 0 : speedMs);
    // Swiper reports the change too; this keeps the state right where it cannot measure (no layout).
    show(target);
  };

  useEffect(() => {
    if (!rotation || reducedMotion || slides.length < 2) return;
    const delay = changes.current === 0 ? rotation.firstDelayMs : rotation.delayMs;
    const timer = window.setTimeout(() => go(active + 1), delay);
    return () => window.clearTimeout(timer);
    // go reads the latest state through this render's closure; the timer restarts on each change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, rotation?.firstDelayMs, rotation?.delayMs, reducedMotion, slides.length]);

  if (slides.length === 0) return null;
  return (
    <div className={styles.carousel} data-testid={testId} data-active-slide={active} role="group" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={1}
        spaceBetween={24}
        speed={reducedMotion ? 0 : speedMs}
        allowTouchMove
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, containerMessage: label }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => show(swiper.activeIndex)}
      >
        {slides.map((ads, index) => (
          <SwiperSlide key={ads.map((ad) => ad.id).join(' ')} aria-label={`${index + 1} of ${slides.length}`} data-testid="ad-slide" data-shown={shown.has(index)}>
            <div className={styles.slideRow}>
              {ads.map((ad) => (
                <AdView key={ad.id} ad={ad} loadImage={shown.has(index)} />
              ))}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" onClick={() => go(active - 1)} aria-label={`Previous: ${label}`}>
            ‹
          </button>
          <span aria-live="polite">
            {active + 1} / {slides.length}
          </span>
          <button type="button" onClick={() => go(active + 1)} aria-label={`Next: ${label}`}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
