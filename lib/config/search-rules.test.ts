import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './product-types';
import type { ProductType } from './product-types';
import {
  addCalendarDays,
  DEFAULT_SEARCH_RULES,
  defaultSearchDates,
  EXTENDED_SEARCH_MAX_SPREAD,
  isCalendarDate,
  normalizeSearchWindow,
  SEARCH_RULES,
  sortOptionsFor,
  SORT_IDS,
  staticPageSearchDates,
  urlSearchWindow,
  STATIC_PAGE_SEARCH_FALLBACK,
  takesExtendedSearch,
  validateSearchWindow,
} from './search-rules';
import type { SearchRules } from './search-rules';

// Spec storefront 9, value by value.
const EXPECTED: Record<ProductType, SearchRules> = {
  HOTEL: {
    startDaysInFuture: 0,
    endDateTimespan: 2,
    maxSearchWindow: 14,
    maxDaysInFuture: 730,
    allowSameDayEndDate: false,
    defaultRoomQty: 1,
    defaultCategoryId: 'all',
    defaultSortId: 'popular',
  },
  AIR_HOTEL: {
    startDaysInFuture: 7,
    endDateTimespan: 2,
    maxSearchWindow: 14,
    maxDaysInFuture: 730,
    allowSameDayEndDate: false,
    defaultRoomQty: 1,
    defaultCategoryId: 'all',
    defaultSortId: 'popular',
  },
  SHOW: { ...plain() },
  TOUR: { ...plain(), allowSameDayEndDate: false },
  ATTRACTION: plain(),
  CLUB: plain(),
  RESTAURANT: { ...plain(), endDateTimespan: 7 },
  SPA: plain(),
  BAR: plain(),
  GAY_CLUB: plain(),
  POOL_CLUB: plain(),
  SPORTS_BOOK: plain(),
  SHOPPING: plain(),
};

function plain(): SearchRules {
  return {
    startDaysInFuture: 0,
    endDateTimespan: 14,
    maxSearchWindow: 31,
    maxDaysInFuture: 730,
    allowSameDayEndDate: true,
    defaultRoomQty: null,
    defaultCategoryId: 'all',
    defaultSortId: 'popular',
  };
}

