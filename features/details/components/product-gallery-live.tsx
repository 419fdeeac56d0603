'use client';

import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { ProductImage } from '@/features/catalog/types';
import styles from './product-details.module.css';
import { ProductPhoto } from './product-photo';

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
            <ProductPhoto image={image} index={index} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
