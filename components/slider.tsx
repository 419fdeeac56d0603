'use client';

import type { CSSProperties, ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import styles from './slider.module.css';

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

/**
 * The storefront's slider (swiper): autoplay that keeps going after a click and pauses under
 * the mouse, arrows, keyboard and screen-reader messages. The server renders every slide, and
 * until Swiper has measured them (or without JavaScript) they already sit where Swiper puts
 * them, so its start moves nothing (CLS).
 */
export function Slider({ label, slides, slidesPerView, spaceBetweenPx, autoplayMs, testId, className }: SliderProps) {
  const layout = { '--slides-per-view': slidesPerView, '--slide-gap': `${spaceBetweenPx}px` } as CSSProperties;
  return (
    <div className={className ? `${styles.slider} ${className}` : styles.slider} style={layout} data-testid={testId}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetweenPx}
        loop={slides.length > slidesPerView}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        autoplay={{ delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ enabled: true, containerMessage: label }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={styles.slide}>
            {slide.node}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