describe('search rules per product type', () => {
  it('defaults match the spec', () => {
    expect(DEFAULT_SEARCH_RULES).toEqual(plain());
  });

  for (const type of PRODUCT_TYPES) {
    it(type, () => {
      const rules = SEARCH_RULES[type];
      const expected = EXPECTED[type];
      expect(rules.startDaysInFuture).toBe(expected.startDaysInFuture);
      expect(rules.endDateTimespan).toBe(expected.endDateTimespan);
      expect(rules.maxSearchWindow).toBe(expected.maxSearchWindow);
      expect(rules.maxDaysInFuture).toBe(expected.maxDaysInFuture);
      expect(rules.allowSameDayEndDate).toBe(expected.allowSameDayEndDate);
      expect(rules.defaultRoomQty).toBe(expected.defaultRoomQty);
      expect(rules.defaultCategoryId).toBe(expected.defaultCategoryId);
      expect(rules.defaultSortId).toBe(expected.defaultSortId);
      expect(sortOptionsFor(type)).toContain(rules.defaultSortId);
    });
  }

  it('has the static-page fallback and extended spread', () => {
    expect(STATIC_PAGE_SEARCH_FALLBACK).toEqual({ startDaysInFuture: 0, endDateTimespan: 30 });
    expect(EXTENDED_SEARCH_MAX_SPREAD).toBe(31);
    expect(staticPageSearchDates('SHOW', '2026-12-01')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('gives static pages start 0, span 30 days for every type whose window reaches the extended spread', () => {
    for (const type of ['SHOW', 'TOUR', 'ATTRACTION', 'CLUB', 'RESTAURANT'] as const) {
      expect(takesExtendedSearch(type)).toBe(true);
      expect(staticPageSearchDates(type, '2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-12-23' });
      expect(validateSearchWindow(type, '2026-11-23', '2026-12-23', '2026-11-23')).toEqual([]);
    }
    // The extended spread is the limit: 31 days pass, 32 do not.
    expect(validateSearchWindow('SHOW', '2026-11-23', '2026-12-24', '2026-11-23')).toEqual([]);
    expect(validateSearchWindow('SHOW', '2026-11-23', '2026-12-25', '2026-11-23')).toEqual(['window-too-long']);
    // Stays keep their own defaults (two nights; air+hotel a week ahead).
    expect(takesExtendedSearch('HOTEL')).toBe(false);
    expect(staticPageSearchDates('HOTEL', '2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-25' });
    expect(staticPageSearchDates('AIR_HOTEL', '2026-11-23')).toEqual({ startDate: '2026-11-30', endDate: '2026-12-02' });
  });

  it('offers the spec sort ids', () => {
    expect(SORT_IDS).toEqual([
      'popular',
      'price',
      'name',
      'location',
      'vibe',
      'customer-rating',
      'hotel-name',
      'star-rating',
      'price-low-high',
      'price-high-low',
    ]);
    expect(sortOptionsFor('HOTEL')).toEqual(['popular', 'hotel-name', 'star-rating', 'price-low-high', 'price-high-low', 'customer-rating']);
    expect(sortOptionsFor('SHOW')).not.toContain('vibe');
    expect(sortOptionsFor('CLUB')).toContain('vibe');
  });
});

describe('dates', () => {
  it('checks calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('12/01/2026')).toBe(false);
  });

  it('adds calendar days across month, year and DST boundaries', () => {
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addCalendarDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addCalendarDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it.each([
    ['SHOW', '2026-12-01', '2026-12-15'],
    ['HOTEL', '2026-12-01', '2026-12-03'],
    ['AIR_HOTEL', '2026-12-08', '2026-12-10'],
    ['RESTAURANT', '2026-12-01', '2026-12-08'],
    ['TOUR', '2026-12-01', '2026-12-15'],
  ] as const)('default dates of %s from 2026-12-01', (type, startDate, endDate) => {
    expect(defaultSearchDates(type, '2026-12-01')).toEqual({ startDate, endDate });
  });
});

describe('validateSearchWindow', () => {
  const today = '2026-12-01';

  it('accepts a window inside the limits', () => {
    expect(validateSearchWindow('SHOW', '2026-12-01', '2026-12-15', today)).toEqual([]);
    expect(validateSearchWindow('SHOW', '2026-12-01', '2027-01-01', today)).toEqual([]); // exactly 31 days
    expect(validateSearchWindow('HOTEL', '2026-12-01', '2026-12-15', today)).toEqual([]); // exactly 14 nights
    expect(validateSearchWindow('SHOW', '2026-12-05', '2026-12-05', today)).toEqual([]);
  });

  it('rejects a start in the past', () => {
    expect(validateSearchWindow('SHOW', '2026-11-30', '2026-12-05', today)).toEqual(['start-in-past']);
  });

  it('rejects dates beyond MaxDaysInFuture (730)', () => {
    expect(validateSearchWindow('SHOW', '2028-11-30', '2028-11-30', today)).toEqual([]); // day 730
    expect(validateSearchWindow('SHOW', '2028-11-30', '2028-12-01', today)).toEqual(['beyond-max-days-in-future']);
  });

  it('rejects a window longer than MaxSearchWindow', () => {
    expect(validateSearchWindow('SHOW', '2026-12-01', '2027-01-02', today)).toEqual(['window-too-long']);
    expect(validateSearchWindow('HOTEL', '2026-12-01', '2026-12-16', today)).toEqual(['window-too-long']);
    expect(validateSearchWindow('AIR_HOTEL', '2026-12-08', '2026-12-23', today)).toEqual(['window-too-long']);
  });

  it('rejects a same-day end for hotels, air+hotel and tours only', () => {
    expect(validateSearchWindow('HOTEL', '2026-12-05', '2026-12-05', today)).toEqual(['same-day-end-not-allowed']);
    expect(validateSearchWindow('AIR_HOTEL', '2026-12-09', '2026-12-09', today)).toEqual(['same-day-end-not-allowed']);
    expect(validateSearchWindow('TOUR', '2026-12-05', '2026-12-05', today)).toEqual(['same-day-end-not-allowed']);
    expect(validateSearchWindow('ATTRACTION', '2026-12-05', '2026-12-05', today)).toEqual([]);
    expect(validateSearchWindow('CLUB', '2026-12-05', '2026-12-05', today)).toEqual([]);
  });

  it('normalises an end before the start to the end date (spec 5)', () => {
    expect(normalizeSearchWindow('2026-12-10', '2026-12-05')).toEqual({ startDate: '2026-12-05', endDate: '2026-12-05' });
    expect(normalizeSearchWindow('2026-12-01', '2026-12-05')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-05' });
    expect(validateSearchWindow('SHOW', '2026-12-10', '2026-12-05', today)).toEqual([]);
    expect(validateSearchWindow('HOTEL', '2026-12-10', '2026-12-05', today)).toEqual(['same-day-end-not-allowed']);
  });

  it('reports several problems at once', () => {
    expect(validateSearchWindow('HOTEL', '2026-11-01', '2026-12-20', today)).toEqual(['start-in-past', 'window-too-long']);
  });

  it('reports invalid dates instead of throwing', () => {
    expect(validateSearchWindow('SHOW', '2026-02-30', '2026-12-05', today)).toEqual(['invalid-date']);
    expect(validateSearchWindow('SHOW', '2026-12-01', 'soon', today)).toEqual(['invalid-date']);
  });
});

describe('urlSearchWindow (issue 25 item 4: the dates a product url carries)', () => {
  const today = '2026-11-25';
  const horizon = addCalendarDays(today, SEARCH_RULES.SHOW.maxDaysInFuture);

  it('keeps a window the site builds, and one that starts in the past (spec 4 moves those)', () => {
    expect(urlSearchWindow('SHOW', '2026-12-01', '2026-12-05', today)).toEqual({ dates: { startDate: '2026-12-01', endDate: '2026-12-05' }, permanent: true });
    expect(urlSearchWindow('SHOW', '2026-12-01', '2026-12-01', today)).toEqual({ dates: { startDate: '2026-12-01', endDate: '2026-12-01' }, permanent: true });
    expect(urlSearchWindow('HOTEL', '2026-11-20', '2026-11-23', today)).toEqual({ dates: { startDate: '2026-11-20', endDate: '2026-11-23' }, permanent: true });
    expect(urlSearchWindow('SHOW', addCalendarDays(horizon, -3), horizon, today).dates).toEqual({ startDate: addCalendarDays(horizon, -3), endDate: horizon });
  });

  it('writes an end before the start as spec storefront 5 does: both the end date', () => {
    expect(urlSearchWindow('SHOW', '2026-12-05', '2026-12-01', today)).toEqual({ dates: { startDate: '2026-12-01', endDate: '2026-12-01' }, permanent: true });
    // A hotel stay of no night is no window: no url carries it.
    expect(urlSearchWindow('HOTEL', '2026-12-05', '2026-12-01', today)).toEqual({ dates: null, permanent: true });
  });

  it('has no window beyond MaxDaysInFuture, and says so only until the day it comes within it', () => {
    expect(urlSearchWindow('SHOW', horizon, addCalendarDays(horizon, 1), today)).toEqual({ dates: null, permanent: false });
    expect(urlSearchWindow('HOTEL', '2030-01-02', '2030-01-04', today)).toEqual({ dates: null, permanent: false });
    expect(urlSearchWindow('SHOW', '2030-01-04', '2030-01-02', today)).toEqual({ dates: null, permanent: false });
  });

  it('has none longer than MaxSearchWindow or with a same-day end the type does not allow', () => {
    expect(urlSearchWindow('SHOW', '2026-12-01', addCalendarDays('2026-12-01', SEARCH_RULES.SHOW.maxSearchWindow), today).dates).not.toBeNull();
    expect(urlSearchWindow('SHOW', '2026-12-01', addCalendarDays('2026-12-01', SEARCH_RULES.SHOW.maxSearchWindow + 1), today)).toEqual({ dates: null, permanent: true });
    expect(urlSearchWindow('HOTEL', '2026-12-01', '2026-12-16', today)).toEqual({ dates: null, permanent: true });
    expect(urlSearchWindow('TOUR', '2026-12-01', '2026-12-01', today)).toEqual({ dates: null, permanent: true });
  });
});
