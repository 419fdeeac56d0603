import type { ProductType } from '@/lib/config/product-types';
import {
  CLEARING_FILTER_CODES,
  FILTER_GROUPS,
  FILTER_GROUPS_BY_TYPE,
  FILTER_VALUE_PATTERNS,
  type FilterGroup,
} from '@/lib/config/search-filters';

/**
 * The sidebar filters of a search results page (storefront 2.6) and how they sit in the url's
 * `filters/{filterCode}` part: comma-joined `GROUP-value` items, e.g.
 * `STAR_RATING-4,LOCATIONS-center-strip`. Within a group the items are alternatives (any of
 * them), groups narrow each other (all of them). The category groups (SHOWCATEGORIES, the tour
 * areas, …) live in the url's own `category/{id}` part instead, one category at a time.
 *
 * Pure and dependency-free: the server parses and applies filters; pages build links with it.
 */

export { FILTER_GROUPS, FILTER_GROUPS_BY_TYPE, type FilterGroup };

/** The category group behind the `category/{id}` part of each type that has one. */
export const CATEGORY_GROUP_BY_TYPE: Readonly<Partial<Record<ProductType, string>>> = {
  SHOW: 'SHOWCATEGORIES',
  TOUR: 'TOURAREAS',
  ATTRACTION: 'ATTRACTIONCATEGORIES',
  CLUB: 'CLUBCATEGORIES',
};

export const FILTER_GROUP_LABELS: Readonly<Record<FilterGroup, string>> = {
  STAR_RATING: 'Star Rating',
  LOCATIONS: 'Location',
  HOTEL: 'Hotel',
  Cuisine: 'Cuisine',
  LOCATION: 'Location',
  RESTAURANTPRICES: 'Price',
};

const VALUE_PATTERN = Object.fromEntries(
  Object.entries(FILTER_VALUE_PATTERNS).map(([group, source]) => [group, new RegExp(`^(?:${source})$`)]),
) as Readonly<Record<FilterGroup, RegExp>>;

const NUMERIC = /^[1-9]\d{0,9}$/;

/** Chosen values per group; a group left out is not filtered. Values are kept as url text. */
export type SearchFilters = Readonly<Partial<Record<FilterGroup, readonly string[]>>>;

const CLEARING_CODES: ReadonlySet<string> = new Set(CLEARING_FILTER_CODES);

/**
 * Reads a filter code for a product type: the chosen values per group, or null when an item
 * names a group the type does not offer or a malformed value (the page is then not found).
 */
export function parseFilterCode(type: ProductType, code: string | undefined): SearchFilters | null {
  if (code === undefined || CLEARING_CODES.has(code)) return {};
  const allowed = FILTER_GROUPS_BY_TYPE[type] ?? [];
  const chosen: Partial<Record<FilterGroup, string[]>> = {};
  for (const item of code.split(',')) {
    const dash = item.indexOf('-');
    if (dash <= 0) return null;
    const group = item.slice(0, dash) as FilterGroup;
    const value = item.slice(dash + 1);
    if (!allowed.includes(group) || !VALUE_PATTERN[group].test(value)) return null;
    if (group === 'HOTEL' && !NUMERIC.test(value)) continue;
    const values = (chosen[group] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  return chosen;
}

/** The one code for a set of filters (groups in a fixed order, values sorted), or undefined for none. */
export function formatFilterCode(filters: SearchFilters): string | undefined {
  const items = FILTER_GROUPS.flatMap((group) =>
    [...(filters[group] ?? [])].sort(compareValues).map((value) => `${group}-${value}`),
  );
  return items.length === 0 ? undefined : items.join(',');
}

function compareValues(a: string, b: string): number {
  const numeric = NUMERIC.test(a) && NUMERIC.test(b);
  return numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0;
}

export function isFilterChosen(filters: SearchFilters, group: FilterGroup, value: string): boolean {
  return (filters[group] ?? []).includes(value);
}

/** The filters with one value switched on or off. */
export function toggleFilter(filters: SearchFilters, group: FilterGroup, value: string): SearchFilters {
  const values = filters[group] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const copy: Partial<Record<FilterGroup, readonly string[]>> = { ...filters };
  if (next.length === 0) delete copy[group];
  else copy[group] = next;
  return copy;
}

export function hasFilters(filters: SearchFilters): boolean {
  return FILTER_GROUPS.some((group) => (filters[group]?.length ?? 0) > 0);
}

/** The attributes of a product the filters look at. */
export interface FilterableProduct {
  readonly areaSlug: string;
  readonly hotelId: number | null;
  readonly starRating: number | null;
  readonly categoryIds: readonly number[];
}

function matchesGroup(product: FilterableProduct, group: FilterGroup, values: readonly string[]): boolean {
  switch (group) {
    case 'STAR_RATING':
      return product.starRating !== null && values.includes(String(Math.floor(product.starRating)));
    case 'LOCATIONS':
    case 'LOCATION':
      return values.includes(product.areaSlug);
    case 'HOTEL':
      return product.hotelId !== null && values.includes(String(product.hotelId));
    case 'Cuisine':
    case 'RESTAURANTPRICES':
      return product.categoryIds.some((id) => values.includes(String(id)));
  }
}

/** Whether a product passes every chosen group (`except` leaves one group out, for facet counts). */
export function matchesFilters(product: FilterableProduct, filters: SearchFilters, except?: FilterGroup): boolean {
  return FILTER_GROUPS.every((group) => {
    const values = filters[group];
    return group === except || values === undefined || values.length === 0 || matchesGroup(product, group, values);
  });
}
