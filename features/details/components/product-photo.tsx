import type { ProductImage } from '@/features/catalog/types';
import styles from './product-details.module.css';

/** One gallery photo, the first loaded at once and with priority: the same before and after Swiper runs. */
export function ProductPhoto({ image, index }: { image: ProductImage; index: number }) {
  return (
    // Generated SVGs: next/image would only add a pass-through optimisation step.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.path}
      alt={image.title}
      width={image.width}
      height={image.height}
      className={styles.photo}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
    />
  );
}
