import { LastBooked } from '@/components/last-booked';
import type { CardContext, CardOffer, ProductSummary } from '@/features/catalog/types';
import { PRODUCT_TYPE_CONFIG, priceLabelFor } from '@/lib/config/product-types';
import { discountPercent, formatWholeDollars } from '@/lib/money';
import { CardTitle } from './card-title';
import { MemberPrice } from './member-prices';
import styles from './product-card.module.css';

/** The prices a card shows, in cents: the all-in card shows totals (storefront 2.6). */
export function cardPrices(product: ProductSummary, context: CardContext = {}) {
  const offer: CardOffer | null =
    context.offer !== undefined
      ? context.offer
      : product.fromPriceCents === null
        ? null
        : {
            priceCents: product.fromPriceCents,
            basePriceCents: product.fromBasePriceCents ?? product.fromPriceCents,
            totalBeforeTaxCents: product.fromPriceCents,
            totalCents: product.fromPriceCents,
          };
  if (offer === null) return null;
  const allIn = context.allInPricing === true;
  const shown = allIn ? offer.totalCents : offer.priceCents;
  // The original price scales with the shown one, so the all-in crossed-out price is like for like.
  const original = allIn ? offer.basePriceCents + (offer.totalCents - offer.priceCents) : offer.basePriceCents;
  return {
    shownCents: shown,
    originalCents: Math.round(original / 100) > Math.round(shown / 100) ? original : null,
    discountPercent: discountPercent(offer.basePriceCents, offer.priceCents, PRODUCT_TYPE_CONFIG[product.type].card.flooredDiscount),
    /** Spec 2.6: the all-in card says 'Incl. taxes & fees' when its before-tax and total prices are equal. */
    includesTaxesAndFees: allIn && offer.totalBeforeTaxCents === offer.totalCents,
  };
}

/** The guest rating out of 5 as stars, and the review count. */
export function Stars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.starsFill} style={{ width: `${percent}%` }} />
      </span>
      <span className="visually-hidden">Rated {rating.toFixed(1)} out of 5</span>
      <span className={styles.reviews}>
        {reviewCount.toLocaleString('en-US')} {reviewCount === 1 ? 'review' : 'reviews'}
      </span>
    </p>
  );
}

/**
 * A card's price line by the rules of spec 2.6: label, crossed-out original, whole-dollar price,
 * 'per night' for hotels; nothing when nothing is on sale. Also used outside cards (hotel hero
 * slides, resort deals), so every from-price on the site reads the same.
 */
export function CardPrice({ product, context = {}, className }: { product: ProductSummary; context?: CardContext; className?: string }) {
  const prices = cardPrices(product, context);
  if (prices === null) return null;
  return (
    <p className={className ? `${styles.price} ${className}` : styles.price}>
      <span className={styles.priceLabel}>{priceLabelFor(product.type)}</span>
      {prices.originalCents !== null ? <s className={styles.crossed}>{formatWholeDollars(prices.originalCents)}</s> : null}
      <strong className={styles.amount}>{formatWholeDollars(prices.shownCents)}</strong>
      {PRODUCT_TYPE_CONFIG[product.type].soldBy === 'stay' ? <span className={styles.perNight}>per night</span> : null}
      {prices.includesTaxesAndFees ? <span className={styles.allIn}>Incl. taxes &amp; fees</span> : null}
      {/* The visitor's member price, filled in by the page's member-prices island (storefront 6). */}
      <MemberPrice productId={product.id} />
    </p>
  );
}

/**
 * A product card of spec 2.6: image, name, reviews, price from, location, age restriction, and
 * in search results the window's offer, unavailable label and urgency message.
 */
export function ProductCard({ product, context = {} }: { product: ProductSummary; context?: CardContext }) {
  const prices = context.unavailableLabel ? null : cardPrices(product, context);
  const percent = prices?.originalCents ? prices.discountPercent : 0;
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
          <a href={product.href}>{context.allInPricing ? <CardTitle name={product.name} /> : product.name}</a>
        </h3>
        <Stars rating={product.rating} reviewCount={product.reviewCount} />
        {context.allInPricing ? (
          <p className={styles.guestRating}>
            Guest rating <strong>{product.rating.toFixed(1)}/5</strong>
          </p>
        ) : null}
        <p className={styles.location}>{product.location}</p>
        <LastBooked productId={product.id} className={styles.lastBooked} />
        {product.minAge ? <p className={styles.age}>Ages {product.minAge}+</p> : null}
        {product.promotionName ? <p className={styles.promotion}>{product.promotionName}</p> : null}
        {context.urgency ? <p className={styles.urgency}>{context.urgency}</p> : null}
      </div>
      {context.unavailableLabel ? (
        <p className={styles.unavailable}>{context.unavailableLabel}</p>
      ) : (
        <CardPrice product={product} context={context} />
      )}
    </article>
  );
}

/** Card lists are padded with blank cells to a multiple of 3 (spec 2.6) so rows line up. */
export function fillerCount(cardCount: number, perRow = 3): number {
  return (perRow - (cardCount % perRow)) % perRow;
}

export function ProductGrid({
  products,
  label,
  contextOf,
}: {
  products: readonly ProductSummary[];
  label: string;
  /** Per-card window state (search results). */
  contextOf?: (product: ProductSummary) => CardContext;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} context={contextOf?.(p)} />
        </li>
      ))}
      {Array.from({ length: fillerCount(products.length) }, (_, i) => (
        <li key={`filler-${i}`} className={styles.filler} aria-hidden="true" />
      ))}
    </ul>
  );
}
