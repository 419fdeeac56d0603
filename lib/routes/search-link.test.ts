import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { SEARCH_KINDS, type SearchKind } from './search-results';
import { airHotelSearchLink, hotelDetailsLink, searchLink, type AirHotelLinkParts, type SearchLinkParts } from './search-link';
import { CABIN_CLASSES, FLIGHT_TIMES } from '../config/air-hotel';
import { SORT_OPTIONS } from '../config/search-rules';

const OPTIONS: Record<string, readonly unknown[]> = {
  categoryId: [undefined, 'all', 259, 885],
  filterCode: [undefined, 'all', 'Any'],
  roomQty: [undefined, 1, 2, 5],
  preferredProductId: [undefined, 'any', 1042],
  productLinePage: [undefined, 'plp'],
};

const KIND_FILTERS: Record<SearchKind, string> = {
  shows: 'LOCATIONS-center-strip,HOTEL-1203',
  tours: 'LOCATIONS-off-strip',
  attractions: 'HOTEL-1203',
  clubs: 'LOCATIONS-downtown',
  restaurants: 'Cuisine-2001,RESTAURANTPRICES-3302',
  hotels: 'STAR_RATING-4,LOCATIONS-center-strip',
};

describe('searchLink (the browser’s search paths)', () => {
  for (const [kind, info] of Object.entries(SEARCH_KINDS) as [SearchKind, (typeof SEARCH_KINDS)[SearchKind]][]) {
    it(`writes what routes.${info.routeName}.build writes`, () => {
      const route = routes[info.routeName] as { build(p: object): string; parse(path: string): object | null };
      const keys = info.keys.map((key) => ({ category: 'categoryId', filters: 'filterCode', rooms: 'roomQty', sort: 'sortId', product: 'preferredProductId', variant: 'productLinePage' })[key]);
      const sorts = [undefined, ...SORT_OPTIONS[info.productType]];
      let combinations: SearchLinkParts[] = [{ startDate: '2026-12-01', endDate: '2026-12-05' }];
      for (const key of keys) {
        const values = key === 'sortId' ? sorts : key === 'filterCode' ? [...(OPTIONS.filterCode ?? []), KIND_FILTERS[kind]] : (OPTIONS[key!] ?? []);
        combinations = combinations.flatMap((c) => values.map((value) => ({ ...c, [key!]: value })));
      }
      expect(combinations.length).toBeGreaterThan(10);
      for (const parts of combinations) {
        const link = searchLink(kind, parts);
        expect(link).toBe(route.build(parts));
        expect(route.parse(link), link).not.toBeNull();
      }
      // A promotion page's widget tags its search with the merchandising list.
      const promoted = { startDate: '2026-12-01', endDate: '2026-12-05', mo: 'Holiday_Shows-2026' };
      expect(searchLink(kind, promoted)).toBe(route.build(promoted));
      expect(searchLink(kind, promoted)).toMatch(/\?mo=Holiday_Shows-2026$/);
      expect(route.parse(searchLink(kind, promoted))).toMatchObject({ mo: 'Holiday_Shows-2026' });
    });
  }
});

describe('hotelDetailsLink (a hotel search from the hotel’s own page)', () => {
  it('writes what routes.hotelProductDetails.build writes with nc, and the route reads it back', () => {
    const product = { productID: 1042, productName: 'bellagio' };
    const datesPath = routes.hotelProductDetails.build(product);
    for (const roomQty of [undefined, 1, 2, 3, 4]) {
      const link = hotelDetailsLink(datesPath, { startDate: '2026-12-01', endDate: '2026-12-03', roomQty });
      const rooms = roomQty !== undefined && roomQty > 1 ? { roomQty } : {};
      expect(link).toBe(routes.hotelProductDetails.build({ ...product, startDate: '2026-12-01', endDate: '2026-12-03', ...rooms, nc: true }));
      expect(routes.hotelProductDetails.parse(link)).toEqual({ ...product, startDate: '2026-12-01', endDate: '2026-12-03', ...rooms, nc: true });
    }
  });
});

describe('airHotelSearchLink (the air+hotel widget’s search paths)', () => {
  it('writes what routes.airHotelSearchResults.build writes', () => {
    let combinations: AirHotelLinkParts[] = [{ startDate: '2026-12-01', endDate: '2026-12-05' }];
    const values: [keyof AirHotelLinkParts, readonly (string | undefined)[]][] = [
      ['sortId', [undefined, ...SORT_OPTIONS.AIR_HOTEL]],
      ['from', [undefined, 'LAX']],
      ['party', [undefined, '2', '2-5-11,1']],
      ['cabin', [undefined, ...CABIN_CLASSES]],
      ['depart', [undefined, FLIGHT_TIMES[0]]],
      ['return', [undefined, FLIGHT_TIMES[FLIGHT_TIMES.length - 1]]],
    ];
    for (const [key, options] of values) combinations = combinations.flatMap((c) => options.map((value) => ({ ...c, [key]: value })));
    expect(combinations.length).toBeGreaterThan(50);
    for (const parts of combinations) {
      const link = airHotelSearchLink(parts);
      expect(link).toBe(routes.airHotelSearchResults.build(parts as Parameters<typeof routes.airHotelSearchResults.build>[0]));
      expect(routes.airHotelSearchResults.parse(link), link).not.toBeNull();
    }
  });
});
