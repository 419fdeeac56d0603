'use client';

import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { AdView as AdData } from '../ad-schema';
import { AdView } from './ad-view';
import styles from './ads.module.css';

export interface AdSwiperProps {
  readonly label: string;
  readonly slides: readonly (readonly AdData[])[];
  readonly speedMs: number;
  readonly reducedMotion: boolean;
  readonly shown: ReadonlySet<number>;
  /** The slide shown when Swiper starts (the visitor may have moved before it loaded). */
  readonly initialSlide: number;
  readonly gapPx: number;
  readonly onSwiper: (swiper: SwiperInstance) => void;
  readonly onSlide: (index: number) => void;
}

/** The ad carousel's slides once Swiper runs: loaded by AdCarousel when it comes near the viewport. */
export function AdSwiper({ label, slides, speedMs, reducedMotion, shown, initialSlide, gapPx, onSwiper, onSlide }: AdSwiperProps) {
  return (
    <Swiper
      modules={[A11y, Keyboard]}
      slidesPerView={1}
      spaceBetween={gapPx}
      initialSlide={initialSlide}
      speed={reducedMotion ? 0 : speedMs}
      allowTouchMove
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ enabled: true, containerMessage: label }}
      onSwiper={onSwiper}
      onSlideChange={(swiper) => onSlide(swiper.activeIndex)}
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
  );
}
