import { describe, expect, it } from 'vitest';
import { hotelRatingLabel, ratingWithFallback, REVIEW_DISPLAY_THRESHOLD } from './constants';

describe('hotelRatingLabel', () => {
  it.each([
    [10, 'Exceptional'],
    [9.5, 'Exceptional'],
    [9.49, 'Wonderful'],
    [9, 'Wonderful'],
    [8.99, 'Excellent'],
    [8, 'Excellent'],
    [7.99, 'Very Good'],
    [7.5, 'Very Good'],
    [7.49, 'Good'],
    [6, 'Good'],
    [5.99, null],
    [0, null],
    [Number.NaN, null],
  ] as const)('%s -> %s', (score, label) => {
    expect(hotelRatingLabel(score)).toBe(label);
  });
});

describe('ratingWithFallback (storefront 3, Product)', () => {
  const customer = { rating: 4.6, reviewCount: 1234 };

  it('uses the review statistics once they reach the display threshold', () => {
    expect(REVIEW_DISPLAY_THRESHOLD).toBe(1);
    expect(ratingWithFallback({ averageOverallRating: 3.8, totalReviewCount: 1 }, customer)).toEqual({ rating: 3.8, reviewCount: 1 });
    expect(ratingWithFallback({ averageOverallRating: 4.2, totalReviewCount: 27 }, customer)).toEqual({ rating: 4.2, reviewCount: 27 });
  });

  it('falls back to the customer rating without statistics or below the threshold', () => {
    expect(ratingWithFallback(null, customer)).toBe(customer);
    expect(ratingWithFallback({ averageOverallRating: 0, totalReviewCount: 0 }, customer)).toBe(customer);
    expect(ratingWithFallback({ averageOverallRating: Number.NaN, totalReviewCount: 3 }, customer)).toBe(customer);
  });
});
