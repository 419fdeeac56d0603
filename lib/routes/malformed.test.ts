import { describe, expect, it } from 'vitest';
import { parseRoute, parseRouteSegments, routes } from './routes';

/**
 * A malformed or out-of-range parameter means not-found: parse returns null and never
 * throws.
 */
const MALFORMED: readonly string[] = [
  // Dates that do not exist or are not yyyy-MM-dd
  '/iv2/searchresults/shows/2026-13-01',
  '/iv2/searchresults/shows/2026-02-30',
  '/iv2/searchresults/shows/2026-12-01/-/2026-02-30',
  '/iv2/searchresults/shows/2026-12-1',
  '/iv2/searchresults/shows/20261201',
  '/iv2/searchresults/shows/2026-00-10',
  '/iv2/searchresults/shows/2025-02-29',
  '/iv2/las-vegas-shows/107/blue-man-group/dates/2026-13-01',
  '/iv2/las-vegas-shows/107/blue-man-group/dates/2026-12-01/2026-02-30',
  '/iv2/las-vegas-attractions/101/high-roller/quantity/2026-12-01T19:30/2026-12-01/2026-13-05',
  // Bad date-times
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T24:00',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:60',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-02-30T22:00',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:00Z',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:00:00',
  '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T9:30/2026-12-01/2026-12-05',
  // Ids
  '/iv2/las-vegas-shows/-107/blue-man-group/dates',
  '/iv2/las-vegas-shows/0/blue-man-group/dates',
  '/iv2/las-vegas-shows/007/blue-man-group/dates',
  '/iv2/las-vegas-shows/1.5/blue-man-group/dates',
  '/iv2/las-vegas-shows/abc/blue-man-group/dates',
  '/iv2/las-vegas-shows/99999999999/blue-man-group/dates',
  '/iv2/las-vegas-shows/2147483648/blue-man-group/dates',
  '/iv2/las-vegas-restaurants/-1',
  '/iv2/searchresults/shows/category/-259',
  '/iv2/searchresults/shows/category/none',
  '/iv2/searchresults/shows/product/-4',
  '/iv2/searchresults/shows/product/all',
  '/iv2/orders/VG-20261201/items/0',
  // Room quantity 1-5
  '/iv2/searchresults/hotels/rooms/9',
  '/iv2/searchresults/hotels/rooms/0',
  '/iv2/searchresults/hotels/rooms/6',
  '/iv2/searchresults/hotels/rooms/two',
  '/iv2/las-vegas-hotels/108/bellagio/dates/2026-12-01/2026-12-03/quantity/9',
  '/iv2/las-vegas-hotels/108/bellagio/dates/quantity',
  // Sorts: unknown, or not offered by the type
  '/iv2/searchresults/shows/sort/cheapest',
  '/iv2/searchresults/shows/sort/vibe',
  '/iv2/searchresults/hotels/sort/price',
  '/iv2/searchresults/shows/sort',
  // Keys of another kind, out of order, repeated
  '/iv2/searchresults/hotels/category/259',
  '/iv2/searchresults/shows/rooms/2',
  '/iv2/searchresults/restaurants/category/1',
  '/iv2/searchresults/tours/product/any',
  '/iv2/searchresults/shows/sort/price/category/259',
  '/iv2/searchresults/shows/sort/price/sort/name',
  // Garbage and extra segments
  '/iv2/searchresults/shows/tomorrow',
  '/iv2/searchresults/shows/2026-12-01/2026-12-05',
  '/iv2/searchresults/shows/2026-12-01/-',
  '/iv2/searchresults/shows/-/2026-12-05',
  '/iv2/searchresults/shows/2026-12-01/-/2026-12-05/extra',
  '/iv2/searchresults/widgets',
  '/iv2/searchresults/sitesearch/extra',
  '/iv2/las-vegas-shows/107/blue-man-group',
  '/iv2/las-vegas-shows/107/blue-man-group/dates/2026-12-01/2026-12-05/extra',
  '/iv2/las-vegas-shows/107/Blue-Man-Group/dates',
  '/iv2/las-vegas-shows/107/blue_man_group/dates',
  '/iv2/las-vegas-shows/107/blue--man/dates',
  '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T21:30/2026-12-01',
  '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T21:30/2026-12-01/2026-12-05/extra',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:00/2026-12-31/2027-01-01',
  '/iv2/las-vegas-tours/106/grand-canyon/quantity/2026-12-02T07:15',
  '/iv2/las-vegas-widgets/1/thing/dates',
  '/iv2/cart/extra',
  '/iv2/checkout/step-2',
  '/iv2/nothing-here',
  '/iv2',
  '/iv2//cart',
  '/iv2/cart//',
  '/api/catalog',
  '/mytrip/app/Unknown',
  // Checkout, accounts and orders
  '/iv2/confirmation/12345',
  '/iv2/confirmation/VG-12',
  '/iv2/confirmation/vg-20261201',
  '/iv2/confirmation/not-a-uuid-at-all',
  '/iv2/confirmation',
  '/iv2/abandoned-cart/VG-20261201',
  '/iv2/abandoned-cart/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6',
  '/iv2/paypal/approved',
  '/iv2/paypal/declined?token=EC-1',
  '/iv2/paypal/approved?token=bad%20token',
  '/iv2/paypal/approved?token=EC-1&token=EC-2',
  '/iv2/reset-password/short',
  '/iv2/reset-password/has.dots.in.it.0123456789',
  '/iv2/login?returnTo=https://evil.example.com',
  '/iv2/login?returnTo=//evil.example.com',
  '/iv2/login?returnTo=/%5Cevil.example.com',
  // Query parameters with known keys must be well formed
  '/iv2/las-vegas-shows/107/blue-man-group/dates?nc=0',
  '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?defaultQuantity=0',
  '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?defaultQuantity=many',
  '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?defaultItemId=-3',
  '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?resetSkuSeating=yes',
  '/iv2/searchresults/shows?mo=bad%20code',
  // Content segments and encodings
  '/iv2/searchresults/shows/%E0%A4%A',
  '/lounge/%2Fetc',
  '/lounge/with%20space',
];

