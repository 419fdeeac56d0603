import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_HANDLER_TIMEOUT_MS,
  BOOKING_COUNT_BANNER,
  BUY_BUTTON_TEXT,
  DEADLINE_TIMER,
  hotelRatingLabel,
  HOTEL_LOWEST_CAPACITY_LIMIT,
  INFINITE_SCROLL_TRIGGER_PX,
  LOWEST_CAPACITY_LIMIT,
  MAX_RELOCKS,
  MAX_ROOM_QTY,
  NOTIFICATION_DELAYS_MS,
  POPOVER_HIDE_DELAY_MS,
  PRODUCT_METRICS_PERIOD_DAYS,
  QUANTITY_CAP,
  RATE_CALENDAR_MONTHS,
  REVIEW_DISPLAY_THRESHOLD,
  REVIEW_STATISTICS_LIMIT,
  SCROLL_POSITION_CACHE_SIZE,
  SCROLL_THROTTLE_MS,
  SHOW_CATEGORIES,
  SHOW_SOLD_PERCENT_LIMIT,
  SOLD_OUT_LIMIT,
  STICKY_SEARCH_THRESHOLD_PX,
  STICKY_TRANSITION_MS,
  STORE_WRITE_DEBOUNCE_MS,
  TOOLTIP_DEFAULTS,
  TOUR_DESTINATIONS,
} from './constants';

describe('business constants (spec 9)', () => {
  it('has the limits and thresholds', () => {
    expect(DEADLINE_TIMER).toEqual({ enabled: true, cutoffSeconds: 86_400, timerCount: 1 });
    expect(BOOKING_COUNT_BANNER).toEqual({ leadWindowHours: 48, minCount: 1 });
    expect(LOWEST_CAPACITY_LIMIT).toBe(11);
    expect(HOTEL_LOWEST_CAPACITY_LIMIT).toBe(10);
    expect(SOLD_OUT_LIMIT).toBe(5);
    expect(SHOW_SOLD_PERCENT_LIMIT).toBe(60);
    expect(MAX_RELOCKS).toBe(3);
    expect(REVIEW_DISPLAY_THRESHOLD).toBe(1);
    expect(REVIEW_STATISTICS_LIMIT).toBe(50);
    expect(PRODUCT_METRICS_PERIOD_DAYS).toBe(2);
    expect(QUANTITY_CAP).toBe(12);
    expect(MAX_ROOM_QTY).toBe(5);
    expect(RATE_CALENDAR_MONTHS).toBe(2);
  });

  it('has the UI timings', () => {
    expect(POPOVER_HIDE_DELAY_MS).toBe(500);
    expect(BUY_BUTTON_TEXT).toBe('BUY NOW');
    expect(TOOLTIP_DEFAULTS).toEqual({ delayMs: 200, side: 'left' });
    expect(STICKY_SEARCH_THRESHOLD_PX).toEqual({ hotel: 450, landing: 650 });
    expect(STICKY_TRANSITION_MS).toEqual({ enter: 700, leave: 500 });
    expect(SCROLL_THROTTLE_MS).toBe(100);
    expect(INFINITE_SCROLL_TRIGGER_PX).toBe(1500);
    expect(NOTIFICATION_DELAYS_MS).toEqual({ peopleLooking: 3000, bookedRecently: 6000 });
    expect(SCROLL_POSITION_CACHE_SIZE).toBe(20);
    expect(ANALYTICS_HANDLER_TIMEOUT_MS).toBe(500);
    expect(STORE_WRITE_DEBOUNCE_MS).toBe(1000);
  });

  it('has the show categories with their ids', () => {
    expect(SHOW_CATEGORIES.map(({ id, slug }) => [slug, id])).toEqual([
      ['adult', 263],
      ['acrobatic-theatre', 1022],
      ['comedy', 259],
      ['concerts', 257],
      ['hypnosis', 265],
      ['impersonators', 254],
      ['magic', 260],
      ['musicals', 1023],
      ['production', 255],
      ['tribute', 256],
      ['variety', 1025],
    ]);
  });

  it('has the tour destinations 878-885', () => {
    expect(TOUR_DESTINATIONS.map(({ id, name }) => [id, name])).toEqual([
      [878, 'Colorado River'],
      [879, 'Grand Canyon'],
      [880, 'Hoover Dam'],
      [881, 'Lake Mead'],
      [882, 'Other'],
      [883, 'Red Rock'],
      [884, 'Valley of Fire'],
      [885, 'Strip Tours'],
    ]);
  });
});

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
