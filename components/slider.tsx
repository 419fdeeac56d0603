'use client';

import { useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import styles from './slider.module.css';
import { useWhenNear } from './use-when-near';

export interface SliderProps {
  /** Read by screen readers as the slider's name. */
  readonly label: string;
  readonly slides: readonly { key: number | string; node: ReactNode }[];
  readonly slidesPerView: number;
  readonly spaceBetweenPx: number;
  readonly autoplayMs: number;
  readonly testId?: string;
  readonly className?: string;
}

type Live = ComponentType<SliderProps & { readonly onReady: (swiper: SwiperInstance) => void }>;

let livePromise: Promise<Live> | null = null;
function loadLive(): Promise<Live> {
  livePromise ??= import('./slider-live').then((m) => m.LiveSlider);
  return livePromise;
}

/**
 * The storefront's slider (storefront 2.10): autoplay that keeps going after a click and pauses
 * under the mouse, arrows, keyboard and screen-reader messages. The server renders every slide in
 * Swiper's own markup, and until Swiper has measured them (or without JavaScript) they already sit
 * where Swiper puts them, so its start moves nothing (CLS). Swiper itself (slider-live.tsx) is not
 * in the page's first-load JavaScript: it loads when the slider comes near the viewport, or on the
 * first pointer or keyboard contact (use-when-near.ts); an arrow pressed before it runs is
 * carried out once it does.
 */
export function Slider(props: SliderProps) {
  const { slides, slidesPerView, spaceBetweenPx, testId, className } = props;
  const root = useRef<HTMLDivElement>(null);
  const [LiveSlider, setLiveSlider] = useState<Live | null>(null);
  const pending = useRef<'next' | 'prev' | null>(null);

  const near = useWhenNear(root);

  useEffect(() => {
    if (!near) return;
    let current = true;
    void loadLive().then((component) => {
      if (current) setLiveSlider(() => component);
    });
    return () => {
      current = false;
    };
  }, [near]);

  if (LiveSlider) {
    return (
      <LiveSlider
        {...props}
        onReady={(swiper) => {
          const action = pending.current;
          pending.current = null;
          if (action === 'next') swiper.slideNext();
          else if (action === 'prev') swiper.slidePrev();
        }}
      />
    );
  }

  const layout = { '--slides-per-view': slidesPerView, '--slide-gap': `${spaceBetweenPx}px` } as CSSProperties;
  // Swiper's markup before it starts (swiper/react renders the same on the server).
  return (
    <div ref={root} className={className ? `${styles.slider} ${className}` : styles.slider} style={layout} data-testid={testId}>
      <div className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide) => (
            <div key={slide.key} className={`swiper-slide ${styles.slide}`}>
              {slide.node}
            </div>
          ))}
        </div>
        <div className="swiper-button-prev" onClick={() => (pending.current = 'prev')} />
        <div className="swiper-button-next" onClick={() => (pending.current = 'next')} />
      </div>
    </div>
  );
}
