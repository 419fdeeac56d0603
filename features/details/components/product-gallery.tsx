'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useWhenNear } from '@/components/use-when-near';
import type { ProductImage } from '@/features/catalog/types';
import styles from './product-details.module.css';
import { ProductPhoto } from './product-photo';

type Live = ComponentType<{ name: string; images: readonly ProductImage[]; onReady: (swiper: SwiperInstance) => void }>;

let livePromise: Promise<Live> | null = null;
function loadLive(): Promise<Live> {
  livePromise ??= import('./product-gallery-live').then((m) => m.LiveGallery);
  return livePromise;
}

/**
 * The details page's photo gallery: one photo in view, arrows, dots and the keyboard. The first
 * photo is in the server HTML at its full size before Swiper starts, so nothing shifts. Swiper
 * (product-gallery-live.tsx) is not in the page's first-load JavaScript: it loads once the gallery
 * is near the viewport or touched, and an arrow pressed before it ran is carried out once it does.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly ProductImage[] }) {
  const root = useRef<HTMLDivElement>(null);
  const near = useWhenNear(root);
  const [LiveGallery, setLiveGallery] = useState<Live | null>(null);
  const pending = useRef<'next' | 'prev' | null>(null);
  useEffect(() => {
    if (!near) return;
    let current = true;
    void loadLive().then((component) => {
      if (current) setLiveGallery(() => component);
    });
    return () => {
      current = false;
    };
  }, [near]);

  if (images.length === 0) return null;
  if (LiveGallery) {
    return (
      <LiveGallery
        name={name}
        images={images}
        onReady={(swiper) => {
          const action = pending.current;
          pending.current = null;
          if (action === 'next') swiper.slideNext();
          else if (action === 'prev') swiper.slidePrev();
        }}
      />
    );
  }
  // Swiper's markup before it starts (swiper/react renders the same on the server).
  return (
    <div ref={root} className={styles.gallery} data-testid="product-gallery">
      <div className="swiper">
        <div className="swiper-wrapper">
          {images.map((image, index) => (
            <div key={image.path} className={`swiper-slide ${styles.slide}`}>
              <ProductPhoto image={image} index={index} />
            </div>
          ))}
        </div>
        {images.length > 1 ? (
          <>
            <div className="swiper-button-prev" onClick={() => (pending.current = 'prev')} />
            <div className="swiper-button-next" onClick={() => (pending.current = 'next')} />
            <div className="swiper-pagination" />
          </>
        ) : null}
      </div>
    </div>
  );
}