describe('malformed urls parse to null without throwing', () => {
  for (const path of MALFORMED) {
    it(path, () => {
      expect(() => parseRoute(path)).not.toThrow();
      expect(parseRoute(path)).toBeNull();
    });
  }
});

describe('odd inputs never throw', () => {
  const inputs: unknown[] = ['', 'iv2/cart', 'not a url', 'http://', '%', '/%', '//', '///', '/iv2/%ZZ', '?rq=x', '#x'];
  for (const input of inputs) {
    it(JSON.stringify(input), () => {
      expect(() => parseRoute(input as string)).not.toThrow();
    });
  }

  it('returns null from each route parser for a path of another route', () => {
    expect(routes.cart.parse('/iv2/billing')).toBeNull();
    expect(routes.showSearchResults.parse('/iv2/searchresults/hotels')).toBeNull();
    expect(routes.showProductDetails.parse('/iv2/las-vegas-hotels/108/bellagio/dates')).toBeNull();
    expect(routes.home.parse('relative/path')).toBeNull();
    expect(routes.home.parse(undefined as unknown as string)).toBeNull();
  });

  it('does not read a bad month as a show calendar month (it may still be a content page)', () => {
    expect(routes.showCalendarMonth.parse('/shows/smarch-2026')).toBeNull();
    expect(routes.showCalendarMonth.parse('/shows/december-26')).toBeNull();
    expect(routes.showCalendarMonth.parse('/shows/december-1999')).toBeNull();
    expect(routes.showCalendarMonth.parse('/shows/December-2026')).toBeNull();
    expect(parseRoute('/shows/smarch-2026')?.name).toBe('staticProductLandingPage');
  });

  it('refuses decoded segments that are malformed', () => {
    expect(parseRouteSegments(['iv2', 'searchresults', 'shows', '2026-02-30'])).toBeNull();
    expect(parseRouteSegments(['lounge', 'a/b'])).toBeNull();
    expect(parseRouteSegments(['lounge', '..'])).toBeNull();
  });

  it('refuses a repeated known query key from a Next.js searchParams record', () => {
    expect(routes.siteSearch.parse('/iv2/searchresults/sitesearch', { rq: ['a', 'b'] })).toBeNull();
  });
});
