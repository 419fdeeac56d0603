'use client';

import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { ProductImage } from '@/features/catalog/types';
import styles from './product-details.module.css';

/** The gallery once Swiper runs, loaded by ProductGallery (product-gallery.tsx). */
export function LiveGallery({ name, images, onReady }: { name: string; images: readonly ProductImage[]; onReady: (swiper: SwiperInstance) => void }) {
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        slidesPerView={1}
        navigation={images.length > 1}
        pagination={images.length > 1 ? { clickable: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, containerMessage: `Photos of ${name}` }}
        onSwiper={onReady}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.path} className={styles.slide}>
            {/* Generated SVGs: next/image would only add a pass-through optimisation step. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={image.path}
              alt={image.title}
              width={image.width}
              height={image.height}
              className={styles.photo}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
