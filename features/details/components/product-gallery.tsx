'use client';

import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { ProductImage } from '@/features/catalog/types';
import styles from './product-details.module.css';

/**
 * The details page's photo gallery: one photo in view, arrows, dots and the keyboard. The first
 * photo is in the server HTML at its full size before Swiper starts, so nothing shifts.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly ProductImage[] }) {
  if (images.length === 0) return null;
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        slidesPerView={1}
        navigation={images.length > 1}
        pagination={images.length > 1 ? { clickable: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, containerMessage: `Photos of ${name}` }}
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
