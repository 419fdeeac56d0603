'use client';

import type { CSSProperties } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { SliderProps } from './slider';
import styles from './slider.module.css';

/**
 * The storefront's slider once running (swiper), loaded by `Slider` (slider.tsx) when it comes
 * into view or is touched: autoplay that keeps going after a click and pauses under
 * the mouse, arrows, keyboard and screen-reader messages. The server renders every slide, and
 * until Swiper has measured them (or without JavaScript) they already sit where Swiper puts
 * them, so its start moves nothing (CLS).
 */
export function LiveSlider({
  label,
  slides,
  slidesPerView,
  spaceBetweenPx,
  autoplayMs,
  testId,
  className,
  onReady,
}: SliderProps & { readonly onReady: (swiper: SwiperInstance) => void }) {
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
        onSwiper={onReady}
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
