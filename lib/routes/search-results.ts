import { z } from 'zod';
import type { Flags } from '../config/flags';
import type { ProductType } from '../config/product-types';
import { CABIN_CLASSES, FLIGHT_TIMES } from '../config/air-hotel';
import { SORT_OPTIONS } from '../config/search-rules';
import { FILTER_GROUPS_BY_TYPE, MAX_FILTER_CODE_LENGTH, filterCodePattern } from '../config/search-filters';
import type { RouteDeclaration } from './define-route';
import {
  airportCodeSchema,
  partySchema,
  categoryIdSchema,
  urlParam,
  isoDateSchema,
  merchListCodeSchema,
  preferredProductIdSchema,
  roomQtySchema,
  searchQuerySchema,
} from './params';

export const SEARCH_RESULTS_SEGMENT = 'searchresults';

/**
 * Search results: `/iv2/searchresults/{kind}[/{startDate}[/-/{endDate}]]` and then the
 * optional key/value parts in the only order the parser accepts (one url per search state
 * keeps canonical links and caches simple). The older style names the route instead of the
 * kind (`/iv2/searchresults/showSearchResults`): it parses, and the builder never writes it.
 *
 * The spec gives only restaurants a `filters/{filterCode}` part; the other kinds have one too,
 * so that every sidebar filter (locations, star rating, hotel, …) lives in the path like the
 * category does: results stay server-rendered, cacheable and shareable with filters applied.
 */
const DATES = '[/:startDate[/-/:endDate]]';
const dates = { startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() };
/** Promotion-page widgets tag their searches with the merchandising list (`?mo=`). */
const mo = { mo: merchListCodeSchema.optional() };
const SEARCH = 'product-search';

/**
 * The `filters/` part of a type: only the groups it offers, with their values' shapes
 * (lib/config/search-filters.ts), so a url naming another group is not found.
 */
function filtersFor(type: ProductType) {
  const pattern = filterCodePattern(type);
  const whole = new RegExp(`^(?:${pattern})$`);
  const groups = FILTER_GROUPS_BY_TYPE[type] ?? [];
  return urlParam(
    z
      .string()
      .max(MAX_FILTER_CODE_LENGTH)
      .refine((code) => whole.test(code), `filters other than ${groups.join(', ')}`),
    { pattern },
  );
}

