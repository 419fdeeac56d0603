import { describe, expect, it } from 'vitest';
import { MALFORMED } from './route-samples.fixture';
import { parseRoute, parseRouteSegments, routes } from './routes';

// A malformed or out-of-range parameter means not-found: parse returns null and never throws.

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
