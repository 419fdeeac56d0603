'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { useWhenNear } from '@/components/use-when-near';
import type { AdView as AdData } from '../ad-schema';
import type { AdSwiperProps } from './ad-carousel-swiper';
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

/** The gap between slides, as Swiper and the markup before it use it. */
const SLIDE_GAP_PX = 24;

let adSwiper: Promise<ComponentType<AdSwiperProps>> | null = null;
function loadAdSwiper(): Promise<ComponentType<AdSwiperProps>> {
  adSwiper ??= import('./ad-carousel-swiper').then((m) => m.AdSwiper);
  return adSwiper;
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
 * rotates by itself and slides change without animation. Swiper (ad-carousel-swiper.tsx) is not in
 * the page's first-load JavaScript: it loads when the carousel comes near the viewport or is
 * touched; until then the buttons move the slides themselves.
 */
export function AdCarousel({ label, slides, speedMs, rotation, testId }: AdCarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  // The server renders without rotation; the browser's preference decides once hydrated.
  const reducedMotion = useSyncExternalStore(onMotionPreference, prefersReducedMotion, () => true);
  const changes = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const near = useWhenNear(root);
  const [AdSwiper, setAdSwiper] = useState<ComponentType<AdSwiperProps> | null>(null);
  useEffect(() => {
    if (!near) return;
    let current = true;
    void loadAdSwiper().then((component) => {
      if (current) setAdSwiper(() => component);
    });
    return () => {
      current = false;
    };
  }, [near]);

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
    <div ref={root} className={styles.carousel} data-testid={testId} data-active-slide={active} role="group" aria-roledescription="carousel" aria-label={label}>
      {AdSwiper ? (
        <AdSwiper
          label={label}
          slides={slides}
          speedMs={speedMs}
          reducedMotion={reducedMotion}
          shown={shown}
          initialSlide={active}
          gapPx={SLIDE_GAP_PX}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
          }}
          onSlide={show}
        />
      ) : (
        // Swiper's markup before it starts, at the slide shown (a button pressed before Swiper loaded moves it).
        <div className="swiper">
          <div className="swiper-wrapper" style={active === 0 ? undefined : { transform: `translate3d(calc(${-active} * (100% + ${SLIDE_GAP_PX}px)), 0, 0)` }}>
            {slides.map((ads, index) => (
              <div
                key={ads.map((ad) => ad.id).join(' ')}
                className="swiper-slide"
                style={{ marginRight: SLIDE_GAP_PX }}
                aria-label={`${index + 1} of ${slides.length}`}
                data-testid="ad-slide"
                data-shown={shown.has(index)}
              >
                <div className={styles.slideRow}>
                  {ads.map((ad) => (
                    <AdView key={ad.id} ad={ad} loadImage={shown.has(index)} />
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
      )}
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