export const searchRouteDeclarations = {
  showSearchResults: {
    path: `/iv2/searchresults/(shows|showSearchResults)${DATES}[/category/:categoryId][/filters/:filterCode][/sort/:sortId][/product/:preferredProductId]`,
    params: {
      ...dates,
      categoryId: categoryIdSchema.optional(),
      filterCode: filtersFor('SHOW').optional(),
      sortId: z.enum(SORT_OPTIONS.SHOW).optional(),
      preferredProductId: preferredProductIdSchema.optional(),
    },
    query: mo,
    pageType: SEARCH,
    searchFor: 'SHOW',
  },
  tourSearchResults: {
    path: `/iv2/searchresults/(tours|tourSearchResults)${DATES}[/category/:categoryId][/filters/:filterCode][/sort/:sortId]`,
    params: {
      ...dates,
      categoryId: categoryIdSchema.optional(),
      filterCode: filtersFor('TOUR').optional(),
      sortId: z.enum(SORT_OPTIONS.TOUR).optional(),
    },
    query: mo,
    pageType: SEARCH,
    searchFor: 'TOUR',
  },
  attractionSearchResults: {
    path: `/iv2/searchresults/(attractions|attractionSearchResults)${DATES}[/category/:categoryId][/filters/:filterCode][/sort/:sortId]`,
    params: {
      ...dates,
      categoryId: categoryIdSchema.optional(),
      filterCode: filtersFor('ATTRACTION').optional(),
      sortId: z.enum(SORT_OPTIONS.ATTRACTION).optional(),
    },
    query: mo,
    pageType: SEARCH,
    searchFor: 'ATTRACTION',
  },
  clubSearchResults: {
    path: `/iv2/searchresults/(clubs|clubSearchResults)${DATES}[/category/:categoryId][/filters/:filterCode][/sort/:sortId]`,
    params: {
      ...dates,
      categoryId: categoryIdSchema.optional(),
      filterCode: filtersFor('CLUB').optional(),
      sortId: z.enum(SORT_OPTIONS.CLUB).optional(),
    },
    query: mo,
    pageType: SEARCH,
    searchFor: 'CLUB',
  },
  restaurantSearchResults: {
    path: `/iv2/searchresults/(restaurants|restaurantSearchResults)${DATES}[/filters/:filterCode][/sort/:sortId]`,
    params: { ...dates, filterCode: filtersFor('RESTAURANT').optional(), sortId: z.enum(SORT_OPTIONS.RESTAURANT).optional() },
    query: mo,
    pageType: SEARCH,
    searchFor: 'RESTAURANT',
  },
  hotelSearchResults: {
    path: `/iv2/searchresults/(hotels|hotelSearchResults)${DATES}[/rooms/:roomQty][/filters/:filterCode][/sort/:sortId][/product/:preferredProductId]`,
    params: {
      ...dates,
      roomQty: roomQtySchema.optional(),
      filterCode: filtersFor('HOTEL').optional(),
      sortId: z.enum(SORT_OPTIONS.HOTEL).optional(),
      preferredProductId: preferredProductIdSchema.optional(),
    },
    query: mo,
    pageType: SEARCH,
    searchFor: 'HOTEL',
  },
  /**
   * Air+hotel packages: dates and sort in the path like the other kinds; the flight and the
   * party in the query (`?from=LAX&party=2,2-7&cabin=Y&depart=anytime&return=evening`). The
   * page answers each visitor's search as asked (it is not cached), so these stay out of the path.
   */
  airHotelSearchResults: {
    path: `/iv2/searchresults/(airhotels)${DATES}[/sort/:sortId]`,
    params: { ...dates, sortId: z.enum(SORT_OPTIONS.AIR_HOTEL).optional() },
    query: {
      from: airportCodeSchema.optional(),
      party: partySchema.optional(),
      cabin: z.enum(CABIN_CLASSES).optional(),
      depart: z.enum(FLIGHT_TIMES).optional(),
      return: z.enum(FLIGHT_TIMES).optional(),
    },
    pageType: SEARCH,
  },
  siteSearch: {
    path: '/iv2/searchresults/sitesearch',
    query: { rq: searchQuerySchema.optional() },
    pageType: SEARCH,
  },
} as const satisfies Record<string, RouteDeclaration>;

/**
 * Storefront 2.2: show results take `product/{preferredProductId}` unless
 * FLAG_DISABLE_PREFERRED_PRODUCT is on; hotel results take it whatever the flag says; the other
 * kinds have no such part. The route table stays the same either way (the rewrites are generated
 * from it at build time and flags are run-time config): the pages and links ask this instead.
 */
export function takesPreferredProduct(type: ProductType, flags: Pick<Flags, 'disablePreferredProduct'>): boolean {
  return type === 'HOTEL' || (type === 'SHOW' && !flags.disablePreferredProduct);
}

type SearchRouteDeclarations = typeof searchRouteDeclarations;
type SearchRouteName = {
  [N in keyof SearchRouteDeclarations]: SearchRouteDeclarations[N] extends { readonly searchFor: ProductType } ? N : never;
}[keyof SearchRouteDeclarations];

/** The kind segment of each search route (`shows` of `/iv2/searchresults/shows`). */
export type SearchKind = 'shows' | 'tours' | 'attractions' | 'clubs' | 'restaurants' | 'hotels';

const PATH_KEYS = ['category', 'filters', 'rooms', 'sort', 'product'] as const;

export interface SearchKindInfo {
  readonly routeName: SearchRouteName;
  readonly productType: ProductType;
  readonly keys: readonly (typeof PATH_KEYS)[number][];
}

/** Kind -> route, product type and optional key/value parts, read off the declarations. */
export const SEARCH_KINDS = Object.fromEntries(
  (Object.keys(searchRouteDeclarations) as (keyof SearchRouteDeclarations)[]).flatMap((routeName) => {
    const declaration = searchRouteDeclarations[routeName];
    if (!('searchFor' in declaration)) return [];
    const kind = /^\/iv2\/searchresults\/\((\w+)\|/.exec(declaration.path)?.[1];
    const info: SearchKindInfo = {
      routeName: routeName as SearchRouteName,
      productType: declaration.searchFor,
      keys: PATH_KEYS.filter((key) => declaration.path.includes(`[/${key}/`)),
    };
    return kind === undefined ? [] : [[kind, info] as const];
  }),
) as Readonly<Record<SearchKind, SearchKindInfo>>;
