import { describe, expect, it } from 'vitest';
import { cardUrgencyMessage, hotelRatingLabel, isNearlySoldOut, ratingWithFallback, REVIEW_DISPLAY_THRESHOLD, SOLD_OUT_LIMIT, ticketUrgencyMessage } from './constants';

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

describe('the sold-out limit and card urgency (storefront 9: lowest capacity limit 11, hotel 10; sold-out limit 5, tours and shows)', () => {
  it('reads 1 to 5 places left as nearly sold out for shows and tours only', () => {
    expect(SOLD_OUT_LIMIT).toBe(5);
    for (const type of ['SHOW', 'TOUR'] as const) {
      expect(isNearlySoldOut(5, type)).toBe(true);
      expect(isNearlySoldOut(1, type)).toBe(true);
      expect(isNearlySoldOut(6, type)).toBe(false);
      expect(isNearlySoldOut(0, type)).toBe(false);
    }
    for (const type of ['ATTRACTION', 'CLUB', 'RESTAURANT', 'HOTEL'] as const) expect(isNearlySoldOut(3, type)).toBe(false);
  });

  it.each([
    ['SHOW', 5, 'Almost sold out: only 5 left!'],
    ['TOUR', 1, 'Almost sold out: only 1 left!'],
    ['SHOW', 6, 'Only 6 left!'],
    ['SHOW', 10, 'Only 10 left!'],
    ['SHOW', 11, null],
    ['SHOW', 0, null],
    ['TOUR', 10, 'Only 10 left!'],
    ['ATTRACTION', 3, 'Only 3 left!'],
    ['ATTRACTION', 10, 'Only 10 left!'],
    ['ATTRACTION', 11, null],
    ['CLUB', 4, 'Only 4 left!'],
    ['RESTAURANT', 7, 'Only 7 left!'],
    ['HOTEL', 9, 'Only 9 rooms left!'],
    ['HOTEL', 1, 'Only 1 room left!'],
    ['HOTEL', 10, null],
  ] as const)('%s with %i left: %s', (type, left, message) => {
    expect(cardUrgencyMessage(left, type)).toBe(message);
  });

  it('says nothing when the window has no count', () => {
    expect(cardUrgencyMessage(null, 'SHOW')).toBeNull();
  });
});

describe('the seat panel\'s ticket-type message (ticket-buying 9: sold-out limit 5 for tours and shows, then the low-capacity limit 11)', () => {
  it.each([
    ['SHOW', 5, 'Almost sold out: only 5 left'],
    ['TOUR', 1, 'Almost sold out: only 1 left'],
    ['SHOW', 6, 'Only 6 left'],
    ['SHOW', 10, 'Only 10 left'],
    ['SHOW', 11, null],
    ['SHOW', 0, null],
    ['ATTRACTION', 5, 'Only 5 left'],
    ['CLUB', 10, 'Only 10 left'],
  ] as const)('%s with %i left: %s', (type, left, message) => {
    expect(ticketUrgencyMessage(left, type)).toBe(message);
  });
});
