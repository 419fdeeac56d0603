import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { canonicalFilterParams, droppedPreferredProduct, searchPageFor, shiftPastWindow } from './request';
import { searchHref } from './links';

const today = '2026-11-22';

describe('search page requests (spec 9 defaults, spec 5 rules)', () => {
  it('fills the defaults: today, a 14-day span, category all, sort popular', () => {
    const page = searchPageFor('shows', {}, today);
    expect(page).toMatchObject({
      status: 'ok',
      request: { type: 'SHOW', startDate: today, endDate: '2026-12-06', categoryId: 'all', sortId: 'popular', filters: {} },
    });
  });

  it('gives hotels one room and two nights by default', () => {
    expect(searchPageFor('hotels', {}, today)).toMatchObject({
      status: 'ok',
      request: { startDate: today, endDate: '2026-11-24', roomQty: 1 },
    });
  });

  it('makes both dates the end date when the end is before the start', () => {
    const page = searchPageFor('shows', { startDate: '2026-12-10', endDate: '2026-12-05' }, today);
    expect(page?.request).toMatchObject({ startDate: '2026-12-05', endDate: '2026-12-05' });
    expect(page?.status).toBe('ok');
  });

  it('refuses a same-day hotel or tour search, allows a same-day show search', () => {
    const same = { startDate: '2026-12-05', endDate: '2026-12-05' };
    expect(searchPageFor('hotels', same, today)).toMatchObject({ status: 'invalid-window', errors: ['same-day-end-not-allowed'] });
    expect(searchPageFor('tours', same, today)).toMatchObject({ status: 'invalid-window', errors: ['same-day-end-not-allowed'] });
    expect(searchPageFor('shows', same, today)?.status).toBe('ok');
  });

  it('refuses a window longer than the type allows: 31 days, 14 for hotels', () => {
    expect(searchPageFor('shows', { startDate: '2026-12-01', endDate: '2027-01-01' }, today)?.status).toBe('ok');
    expect(searchPageFor('shows', { startDate: '2026-12-01', endDate: '2027-01-02' }, today)).toMatchObject({
      status: 'invalid-window',
      errors: ['window-too-long'],
    });
    expect(searchPageFor('hotels', { startDate: '2026-12-01', endDate: '2026-12-15' }, today)?.status).toBe('ok');
    expect(searchPageFor('hotels', { startDate: '2026-12-01', endDate: '2026-12-16' }, today)?.status).toBe('invalid-window');
  });

  it('refuses dates more than 730 days ahead', () => {
    expect(searchPageFor('shows', { startDate: '2028-11-20', endDate: '2028-11-21' }, today)?.status).toBe('ok');
    expect(searchPageFor('shows', { startDate: '2028-11-21', endDate: '2028-11-22' }, today)).toMatchObject({
      status: 'invalid-window',
      errors: ['beyond-max-days-in-future'],
    });
  });

  it('is not found for a filter group the type does not offer', () => {
    expect(searchPageFor('shows', { filterCode: 'STAR_RATING-4' }, today)).toBeNull();
  });
});

describe('past searches', () => {
  it('move to today with the same length', () => {
    expect(shiftPastWindow('2026-11-18', '2026-11-25', today)).toEqual({ startDate: today, endDate: '2026-11-29' });
    expect(shiftPastWindow(today, '2026-11-25', today)).toBeNull();
  });
});

describe('search links', () => {
  it('leave default parts out, so each search state has one url', () => {
    const page = searchPageFor('shows', { startDate: '2026-12-01', endDate: '2026-12-05', preferredProductId: 'any' }, today)!;
    expect(searchHref(page.request)).toBe('/iv2/searchresults/shows/2026-12-01/-/2026-12-05');
    expect(searchHref(page.request, { categoryId: 259, sortId: 'price' })).toBe(
      '/iv2/searchresults/shows/2026-12-01/-/2026-12-05/category/259/sort/price',
    );
    const hotels = searchPageFor('hotels', { startDate: '2026-12-01', endDate: '2026-12-03', roomQty: 2 }, today)!;
    expect(searchHref(hotels.request, { filters: { STAR_RATING: ['4'] } })).toBe(
      '/iv2/searchresults/hotels/2026-12-01/-/2026-12-03/rooms/2/filters/STAR_RATING-4',
    );
  });
});

