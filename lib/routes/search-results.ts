import { z } from 'zod';
import type { ProductType } from '../config/product-types';
import { SORT_OPTIONS } from '../config/search-rules';
import { APP_ROOT_SEGMENT, defineRoute, readQuery, SegmentCursor } from './define-route';
import type { Query, RawParams, UrlParts } from './define-route';
import {
  categoryIdSchema,
  filterCodeSchema,
  isoDateSchema,
  merchListCodeSchema,
  preferredProductIdSchema,
  roomQtySchema,
  searchQuerySchema,
} from './params';

export const SEARCH_RESULTS_SEGMENT = 'searchresults';

/**
 * Optional key/value parts after the dates, in the only order the parser accepts
 * (one url per search state keeps canonical links and caches simple).
 */
const KEY_PARAM = {
  category: 'categoryId',
  filters: 'filterCode',
  rooms: 'roomQty',
  sort: 'sortId',
  product: 'preferredProductId',
} as const;

type PathKey = keyof typeof KEY_PARAM;

export const SEARCH_KINDS = {
  shows: { routeName: 'showSearchResults', productType: 'SHOW', keys: ['category', 'sort', 'product'] },
  tours: { routeName: 'tourSearchResults', productType: 'TOUR', keys: ['category', 'sort'] },
  attractions: { routeName: 'attractionSearchResults', productType: 'ATTRACTION', keys: ['category', 'sort'] },
  clubs: { routeName: 'clubSearchResults', productType: 'CLUB', keys: ['category', 'sort'] },
  restaurants: { routeName: 'restaurantSearchResults', productType: 'RESTAURANT', keys: ['filters', 'sort'] },
  hotels: { routeName: 'hotelSearchResults', productType: 'HOTEL', keys: ['rooms', 'sort', 'product'] },
} as const satisfies Record<string, { routeName: string; productType: ProductType; keys: readonly PathKey[] }>;

export type SearchKind = keyof typeof SEARCH_KINDS;

const dateRange = {
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
};
/** Promotion-page widgets tag their searches with the merchandising list (`?mo=`). */
const mo = { mo: merchListCodeSchema.optional() };

const schemas = {
  shows: z.object({
    ...dateRange,
    categoryId: categoryIdSchema.optional(),
    sortId: z.enum(SORT_OPTIONS.SHOW).optional(),
    preferredProductId: preferredProductIdSchema.optional(),
    ...mo,
  }),
  tours: z.object({
    ...dateRange,
    categoryId: categoryIdSchema.optional(),
    sortId: z.enum(SORT_OPTIONS.TOUR).optional(),
    ...mo,
  }),
  attractions: z.object({
    ...dateRange,
    categoryId: categoryIdSchema.optional(),
    sortId: z.enum(SORT_OPTIONS.ATTRACTION).optional(),
    ...mo,
  }),
  clubs: z.object({
    ...dateRange,
    categoryId: categoryIdSchema.optional(),
    sortId: z.enum(SORT_OPTIONS.CLUB).optional(),
    ...mo,
  }),
  restaurants: z.object({
    ...dateRange,
    filterCode: filterCodeSchema.optional(),
    sortId: z.enum(SORT_OPTIONS.RESTAURANT).optional(),
    ...mo,
  }),
  hotels: z.object({
    ...dateRange,
    roomQty: roomQtySchema.optional(),
    sortId: z.enum(SORT_OPTIONS.HOTEL).optional(),
    preferredProductId: preferredProductIdSchema.optional(),
    ...mo,
  }),
};

function toUrl(kind: SearchKind, params: Readonly<Record<string, unknown>>): UrlParts {
  const segments: string[] = [APP_ROOT_SEGMENT, SEARCH_RESULTS_SEGMENT, kind];
  // An end date means nothing without a start date, and the path has no slot for it.
  if (typeof params.startDate === 'string') {
    segments.push(params.startDate);
    if (typeof params.endDate === 'string') segments.push('-', params.endDate);
  }
  for (const key of SEARCH_KINDS[kind].keys) {
    const value = params[KEY_PARAM[key]];
    if (value !== undefined) segments.push(key, String(value));
  }
  return { segments, query: { mo: typeof params.mo === 'string' ? params.mo : undefined } };
}

function match(kind: SearchKind, segments: readonly string[], query: Query): RawParams | null {
  const cursor = new SegmentCursor(segments);
  if (!cursor.literals([APP_ROOT_SEGMENT, SEARCH_RESULTS_SEGMENT])) return null;
  const config = SEARCH_KINDS[kind];
  // The older style names the route instead of the kind: /iv2/searchresults/showSearchResults.
  if (!cursor.literal(kind) && !cursor.literal(config.routeName)) return null;

  const keys: readonly PathKey[] = config.keys;
  const raw: RawParams = {};
  const first = cursor.peek();
  if (first !== undefined && !(keys as readonly string[]).includes(first)) {
    raw.startDate = cursor.take();
    if (cursor.literal('-')) {
      const end = cursor.take();
      if (end === undefined) return null;
      raw.endDate = end;
    }
  }
  for (const key of keys) {
    if (!cursor.literal(key)) continue;
    const value = cursor.take();
    if (value === undefined) return null;
    raw[KEY_PARAM[key]] = value;
  }
  if (!cursor.done) return null;
  return { ...raw, ...readQuery(query, ['mo']) };
}

function searchResultsRoute<K extends SearchKind, S extends z.ZodType<Readonly<Record<string, unknown>>>>(kind: K, schema: S) {
  return defineRoute({
    name: SEARCH_KINDS[kind].routeName,
    schema,
    toUrl: (params) => toUrl(kind, params),
    match: (segments, query) => match(kind, segments, query),
  });
}

export const showSearchResults = searchResultsRoute('shows', schemas.shows);
export const tourSearchResults = searchResultsRoute('tours', schemas.tours);
export const attractionSearchResults = searchResultsRoute('attractions', schemas.attractions);
export const clubSearchResults = searchResultsRoute('clubs', schemas.clubs);
export const restaurantSearchResults = searchResultsRoute('restaurants', schemas.restaurants);
export const hotelSearchResults = searchResultsRoute('hotels', schemas.hotels);

export const siteSearch = defineRoute({
  name: 'siteSearch',
  schema: z.object({ rq: searchQuerySchema.optional() }),
  toUrl: (params) => ({
    segments: [APP_ROOT_SEGMENT, SEARCH_RESULTS_SEGMENT, 'sitesearch'],
    query: { rq: params.rq === '' ? undefined : params.rq },
  }),
  match: (segments, query) => {
    const cursor = new SegmentCursor(segments);
    if (!cursor.literals([APP_ROOT_SEGMENT, SEARCH_RESULTS_SEGMENT, 'sitesearch']) || !cursor.done) return null;
    const raw = readQuery(query, ['rq']);
    // An empty box (?rq=) is the page without a query, not a malformed url.
    if (raw.rq === '') delete raw.rq;
    return raw;
  },
});
