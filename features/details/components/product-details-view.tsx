import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { hotelRatingLabel } from '@/lib/config/constants';
import { productTypeInfo } from '@/lib/config/product-types';
import { formatDuration, mapHref } from '../json-ld';
import type { ProductDetails } from '../types';
import { ProductGallery } from './product-gallery';
import styles from './product-details.module.css';

export interface ProductDetailsViewProps {
  readonly details: ProductDetails;
  /** The product's line page, for the breadcrumbs. */
  readonly lineHref: string;
  /** The way on to dates and prices (search results for this product), when the product is sold here. */
  readonly datesHref: string | null;
  /** The price from, by the card rules (the catalog's CardPrice); null when nothing is on sale. */
  readonly price: ReactNode;
  /** The change-search toggle with its widget (not for restaurants). */
  readonly changeSearch?: ReactNode;
  /** The date-time picker (fresh availability, an island) for products sold by date. */
  readonly availability?: ReactNode;
  /** The guest reviews (not for restaurants, spec 2.8). */
  readonly reviews?: ReactNode;
  /** Per-visitor islands (recording the visit in recently seen). */
  readonly islands?: ReactNode;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A product's page (storefront 2.8): photos, summary, rating, where it is and how to reach it,
 * what it offers, and its price from. The same for every visitor: it is served from the cache.
 */
export function ProductDetailsView({ details, lineHref, datesHref, price, changeSearch, availability, reviews, islands }: ProductDetailsViewProps) {
  const { summary } = details;
  const info = productTypeInfo(summary.type);
  const guestLabel = details.guestScore === null ? null : hotelRatingLabel(details.guestScore);
  const paragraphs = details.description.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <main id="main" className="page" data-testid="product-details" data-product-id={summary.id}>
      <Breadcrumbs crumbs={[{ label: 'Vegas', href: '/' }, { label: info.plural, href: lineHref }, { label: summary.name }]} />
      {changeSearch ?? null}
      <div className={styles.layout}>
        <div className={styles.content}>
          <header className={styles.header}>
            <h1 className={styles.name}>{summary.name}</h1>
            <p className={styles.rating}>
              {summary.reviewCount > 0 ? (
                <>
                  <strong>{summary.rating.toFixed(1)}/5</strong>{' '}
                  <span>
                    {summary.reviewCount.toLocaleString('en-US')} {summary.reviewCount === 1 ? 'review' : 'reviews'}
                  </span>
                </>
              ) : (
                <span>No reviews yet</span>
              )}
              {summary.starRating !== null ? <span className={styles.stars}>{summary.starRating}-star hotel</span> : null}
              {details.guestScore !== null ? (
                <span className={styles.guest}>
                  Guest score {details.guestScore.toFixed(1)}/10{guestLabel ? ` ${guestLabel}` : ''}
                </span>
              ) : null}
            </p>
            <p className={styles.where}>{summary.location}</p>
          </header>
          <ProductGallery name={summary.name} images={details.gallery} />
          <section className="page-section" aria-labelledby="about">
            <h2 id="about">About {summary.name}</h2>
            <p className={styles.lead}>{details.shortDescription}</p>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
          {details.features.length > 0 ? (
            <section className="page-section" aria-labelledby="features">
              <h2 id="features">Features</h2>
              <dl className={styles.features}>
                {details.features.map((feature) => (
                  <Fact key={feature.name} term={feature.name}>
                    {feature.description}
                  </Fact>
                ))}
              </dl>
            </section>
          ) : null}
          {reviews ?? null}
        </div>
        <aside className={styles.sidebar} aria-label={`${summary.name} at a glance`}>
          {price ? (
            <div className={styles.price} data-testid="details-price">
              {price}
            </div>
          ) : null}
          {availability ?? null}
          {!availability && datesHref !== null ? (
            <a className={`button-primary ${styles.cta}`} href={datesHref} data-testid="details-dates-link">
              {summary.type === 'HOTEL' ? 'Check rates & availability' : 'See dates & prices'}
            </a>
          ) : null}
          <dl className={styles.facts}>
            <Fact term="Location">
              {details.locatedWithin ? (
                <>
                  {details.locatedWithin}
                  <br />
                </>
              ) : null}
              {details.address}
              <br />
              {details.city}, NV {details.postalCode}
              <br />
              <a href={mapHref({ ...details, name: summary.name })} target="_blank" rel="noopener noreferrer">
                View on map<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </Fact>
            {details.localPhone ? (
              <Fact term="Phone">
                <a href={`tel:${details.localPhone.replace(/[^\d+]/g, '')}`}>{details.localPhone}</a>
              </Fact>
            ) : null}
            {summary.minAge ? <Fact term="Age restriction">Ages {summary.minAge}+</Fact> : null}
            {details.durationMinutes ? <Fact term="Duration">{formatDuration(details.durationMinutes)}</Fact> : null}
            {details.categories.length > 0 ? <Fact term="Categories">{details.categories.map((c) => c.name).join(', ')}</Fact> : null}
            <Fact term="Provided by">{details.providerName}</Fact>
          </dl>
        </aside>
      </div>
      {islands}
    </main>
  );
}