describe('one url per search: filters written another way (issue 25, non-canonical urls)', () => {
  it('moves reordered, repeated and ignored filter items to the builders\' way', () => {
    const dates = { startDate: '2026-12-01', endDate: '2026-12-05' };
    expect(canonicalFilterParams('shows', { ...dates, filterCode: 'LOCATIONS-strip,LOCATIONS-downtown' })).toEqual({ ...dates, filterCode: 'LOCATIONS-downtown,LOCATIONS-strip' });
    expect(canonicalFilterParams('shows', { ...dates, filterCode: 'LOCATIONS-strip,LOCATIONS-strip' })).toEqual({ ...dates, filterCode: 'LOCATIONS-strip' });
    expect(canonicalFilterParams('shows', { filterCode: 'HOTEL-12,LOCATIONS-strip' })).toEqual({ filterCode: 'LOCATIONS-strip,HOTEL-12' });
    // A hotel filter that is no id is ignored (spec 2.6): the url without it.
    expect(canonicalFilterParams('shows', { ...dates, filterCode: 'HOTEL-bellagio' })).toEqual({ ...dates, filterCode: undefined });
    expect(canonicalFilterParams('restaurants', { filterCode: 'RESTAURANTPRICES-9,Cuisine-12,Cuisine-3' })).toEqual({ filterCode: 'Cuisine-3,Cuisine-12,RESTAURANTPRICES-9' });
  });

  it('leaves canonical filters, the widgets\' clearing values and malformed codes alone', () => {
    for (const filterCode of [undefined, 'all', 'Any', 'LOCATIONS-downtown,LOCATIONS-strip', 'LOCATIONS-strip,HOTEL-12'])
      expect(canonicalFilterParams('shows', { filterCode }), filterCode).toBeNull();
    expect(canonicalFilterParams('shows', { filterCode: 'STAR_RATING-5' })).toBeNull();
  });
});


describe('the preferred product of a show search (storefront 2.2, FLAG_DISABLE_PREFERRED_PRODUCT)', () => {
  const pinned = { startDate: '2026-12-01', endDate: '2026-12-05', preferredProductId: 1040 } as const;

  it('stays in show and hotel searches while the flag is off', () => {
    const off = { disablePreferredProduct: false };
    expect(droppedPreferredProduct('shows', pinned, off)).toBeNull();
    expect(droppedPreferredProduct('shows', { ...pinned, preferredProductId: 'any' }, off)).toBeNull();
    expect(droppedPreferredProduct('hotels', pinned, off)).toBeNull();
  });

  it('is dropped from show searches only while the flag is on, the rest of the search kept', () => {
    const on = { disablePreferredProduct: true };
    const dropped = droppedPreferredProduct('shows', { ...pinned, categoryId: 259, sortId: 'price' }, on);
    expect(dropped).toEqual({ startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 259, sortId: 'price', preferredProductId: undefined });
    expect((routes.showSearchResults as { build(p: object): string }).build(dropped!)).toBe('/iv2/searchresults/shows/2026-12-01/-/2026-12-05/category/259/sort/price');
    expect(droppedPreferredProduct('shows', { ...pinned, preferredProductId: 'any' }, on)).toEqual({ ...pinned, preferredProductId: undefined });
    expect(droppedPreferredProduct('shows', { startDate: '2026-12-01' }, on)).toBeNull();
    expect(droppedPreferredProduct('hotels', pinned, on)).toBeNull();
  });
});
