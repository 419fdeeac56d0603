import { readFileSync } from 'node:fs';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { URL_BASES } from '../config/product-types';
import { parseRoute, routes } from './routes';
import { FRESH_DETAILS_PREFIX, HOTEL_SEARCH_QUERY_PAGE, queryRewrites } from './query-rewrites';

const rewrites = queryRewrites();

/** Where Next's own router code sends a url (the path it renders), or null when no query rewrite applies. */
function rewritten(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const query = Object.fromEntries(searchParams);
  for (const rule of rewrites) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true })(pathname);
    if (params === false) continue;
    const has = matchHas({ headers: {} } as never, query, rule.has as never);
    if (has === false) continue;
    return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params: { ...params, ...has }, query }).newUrl;
  }
  return null;
}

describe('query rewrites (next.config.ts)', () => {
  it('are the ones next.config.ts loads', () => {
    expect(JSON.parse(readFileSync('lib/routes/query-rewrites.json', 'utf8'))).toEqual(rewrites);
    expect(readFileSync('next.config.ts', 'utf8')).toContain("import queryRewrites from './lib/routes/query-rewrites.json'");
  });

  it('sends every details url with nc=1 (or true) to the fresh page, and nothing else', () => {
    const hotel = { productID: 108, productName: 'bellagio' };
    for (const url of [
      routes.hotelProductDetails.build({ ...hotel, nc: true }),
      routes.hotelProductDetails.build({ ...hotel, startDate: '2026-12-01', endDate: '2026-12-03', roomQty: 3, nc: true }),
      `${routes.showProductDetails.build({ productID: 7, productName: 'o', startDate: '2026-12-01', endDate: '2026-12-05' })}?nc=true&utm_source=x`,
      ...Object.values(URL_BASES).map((base) => `/iv2/${base}/1/x/dates/2026-12-01?nc=1`),
    ]) {
      expect(rewritten(url), url).toBe(`${FRESH_DETAILS_PREFIX}${new URL(url, 'http://x').pathname.slice('/iv2'.length)}`);
    }
    for (const url of [
      routes.hotelProductDetails.build(hotel),
      `${routes.hotelProductDetails.build(hotel)}?nc=0`,
      `${routes.hotelProductDetails.build(hotel)}?nc=1x`,
      `${routes.hotelProductDetails.build(hotel)}?nc=x1`,
      '/iv2/searchresults/hotels/2026-12-01/-/2026-12-03?nc=1',
      '/iv2/las-vegas-hotels/108/bellagio/quantity/2026-12-01T15:00/2026-12-01/2026-12-03?nc=1',
      '/hotels?nc=1',
    ]) {
      expect(rewritten(url), url).toBeNull();
    }
  });

  it('sends the canonical hotel search with any of its parameters to the per-request page; without them it stays the cached one', () => {
    for (const query of ['startDate=2026-12-01', 'endDate=2026-12-03', 'roomQty=2', 'filterCode=STAR_RATING-4', 'sortId=price-low-high', 'preferredProductId=108', 'roomQty=9']) {
      expect(rewritten(`/mytrip/app/Products/hotel?${query}`), query).toBe(HOTEL_SEARCH_QUERY_PAGE);
    }
    for (const url of ['/mytrip/app/Products/hotel', '/mytrip/app/Products/hotel?utm_source=x&gclid=y', '/mytrip/app/Products/hotels?startDate=2026-12-01']) {
      expect(rewritten(url), url).toBeNull();
    }
    // The per-request page is no route of its own: the canonical route reads the query.
    expect(parseRoute(HOTEL_SEARCH_QUERY_PAGE)).toBeNull();
  });
});
