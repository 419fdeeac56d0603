'use client';

import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import { SLIDER_AUTOPLAY_MS } from '@/lib/config/constants';
import styles from './line-page.module.css';

/** Best sellers (storefront 2.10): three slides in view, autoplay every 3000 ms, keyboard and screen-reader friendly. */
export function BestSellersSlider({ label, slides }: { label: string; slides: readonly { key: number; node: ReactNode }[] }) {
  return (
    <div className={styles.slider} data-testid="best-sellers">
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation]}
        slidesPerView={3}
        spaceBetween={20}
        loop={slides.length > 3}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        autoplay={{ delay: SLIDER_AUTOPLAY_MS.bestSellers, disableOnInteraction: false, pauseOnMouseEnter: true }}
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
