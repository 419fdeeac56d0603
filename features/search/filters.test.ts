import { describe, expect, it } from 'vitest';
import { formatFilterCode, matchesFilters, parseFilterCode, toggleFilter, type FilterableProduct } from './filters';

describe('filter codes', () => {
  it('reads the groups a type offers and refuses the others', () => {
    expect(parseFilterCode('HOTEL', 'STAR_RATING-4,LOCATIONS-center-strip')).toEqual({
      STAR_RATING: ['4'],
      LOCATIONS: ['center-strip'],
    });
    expect(parseFilterCode('RESTAURANT', 'Cuisine-2001,Cuisine-2003,RESTAURANTPRICES-3302,LOCATION-downtown')).toEqual({
      Cuisine: ['2001', '2003'],
      RESTAURANTPRICES: ['3302'],
      LOCATION: ['downtown'],
    });
    expect(parseFilterCode('SHOW', 'STAR_RATING-4')).toBeNull();
    expect(parseFilterCode('HOTEL', 'Cuisine-2001')).toBeNull();
    expect(parseFilterCode('HOTEL', 'STAR_RATING-6')).toBeNull();
    expect(parseFilterCode('HOTEL', 'STAR_RATING')).toBeNull();
    expect(parseFilterCode('HOTEL', '-4')).toBeNull();
  });

  it("clears every filter with 'all' and 'Any' (spec 2.6)", () => {
    expect(parseFilterCode('SHOW', 'all')).toEqual({});
    expect(parseFilterCode('RESTAURANT', 'Any')).toEqual({});
    expect(parseFilterCode('SHOW', undefined)).toEqual({});
  });

  it('applies the hotel filter only when it is numeric (spec 2.6)', () => {
    expect(parseFilterCode('RESTAURANT', 'HOTEL-1203')).toEqual({ HOTEL: ['1203'] });
    expect(parseFilterCode('RESTAURANT', 'HOTEL-bellagio')).toEqual({});
    expect(parseFilterCode('CLUB', 'HOTEL-x,LOCATIONS-downtown')).toEqual({ LOCATIONS: ['downtown'] });
  });

  it('writes one canonical code: fixed group order, sorted values, nothing for no filters', () => {
    expect(formatFilterCode({ LOCATIONS: ['off-strip', 'center-strip'], STAR_RATING: ['5', '4'] })).toBe(
      'STAR_RATING-4,STAR_RATING-5,LOCATIONS-center-strip,LOCATIONS-off-strip',
    );
    expect(formatFilterCode({ Cuisine: ['2010', '2009'] })).toBe('Cuisine-2009,Cuisine-2010');
    expect(formatFilterCode({})).toBeUndefined();
    const code = formatFilterCode({ HOTEL: ['12'], LOCATIONS: ['downtown'] });
    expect(formatFilterCode(parseFilterCode('SHOW', code)!)).toBe(code);
  });

  it('toggles a value on and off, dropping an emptied group', () => {
    const on = toggleFilter({}, 'LOCATIONS', 'downtown');
    expect(on).toEqual({ LOCATIONS: ['downtown'] });
    expect(toggleFilter(on, 'LOCATIONS', 'downtown')).toEqual({});
  });
});

describe('matching', () => {
  const hotel: FilterableProduct = { areaSlug: 'center-strip', hotelId: null, starRating: 4.5, categoryIds: [] };
  const restaurant: FilterableProduct = { areaSlug: 'downtown', hotelId: 1203, starRating: null, categoryIds: [2001, 3302] };

  it('ors values within a group and ands the groups', () => {
    expect(matchesFilters(hotel, { STAR_RATING: ['4'] })).toBe(true);
    expect(matchesFilters(hotel, { STAR_RATING: ['5'] })).toBe(false);
    expect(matchesFilters(hotel, { STAR_RATING: ['3', '4'], LOCATIONS: ['center-strip'] })).toBe(true);
    expect(matchesFilters(hotel, { STAR_RATING: ['4'], LOCATIONS: ['downtown'] })).toBe(false);
    expect(matchesFilters(restaurant, { Cuisine: ['2001'], HOTEL: ['1203'], RESTAURANTPRICES: ['3302'] })).toBe(true);
    expect(matchesFilters(restaurant, { HOTEL: ['99'] })).toBe(false);
  });

  it('can leave one group out (facet counts)', () => {
    expect(matchesFilters(hotel, { STAR_RATING: ['5'], LOCATIONS: ['center-strip'] }, 'STAR_RATING')).toBe(true);
  });
});
