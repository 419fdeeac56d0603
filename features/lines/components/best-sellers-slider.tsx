import type { ReactNode } from 'react';
import { Slider } from '@/components/slider';
import { SLIDER_AUTOPLAY_MS } from '@/lib/config/constants';

/** Best sellers (storefront 2.10): three slides in view, autoplay every 3000 ms. */
export function BestSellersSlider({ label, slides }: { label: string; slides: readonly { key: number; node: ReactNode }[] }) {
  return (
    <Slider
      label={label}
      slides={slides}
      slidesPerView={3}
      spaceBetweenPx={20}
      autoplayMs={SLIDER_AUTOPLAY_MS.bestSellers}
      testId="best-sellers"
    />
  );
}
