import type { ProductSummary } from '@/features/catalog/types';
import { priceLabelFor } from '@/lib/config/product-types';
import { discountPercent, formatWholeDollars } from '@/lib/money';
import styles from './product-card.module.css';

function Stars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.starsFill} style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.visuallyHidden}>Rated {rating.toFixed(1)} out of 5</span>
      <span className={styles.reviews}>
        {reviewCount.toLocaleString('en-US')} {reviewCount === 1 ? 'review' : 'reviews'}
      </span>
    </p>
  );
}

/** A product card of spec 2.6: image, name, reviews, price from, location and age restriction. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const price = product.fromPriceCents;
  const base = product.fromBasePriceCents;
  const hasCrossOut = price !== null && base !== null && base > price;
  const percent = hasCrossOut ? discountPercent(base, price, product.type === 'SHOW') : 0;
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product.id}>
      <a href={product.href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {product.image ? (
          // Generated SVGs: next/image would only add a pass-through optimisation step.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={product.image.path}
            alt=""
            width={product.image.width}
            height={product.image.height}
            className={styles.image}
            loading="lazy"
          />
        ) : (
          <span className={styles.imagePlaceholder} />
        )}
        {percent > 0 ? <span className={styles.badge}>Save {percent}%</span> : null}
      </a>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={product.href}>{product.name}</a>
        </h3>
        <Stars rating={product.rating} reviewCount={product.reviewCount} />
        <p className={styles.location}>{product.location}</p>
        {product.minAge ? <p className={styles.age}>Ages {product.minAge}+</p> : null}
        {product.promotionName ? <p className={styles.promotion}>{product.promotionName}</p> : null}
      </div>
      {price !== null ? (
        <p className={styles.price}>
          <span className={styles.priceLabel}>{priceLabelFor(product.type)}</span>
          {hasCrossOut ? <s className={styles.crossed}>{formatWholeDollars(base)}</s> : null}
          <strong className={styles.amount}>{formatWholeDollars(price)}</strong>
        </p>
      ) : null}
    </article>
  );
}

/** Card lists are padded with blank cells to a multiple of 3 (spec 2.6) so rows line up. */
export function fillerCount(cardCount: number, perRow = 3): number {
  return (perRow - (cardCount % perRow)) % perRow;
}

export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
      {Array.from({ length: fillerCount(products.length) }, (_, i) => (
        <li key={`filler-${i}`} className={styles.filler} aria-hidden="true" />
      ))}
    </ul>
  );
}
