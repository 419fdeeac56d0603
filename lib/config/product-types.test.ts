import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PRODUCT_TYPES,
  isProductType,
  isSellableByDefault,
  linePagePathFor,
  PRODUCT_TYPE_INFO,
  PRODUCT_TYPES,
  priceLabelFor,
  productTypeSchema,
  SELLABLE_PRODUCT_TYPES,
  unavailableLabelFor,
  URL_BASES,
  urlBaseFor,
} from './product-types';

describe('product types', () => {
  it('lists the 13 type codes of the spec', () => {
    expect(PRODUCT_TYPES).toEqual([
      'HOTEL',
      'AIR_HOTEL',
      'SHOW',
      'TOUR',
      'ATTRACTION',
      'CLUB',
      'RESTAURANT',
      'SPA',
      'BAR',
      'GAY_CLUB',
      'POOL_CLUB',
      'SPORTS_BOOK',
      'SHOPPING',
    ]);
    expect(productTypeSchema.safeParse('SHOW').success).toBe(true);
    expect(productTypeSchema.safeParse('show').success).toBe(false);
    expect(isProductType('POOL_CLUB')).toBe(true);
    expect(isProductType('CASINO')).toBe(false);
  });

  it('splits sellable and catalogue types (spec 2.8)', () => {
    expect(SELLABLE_PRODUCT_TYPES).toEqual(['HOTEL', 'AIR_HOTEL', 'SHOW', 'TOUR', 'ATTRACTION', 'CLUB']);
    expect(CATALOGUE_PRODUCT_TYPES).toEqual(['RESTAURANT', 'SPA', 'BAR', 'GAY_CLUB', 'POOL_CLUB', 'SPORTS_BOOK', 'SHOPPING']);
    expect([...SELLABLE_PRODUCT_TYPES, ...CATALOGUE_PRODUCT_TYPES].sort()).toEqual([...PRODUCT_TYPES].sort());
    for (const type of SELLABLE_PRODUCT_TYPES) expect(isSellableByDefault(type)).toBe(true);
    for (const type of CATALOGUE_PRODUCT_TYPES) expect(isSellableByDefault(type)).toBe(false);
  });

  it('names every url base of spec 2.2', () => {
    expect(Object.values(URL_BASES).sort()).toEqual(
      [
        'las-vegas-attractions',
        'las-vegas-clubs',
        'las-vegas-spas',
        'las-vegas-bars',
        'las-vegas-shopping',
        'las-vegas-strip-clubs',
        'las-vegas-gay-clubs',
        'las-vegas-pool-clubs',
        'las-vegas-pools',
        'las-vegas-sportsbooks',
        'las-vegas-tours',
        'las-vegas-shows',
        'las-vegas-hotels',
        'las-vegas-restaurants',
      ].sort(),
    );
  });

  it.each([
    ['HOTEL', 'las-vegas-hotels', '/hotels', 'Hotel', 'Hotels', 'No Vacancy', 'Prices from'],
    ['AIR_HOTEL', null, '/lasvegastraveldeals', 'Air + Hotel', 'Air + Hotel Packages', 'No Vacancy', 'Prices from'],
    ['SHOW', 'las-vegas-shows', '/shows', 'Show', 'Shows', 'No Performance', 'Tickets from'],
    ['TOUR', 'las-vegas-tours', '/tours', 'Tour', 'Tours', 'Sold Out/Unavailable', 'Prices from'],
    ['ATTRACTION', 'las-vegas-attractions', '/attractions', 'Attraction', 'Attractions', 'Sold Out/Unavailable', 'Prices from'],
    ['CLUB', 'las-vegas-clubs', '/nightclubs', 'Club', 'Clubs', 'Sold Out/Unavailable', 'Prices from'],
    ['RESTAURANT', 'las-vegas-restaurants', '/restaurant', 'Restaurant', 'Restaurants', 'Sold Out/Unavailable', 'Prices from'],
    ['SPA', 'las-vegas-spas', '/spas', 'Spa', 'Spas', 'Sold Out/Unavailable', 'Prices from'],
    ['BAR', 'las-vegas-bars', '/nightlife/bars', 'Bar', 'Bars', 'Sold Out/Unavailable', 'Prices from'],
    ['GAY_CLUB', 'las-vegas-gay-clubs', '/nightlife/gayclubs', 'Gay Club', 'Gay Clubs', 'Sold Out/Unavailable', 'Prices from'],
    ['POOL_CLUB', 'las-vegas-pool-clubs', '/nightlife/poolclubs', 'Pool Club', 'Pool Clubs', 'Sold Out/Unavailable', 'Prices from'],
    ['SPORTS_BOOK', 'las-vegas-sportsbooks', '/gaming/sportsbooks', 'Sports Book', 'Sports Books', 'Sold Out/Unavailable', 'Prices from'],
    ['SHOPPING', 'las-vegas-shopping', '/shopping', 'Shopping', 'Shopping', 'Sold Out/Unavailable', 'Prices from'],
  ] as const)('%s: base %s, line page %s, labels', (type, base, line, singular, plural, unavailable, price) => {
    expect(urlBaseFor(type)).toBe(base);
    expect(linePagePathFor(type)).toBe(line);
    expect(PRODUCT_TYPE_INFO[type].singular).toBe(singular);
    expect(PRODUCT_TYPE_INFO[type].plural).toBe(plural);
    expect(unavailableLabelFor(type)).toBe(unavailable);
    expect(priceLabelFor(type)).toBe(price);
    expect(PRODUCT_TYPE_INFO[type].code).toBe(type);
  });
});
