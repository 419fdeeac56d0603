import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALFORMED, samples } from './route-samples.fixture';
import { URL_BASES } from '../config/product-types';
import { searchRewrites } from './search-rewrite';

const rewrites = searchRewrites();

/** What Next's router does with a source `/iv2/searchresults/:path(<regex>)`: the whole path must match. */
function rewritten(path: string): boolean {
  const pathname = new URL(path, 'http://x').pathname;
  const query = new URL(path, 'http://x').searchParams;
  return rewrites.some(({ source, has }) => {
    if (has) return has.every(({ key, value }) => query.has(key) && new RegExp(`^(?:${value})$`).test(query.get(key) ?? ''));
    const match = /^(\/iv2\/(?:searchresults\/)?):path\((.*)\)$/.exec(source);
    if (!match) throw new Error(`unexpected source ${source}`);
    return new RegExp(`^${match[1]}(?:${match[2]})$`).test(pathname);
  });
}

describe('search rewrites (next.config.ts)', () => {
  it('are the ones next.config.ts loads, each within Next’s 4096-character limit', () => {
    expect(JSON.parse(readFileSync('lib/routes/search-rewrites.json', 'utf8'))).toEqual(rewrites);
    for (const { source, destination } of rewrites) {
      expect(source.length).toBeLessThanOrEqual(4096);
      expect(destination).toBe('/_not-found');
      // path-to-regexp refuses capturing groups inside a parameter's pattern
      const inner = /^\/iv2\/(?:searchresults\/)?:path\((.*)\)$/.exec(source)?.[1] ?? '';
      expect(inner).not.toMatch(/\((?!\?)/);
    }
  });

  it('stay short: every page request compiles them again (Next 16 route modules)', () => {
    const total = rewrites.reduce((sum, { source }) => sum + source.length, 0);
    // 3800 since the air+hotel kind (about 15 µs more per request than the 3600 before it).
    expect(total).toBeLessThanOrEqual(3800);
  });

  it('leave every valid search url alone', () => {
    const names = ['showSearchResults', 'tourSearchResults', 'attractionSearchResults', 'clubSearchResults', 'restaurantSearchResults', 'hotelSearchResults', 'airHotelSearchResults', 'siteSearch'] as const;
    for (const name of names) {
      for (const path of [samples[name].fullPath, samples[name].minimalPath]) expect(rewritten(path), path).toBe(false);
    }
    for (const path of [
      '/iv2/searchresults/showSearchResults/2026-12-01',
      '/iv2/searchresults/hotels/2026-12-01/-/2026-12-03/filters/STAR_RATING-5,LOCATIONS-downtown',
      '/iv2/searchresults/restaurants/filters/Any',
      '/iv2/searchresults/restaurants/filters/HOTEL-bellagio',
      '/iv2/searchresults/shows/2028-02-29',
      '/iv2/searchresults/shows/category/2147483647/product/1000000000',
      '/iv2/searchresults/restaurants/filters/Cuisine-2147483647,RESTAURANTPRICES-3',
      '/iv2/searchresults/hotels/2026-12-01/-/2026-12-31',
      '/iv2/searchresults/airhotels/2026-12-08/-/2026-12-10?from=ZZZ&party=9',
      '/iv2/las-vegas-shows/1040/cirque-lumiere-tidewater/dates/2026-12-01/2026-12-03',
      '/iv2/las-vegas-hotels/1009/the-bellamy-las-vegas/dates/2026-12-01/2026-12-03/quantity/2',
      '/iv2/las-vegas-restaurants/1136',
      '/iv2/no-such-page',
    ]) {
      expect(rewritten(path), path).toBe(false);
    }
  });

  it('send malformed search urls to the not-found page', () => {
    for (const path of MALFORMED.filter((p) => p.startsWith('/iv2/searchresults/'))) expect(rewritten(path), path).toBe(true);
    for (const path of [
      '/iv2/searchresults/%ZZ',
      '/iv2/searchresults/shows/%E0%A4%A',
      '/iv2/searchresults/boats',
      '/iv2/searchresults/sitesearch/more',
      '/iv2/searchresults/shows/2026-02-30',
      '/iv2/searchresults/shows/2027-02-29',
      '/iv2/searchresults/shows/2026-12-01/sort/cheapest',
      '/iv2/searchresults/shows/filters/STAR_RATING-4',
      '/iv2/searchresults/hotels/filters/Cuisine-2001',
      '/iv2/searchresults/hotels/filters/STAR_RATING-6',
      '/iv2/searchresults/restaurants/filters/LOCATIONS-downtown',
      '/iv2/searchresults/hotels/rooms/6',
      '/iv2/searchresults/hotels/category/259',
      '/iv2/searchresults/airhotels/sort/cheapest',
      '/iv2/searchresults/airHotelSearchResults/2026-12-08',
      '/iv2/searchresults/airhotels/category/3',
      '/iv2/searchresults/airhotels/2026-12-01/-/2026-12-05/rooms/2',
      '/iv2/searchresults/airhotels/2026-02-30',
      '/iv2/searchresults/shows/sort/price/category/259',
      '/iv2/searchresults/shows/2026-12-01/-/2026-12-05/extra',
      '/iv2/searchresults/hotels/2026-12-01/-/2026-11-31',
      '/iv2/searchresults/tours/2026-13-01',
      '/iv2/searchresults/shows/category/2147483648',
      '/iv2/searchresults/shows/product/9999999999',
      '/iv2/searchresults/shows/category/21474836470',
      '/iv2/searchresults/restaurants/filters/Cuisine-1,RESTAURANTPRICES-2147483648',
      '/iv2/searchresults/restaurants/filters/Cuisine-2147483648',
      // broken or non-ASCII percent-encoding in product urls (a bare 500 inside Next otherwise)
      '/iv2/%ZZ/1/x/dates',
      '/iv2/%E0%A4%A',
      '/iv2/las-vegas-shows/1040/%E0%A4%A/dates',
      '/iv2/las-vegas-restaurants/%ZZ',
      '/iv2/las-vegas-shows/1040/caf%C3%A9/dates',
      ...Object.values(URL_BASES).map((base) => `/iv2/${base}/1/%ZZ/dates`),
    ]) {
      expect(rewritten(path), path).toBe(true);
    }
  });
});
