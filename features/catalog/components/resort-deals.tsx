import { RESORT_DEAL_GROUPS, type ResortDeals } from '../resort-deals';
import type { ProductSummary } from '../types';
import { CardPrice, cardPrices } from './product-card';
import styles from './resort-deals.module.css';

function DealEntry({ hotel, showSaving }: { hotel: ProductSummary; showSaving: boolean }) {
  // The card's badge rule: a saving shows only with a crossed-out original.
  const prices = showSaving ? cardPrices(hotel) : null;
  const saving = prices?.originalCents ? prices.discountPercent : 0;
  return (
    <li className={styles.entry} data-product-id={hotel.id}>
      <a href={hotel.href} className={styles.name}>
        {hotel.name}
      </a>
      <span className={styles.meta}>
        {hotel.location}
        {hotel.starRating ? ` · ${hotel.starRating} stars` : ''}
        {` · ${hotel.reviewCount.toLocaleString('en-US')} ${hotel.reviewCount === 1 ? 'review' : 'reviews'}`}
      </span>
      {saving > 0 ? <span className={styles.saving}>Save {saving}%</span> : null}
      <CardPrice product={hotel} className={styles.price} />
    </li>
  );
}

/** The hotel landing page's resort deals (storefront 2.4): Daily Deals, Best Value, Trending. */
export function ResortDealsBlock({ deals }: { deals: ResortDeals<ProductSummary> }) {
  const groups = RESORT_DEAL_GROUPS.filter((group) => deals[group.key].length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={`page-section ${styles.block}`} aria-labelledby="resort-deals" data-testid="resort-deals">
      <h2 id="resort-deals">Resort Deals</h2>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.key} className={styles.group} aria-labelledby={`resort-deals-${group.key}`}>
            <h3 id={`resort-deals-${group.key}`} className={styles.title}>
              {group.title}
            </h3>
            <ol className={styles.list}>
              {deals[group.key].map((hotel) => (
                <DealEntry key={hotel.id} hotel={hotel} showSaving={group.key === 'dailyDeals'} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
