import { hotelRatingLabel } from '@/lib/config/constants';
import { formatCalendarDate, pacificToday } from '@/lib/dates';
import type { ProductReviews, Review } from '../types';
import styles from './review-section.module.css';

/** Reviews shown before the "Show all" fold; the rest stay in the HTML for crawlers. */
export const REVIEWS_SHOWN_FIRST = 5;

function starText(rating: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}

function ReviewItem({ review }: { review: Review }) {
  const written = formatCalendarDate(pacificToday(new Date(review.createdAt)));
  return (
    <li className={styles.review} data-testid="review">
      <article aria-label={`Review by ${review.authorName}: ${review.title}`}>
        <p className={styles.reviewStars}>
          <span aria-hidden="true">{starText(review.rating)}</span>
          <span className="visually-hidden">Rated {review.rating} out of 5</span>
        </p>
        <h3 className={styles.title}>{review.title}</h3>
        <p className={styles.body}>{review.body}</p>
        <p className={styles.byline}>
          {review.authorName}
          {review.authorLocation ? `, ${review.authorLocation}` : ''} · <time dateTime={review.createdAt}>{written}</time>
          {review.visitedOn ? <> · Visited {formatCalendarDate(review.visitedOn)}</> : null}
        </p>
      </article>
    </li>
  );
}

/**
 * A product's own guest reviews (storefront 3 ReviewStatistics, limit 50): the average, how many
 * gave each star level, and the latest reviews. Hotels also get the rating word of their score
 * out of 10. Renders nothing for a product without reviews: its header shows the customer rating.
 */
export function ReviewSection({ reviews, productName, hotel }: { reviews: ProductReviews; productName: string; hotel: boolean }) {
  const { statistics, latest } = reviews;
  if (statistics === null) return null;
  const word = hotel ? hotelRatingLabel(statistics.averageOverallRating * 2) : null;
  const first = latest.slice(0, REVIEWS_SHOWN_FIRST);
  const rest = latest.slice(REVIEWS_SHOWN_FIRST);
  const count = `${statistics.totalReviewCount.toLocaleString('en-US')} ${statistics.totalReviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <section className="page-section" aria-labelledby="reviews" data-testid="reviews">
      <h2 id="reviews">Guest reviews</h2>
      <div className={styles.summary}>
        <p className={styles.average}>
          <strong data-testid="reviews-average">{statistics.averageOverallRating.toFixed(1)}/5</strong>
          {word ? <span className={styles.word}>{word}</span> : null}
          <span data-testid="reviews-count">{count}</span>
        </p>
        <table className={styles.levels}>
          <caption className="visually-hidden">Reviews of {productName} by star rating</caption>
          <tbody>
            {[5, 4, 3, 2, 1].map((stars) => {
              const n = statistics.starCounts[stars - 1] ?? 0;
              const share = statistics.totalReviewCount > 0 ? n / statistics.totalReviewCount : 0;
              return (
                <tr key={stars}>
                  <th scope="row">{stars === 1 ? '1 star' : `${stars} stars`}</th>
                  <td className={styles.barCell}>
                    <span className={styles.bar} aria-hidden="true">
                      <span className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
                    </span>
                  </td>
                  <td className={styles.levelCount}>{n}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ol className={styles.list}>
        {first.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ol>
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary>Show {rest.length} more {rest.length === 1 ? 'review' : 'reviews'}</summary>
          <ol className={styles.list} start={first.length + 1}>
            {rest.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
