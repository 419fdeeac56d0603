import { CITY_WORD, HOTEL_SEARCH_CANONICAL_PATH } from '../config/product-types';
import { ROUTE_DECLARATIONS } from './routes';

/** A `beforeFiles` rewrite chosen by a query key (next.config.ts). */
export interface QueryRewrite {
  readonly source: string;
  readonly destination: string;
  /** Next's `has` condition: the key present (with a value matching `value`, anchored, when given). */
  readonly has: readonly { readonly type: 'query'; readonly key: string; readonly value?: string }[];
}

/** The product url bases (`las-vegas-shows`, …), as search-rewrite.ts writes them. */
const DETAILS_BASES = `las-${CITY_WORD.toLowerCase()}-[a-z-]+`;

/** Where a details url with `?nc=1` is rendered per request (app/iv2/fresh). */
export const FRESH_DETAILS_PREFIX = '/iv2/fresh';
/** Where the canonical hotel search with query parameters is answered: a redirect to its cached results path. */
export const HOTEL_SEARCH_QUERY_PAGE = `${HOTEL_SEARCH_CANONICAL_PATH}/search`;
/** The values queryFlagSchema reads as `nc` on. */
const NC_ON = '(?:1|true)';

/**
 * Rewrites by query, so that the cached pages never render per request:
 * - a product details url with `?nc=1` (storefront 2.2: "bypasses cache") goes to the same page
 *   under FRESH_DETAILS_PREFIX, rendered per request from the database (the front cache skips
 *   nc=1 urls too, so none fills it);
 * - `/mytrip/app/Products/hotel` with any of the hotel search's parameters as a query goes to the
 *   route that redirects to that search's cached results path; without them it is the cached
 *   default search.
 * Written to query-rewrites.json, which next.config.ts loads (query-rewrite.test.ts keeps them equal).
 */
export function queryRewrites(): QueryRewrite[] {
  const searchKeys = Object.keys(ROUTE_DECLARATIONS.hotelSearchCanonical.query);
  return [
    {
      source: `/iv2/:base(${DETAILS_BASES})/:productID/:productName/dates/:dates*`,
      has: [{ type: 'query', key: 'nc', value: NC_ON }],
      destination: `${FRESH_DETAILS_PREFIX}/:base/:productID/:productName/dates/:dates*`,
    },
    ...searchKeys.map((key): QueryRewrite => ({ source: HOTEL_SEARCH_CANONICAL_PATH, has: [{ type: 'query', key }], destination: HOTEL_SEARCH_QUERY_PAGE })),
  ];
}
