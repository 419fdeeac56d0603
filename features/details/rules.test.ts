import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@/lib/config/product-types';
import { SEARCH_RULES, addCalendarDays } from '@/lib/config/search-rules';
import { changeSearchSummary, detailsDatesChange, detailsPagePlan, detailsTitle, effectiveRoomQty, pastStayShift } from './rules';

describe('details page plan (spec 2.8)', () => {
  it('sells a hotel as a stay: picker with rooms, no event list, hotel reviews, back to the results when nothing is free', () => {
    expect(detailsPagePlan('HOTEL', true)).toEqual({
      upcomingEvents: false,
      reviews: true,
      hotelReviews: true,
      changeSearch: 'HOTEL',
      availability: { stay: true },
      replaceWhenNothingAvailable: true,
    });
  });

  it.each(['SHOW', 'TOUR', 'ATTRACTION', 'CLUB'] as const)('sells %s by date with the change-search toggle and its events in the JSON-LD', (type) => {
    expect(detailsPagePlan(type, true)).toEqual({
      upcomingEvents: true,
      reviews: true,
      hotelReviews: false,
      changeSearch: type,
      availability: { stay: false },
      replaceWhenNothingAvailable: false,
    });
  });

  it('gives a sellable restaurant a date picker but no reviews and no change-search toggle', () => {
    expect(detailsPagePlan('RESTAURANT', true)).toMatchObject({ reviews: false, changeSearch: null, availability: { stay: false }, upcomingEvents: true });
    expect(detailsPagePlan('RESTAURANT', false)).toMatchObject({ reviews: false, changeSearch: null, availability: null, upcomingEvents: false });
  });

  it('sells nothing on the page of a product that is not sellable, whatever its type', () => {
    for (const type of PRODUCT_TYPES) {
      const plan = detailsPagePlan(type, false);
      expect(plan.availability).toBeNull();
      expect(plan.changeSearch).toBeNull();
      expect(plan.upcomingEvents).toBe(false);
    }
  });

  it('shows catalogue places and packages without a picker or toggle even when flagged sellable', () => {
    for (const type of ['SPA', 'BAR', 'GAY_CLUB', 'POOL_CLUB', 'SPORTS_BOOK', 'SHOPPING', 'AIR_HOTEL'] as const) {
      expect(detailsPagePlan(type, true)).toMatchObject({ availability: null, changeSearch: null, upcomingEvents: false, reviews: true });
    }
  });
});

describe('details page rules', () => {
  it('moves a hotel stay that starts in the past to today, keeping its length (spec 4)', () => {
    expect(pastStayShift('HOTEL', '2026-11-20', '2026-11-23', '2026-11-25')).toEqual({ startDate: '2026-11-25', endDate: '2026-11-28' });
    expect(pastStayShift('HOTEL', '2026-11-20', null, '2026-11-25')).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(pastStayShift('HOTEL', '2026-11-25', '2026-11-27', '2026-11-25')).toBeNull();
    expect(pastStayShift('HOTEL', null, null, '2026-11-25')).toBeNull();
    // Other types keep their dates: their picker starts at today by itself.
    expect(pastStayShift('SHOW', '2026-11-20', '2026-11-23', '2026-11-25')).toBeNull();
  });

  it('counts a roomQty only below 5', () => {
    expect(effectiveRoomQty(3)).toBe(3);
    expect(effectiveRoomQty(4)).toBe(4);
    expect(effectiveRoomQty(5)).toBeNull();
    expect(effectiveRoomQty(null)).toBeNull();
  });

  it('titles the page and the change-search toggle', () => {
    expect(detailsTitle('Mirage Magic', 'Show')).toBe('Mirage Magic - Las Vegas Show');
    expect(changeSearchSummary('Dec 1 - Dec 5, 2026', 'Show')).toBe('Your search: Dec 1 - Dec 5, 2026');
    expect(changeSearchSummary(null, 'Tour')).toBe('Search Las Vegas Tours');
  });
});

describe('detailsDatesChange (issue 25 item 4)', () => {
  const today = '2026-11-25';
  const horizon = addCalendarDays(today, SEARCH_RULES.SHOW.maxDaysInFuture);

  it('leaves a url without dates, with dates the site builds, or with a start in the past (spec 4) alone', () => {
    expect(detailsDatesChange('SHOW', null, null, today)).toBeNull();
    expect(detailsDatesChange('SHOW', '2026-12-01', '2026-12-04', today)).toBeNull();
    expect(detailsDatesChange('HOTEL', '2026-12-01', '2026-12-03', today)).toBeNull();
    expect(detailsDatesChange('HOTEL', '2026-11-01', '2026-11-03', today)).toBeNull();
    expect(detailsDatesChange('SHOW', horizon, null, today)).toBeNull();
  });

  it('moves an end before the start to the window the search widget makes of it, for good', () => {
    expect(detailsDatesChange('SHOW', '2026-12-04', '2026-12-01', today)).toEqual({ dates: { startDate: '2026-12-01', endDate: '2026-12-01' }, permanent: true });
  });

  it('drops dates no search of the type can ask for', () => {
    expect(detailsDatesChange('HOTEL', '2026-12-04', '2026-12-01', today)).toEqual({ dates: null, permanent: true });
    expect(detailsDatesChange('HOTEL', '2026-12-01', '2026-12-01', today)).toEqual({ dates: null, permanent: true });
    expect(detailsDatesChange('HOTEL', '2026-12-01', '2026-12-16', today)).toEqual({ dates: null, permanent: true });
    expect(detailsDatesChange('SHOW', '2026-12-01', '2027-01-02', today)).toEqual({ dates: null, permanent: true });
    // Years ahead: only until the dates come within MaxDaysInFuture.
    expect(detailsDatesChange('SHOW', '2030-01-02', '2030-01-04', today)).toEqual({ dates: null, permanent: false });
    expect(detailsDatesChange('SHOW', addCalendarDays(horizon, 1), null, today)).toEqual({ dates: null, permanent: false });
  });
});
