import type { ProductType } from './product-types';

/**
 * The sidebar filter groups of search results (storefront 2.6) and the values each takes in a
 * url's `filters/{code}` part (`GROUP-value` items, comma-joined). Shared by the route
 * declarations (which refuse a group the type does not offer) and features/search.
 */
export const FILTER_GROUPS = ['STAR_RATING', 'LOCATIONS', 'HOTEL', 'Cuisine', 'LOCATION', 'RESTAURANTPRICES'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** The filter groups each searchable type offers, in sidebar order. */
export const FILTER_GROUPS_BY_TYPE: Readonly<Partial<Record<ProductType, readonly FilterGroup[]>>> = {
  HOTEL: ['STAR_RATING', 'LOCATIONS'],
  SHOW: ['LOCATIONS', 'HOTEL'],
  TOUR: ['LOCATIONS'],
  ATTRACTION: ['LOCATIONS', 'HOTEL'],
  CLUB: ['LOCATIONS', 'HOTEL'],
  RESTAURANT: ['Cuisine', 'HOTEL', 'LOCATION', 'RESTAURANTPRICES'],
};

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ID = '[1-9]\\d{0,9}';

/**
 * Regex source of each group's values: star classes 1-5, area slugs, ids. The hotel filter
 * takes any url-safe text because spec 2.6 applies it only when numeric and ignores the rest.
 */
export const FILTER_VALUE_PATTERNS: Readonly<Record<FilterGroup, string>> = {
  STAR_RATING: '[1-5]',
  LOCATIONS: SLUG,
  HOTEL: '[A-Za-z0-9_.~-]+',
  Cuisine: ID,
  LOCATION: SLUG,
  RESTAURANTPRICES: ID,
};

/** The `filters/` values that mean "no filter" (spec 2.6: 'all' clears; restaurant widgets default to 'Any'). */
export const CLEARING_FILTER_CODES = ['all', 'Any'] as const;

/** Longest filter code a url may carry. */
export const MAX_FILTER_CODE_LENGTH = 200;

/** Regex source (no capturing groups) of a whole filter code the type accepts. */
export function filterCodePattern(type: ProductType): string {
  const groups = FILTER_GROUPS_BY_TYPE[type] ?? [];
  const item = `(?:${groups.map((group) => `${group}-${FILTER_VALUE_PATTERNS[group]}`).join('|')})`;
  const codes = groups.length === 0 ? CLEARING_FILTER_CODES.join('|') : `${CLEARING_FILTER_CODES.join('|')}|${item}(?:,${item})*`;
  return `(?![^/]{${MAX_FILTER_CODE_LENGTH + 1}})(?:${codes})`;
}
