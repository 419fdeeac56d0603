import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PRODUCT_TYPES } from '../config/product-types';
import { defineRoute } from './define-route';
import { contentSegmentsSchema, idSchema, isoDateSchema, queryFlagSchema, slugSchema } from './params';
import { PRODUCT_DETAILS_ROUTE, productDetailsPath, SEARCH_RESULTS_ROUTE } from './routes';
import { SEARCH_KINDS } from './search-results';

describe('defineRoute: one declaration gives builder and parser', () => {
  const cabana = defineRoute('cabana', {
    path: '/iv2/(cabanas|poolCabanas)/:productID/:productName[/:startDate[/:endDate]][/guide/:guide]',
    params: {
      productID: idSchema,
      productName: slugSchema,
      startDate: isoDateSchema.optional(),
      endDate: isoDateSchema.optional(),
      guide: contentSegmentsSchema(1, 2).optional(),
    },
    query: { nc: queryFlagSchema.optional(), view: z.enum(['map', 'list']).optional() },
    pageType: 'pdp',
    hides: ['navBar'],
  });

  it('builds the canonical path: first alternative, optional parts only with their values, query last', () => {
    expect(cabana.build({ productID: 7, productName: 'Wet Republic' })).toBe('/iv2/cabanas/7/wet-republic');
    expect(cabana.build({ productID: 7, productName: 'x', endDate: '2026-12-05', guide: ['a', 'b c'] })).toBe(
      '/iv2/cabanas/7/x/guide/a/b%20c',
    );
    expect(cabana.build({ productID: 7, productName: 'x', startDate: '2026-12-01', nc: true, view: 'map' })).toBe(
      '/iv2/cabanas/7/x/2026-12-01?nc=1&view=map',
    );
  });

  it('parses what it builds, the alias too, and nothing malformed', () => {
    const params = { productID: 7, productName: 'x', startDate: '2026-12-01', endDate: '2026-12-05', guide: ['a', 'b'], view: 'list' as const };
    expect(cabana.parse(cabana.build(params))).toEqual(params);
    expect(cabana.parse('/iv2/poolCabanas/7/x/guide/a')).toEqual({ productID: 7, productName: 'x', guide: ['a'] });
    for (const bad of [
      '/iv2/cabanas/0/x',
      '/iv2/cabanas/7/X',
      '/iv2/cabanas/7/x/2026-02-30',
      '/iv2/cabanas/7/x/guide',
      '/iv2/cabanas/7/x/guide/a/b/c',
      '/iv2/cabanas/7/x?view=grid',
      '/iv2/cabanas/7/x?nc=1&nc=1',
    ]) {
      expect(cabana.parse(bad), bad).toBeNull();
    }
  });

  it('refuses decoded segments that hold a slash or are empty', () => {
    expect(cabana.parseSegments(['iv2', 'cabanas', '7', 'x', 'guide', 'a/b'])).toBeNull();
    expect(cabana.parseSegments(['iv2', 'cabanas', '7', 'x', ''])).toBeNull();
  });

  it('fails at definition, not on a visitor, when the declaration does not add up', () => {
    const bad = (path: string, params: Record<string, z.ZodType> = {}) => () => defineRoute('bad', { path, params, pageType: 'other' });
    expect(bad('/iv2/x/:id')).toThrow(/:id has no schema/);
    expect(bad('/iv2/x', { id: idSchema })).toThrow(/not in the path/);
    expect(bad('/iv2/x/:id/:id', { id: idSchema })).toThrow(/twice/);
    expect(bad('/iv2/x[/more]')).toThrow(/optional part needs a parameter/);
    expect(bad('/iv2/x/:text', { text: z.string() })).toThrow(/no url pattern/);
    expect(bad('iv2/x')).toThrow(/must start with/);
    expect(bad('/iv2/x?y')).toThrow(/unexpected/);
    expect(bad('/iv2/[:id', { id: idSchema })).toThrow(/unclosed/);
  });
});

describe('product type maps read off the declarations', () => {
  it('gives every product type but air+hotel a details page', () => {
    for (const type of PRODUCT_TYPES) {
      expect(PRODUCT_DETAILS_ROUTE[type] === null, type).toBe(type === 'AIR_HOTEL');
      expect(productDetailsPath(type, { productID: 1, productName: 'x' }) === null, type).toBe(type === 'AIR_HOTEL');
    }
  });

  it('names the six search kinds', () => {
    expect(SEARCH_RESULTS_ROUTE).toEqual({
      SHOW: 'showSearchResults',
      TOUR: 'tourSearchResults',
      ATTRACTION: 'attractionSearchResults',
      CLUB: 'clubSearchResults',
      RESTAURANT: 'restaurantSearchResults',
      HOTEL: 'hotelSearchResults',
    });
    expect(SEARCH_KINDS.shows).toEqual({ routeName: 'showSearchResults', productType: 'SHOW', keys: ['category', 'filters', 'sort', 'product', 'variant'] });
    expect(SEARCH_KINDS.restaurants.keys).toEqual(['filters', 'sort']);
    expect(SEARCH_KINDS.hotels.keys).toEqual(['filters', 'rooms', 'sort', 'product', 'variant']);
    expect(Object.keys(SEARCH_KINDS).sort()).toEqual(['attractions', 'clubs', 'hotels', 'restaurants', 'shows', 'tours']);
  });
});
