import { addCalendarDays, compareCalendarDates, differenceInCalendarDays, isCalendarDate } from '@/lib/dates';
import type { ProductType } from './product-types';

// ---------------------------------------------------------------------------
// Sort options
// ---------------------------------------------------------------------------

/** Sort ids travel in search-result urls (`/sort/{sortId}`), so they are url-safe. */
export const SORT_IDS = [
  'popular',
  'price',
  'name',
  'location',
  'vibe',
  'customer-rating',
  'hotel-name',
  'star-rating',
  'price-low-high',
  'price-high-low',
] as const;

export type SortId = (typeof SORT_IDS)[number];

export const SORT_LABELS: Readonly<Record<SortId, string>> = {
  popular: 'Most Popular',
  price: 'Price',
  name: 'Name',
  location: 'Location',
  vibe: 'Vibe',
  'customer-rating': 'Customer Rating',
  'hotel-name': 'Hotel Name',
  'star-rating': 'Star Rating',
  'price-low-high': 'Price (Low to High)',
  'price-high-low': 'Price (High to Low)',
};

const HOTEL_SORTS = ['popular', 'hotel-name', 'star-rating', 'price-low-high', 'price-high-low', 'customer-rating'] as const;
const TICKETED_SORTS = ['popular', 'price', 'name', 'customer-rating'] as const;
const NIGHTLIFE_SORTS = ['popular', 'price', 'name', 'vibe', 'location'] as const;
const VENUE_SORTS = ['popular', 'name', 'location', 'customer-rating'] as const;

/** The spec lists the sort ids but not which type offers which; first entry is the default. */
export const SORT_OPTIONS = {
  HOTEL: HOTEL_SORTS,
  AIR_HOTEL: HOTEL_SORTS,
  SHOW: TICKETED_SORTS,
  TOUR: TICKETED_SORTS,
  ATTRACTION: TICKETED_SORTS,
  CLUB: NIGHTLIFE_SORTS,
  RESTAURANT: VENUE_SORTS,
  SPA: VENUE_SORTS,
  BAR: NIGHTLIFE_SORTS,
  GAY_CLUB: NIGHTLIFE_SORTS,
  POOL_CLUB: NIGHTLIFE_SORTS,
  SPORTS_BOOK: VENUE_SORTS,
  SHOPPING: VENUE_SORTS,
} as const satisfies Record<ProductType, readonly [SortId, ...SortId[]]>;

export type SortIdFor<T extends ProductType> = (typeof SORT_OPTIONS)[T][number];

export function sortOptionsFor(type: ProductType): readonly SortId[] {
  return SORT_OPTIONS[type];
}

export function isSortIdFor(type: ProductType, value: string): value is SortId {
  return (SORT_OPTIONS[type] as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------
// Per-type search rules (spec storefront 9)
// ---------------------------------------------------------------------------

export type CategoryId = number | 'all';

export interface SearchRules {
  /** StartDaysInFuture: the default start date is today plus this. */
  readonly startDaysInFuture: number;
  /** EndDateTimespan: the default end date is the start date plus this (nights for hotels). */
  readonly endDateTimespan: number;
  /** MaxSearchWindow: the longest allowed span between start and end, in days. */
  readonly maxSearchWindow: number;
  /** MaxDaysInFuture: no date may lie further ahead of today than this. */
  readonly maxDaysInFuture: number;
  readonly allowSameDayEndDate: boolean;
  /** Only hotel stays have rooms. */
  readonly defaultRoomQty: number | null;
  readonly defaultCategoryId: CategoryId;
  readonly defaultSortId: SortId;
}

export const DEFAULT_SEARCH_RULES: SearchRules = {
  startDaysInFuture: 0,
  endDateTimespan: 14,
  maxSearchWindow: 31,
  maxDaysInFuture: 730,
  allowSameDayEndDate: true,
  defaultRoomQty: null,
  defaultCategoryId: 'all',
  defaultSortId: 'popular',
};

const HOTEL_STAY_RULES: SearchRules = {
  ...DEFAULT_SEARCH_RULES,
  endDateTimespan: 2,
  maxSearchWindow: 14,
  // A stay ends at least one night after check-in.
  allowSameDayEndDate: false,
  defaultRoomQty: 1,
};

export const SEARCH_RULES: Readonly<Record<ProductType, SearchRules>> = {
  HOTEL: HOTEL_STAY_RULES,
  AIR_HOTEL: { ...HOTEL_STAY_RULES, startDaysInFuture: 7 },
  SHOW: DEFAULT_SEARCH_RULES,
  TOUR: { ...DEFAULT_SEARCH_RULES, allowSameDayEndDate: false },
  ATTRACTION: DEFAULT_SEARCH_RULES,
  CLUB: DEFAULT_SEARCH_RULES,
  RESTAURANT: { ...DEFAULT_SEARCH_RULES, endDateTimespan: 7 },
  SPA: DEFAULT_SEARCH_RULES,
  BAR: DEFAULT_SEARCH_RULES,
  GAY_CLUB: DEFAULT_SEARCH_RULES,
  POOL_CLUB: DEFAULT_SEARCH_RULES,
  SPORTS_BOOK: DEFAULT_SEARCH_RULES,
  SHOPPING: DEFAULT_SEARCH_RULES,
};

export function searchRulesFor(type: ProductType): SearchRules {
  return SEARCH_RULES[type];
}

/** Dates for searches launched from static (content) pages that carry no dates of their own. */
export const STATIC_PAGE_SEARCH_FALLBACK = { startDaysInFuture: 0, endDateTimespan: 30 } as const;

/**
 * Storefront 9's extended search: the longest window a static page's search may span. The
 * static-page fallback (30 days) is an extended search, so it applies to the types whose own
 * search window reaches that far; stays (hotels 14 nights, air+hotel) keep their own defaults
 * rather than a month-long stay nobody asked for.
 */
export const EXTENDED_SEARCH_MAX_SPREAD = 31;

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

// Pacific calendar dates (`yyyy-MM-dd`) live in lib/dates, which does the arithmetic on the
// strings themselves so the server's zone cannot move a day; re-exported here for existing callers.
export { addCalendarDays, isCalendarDate };

export interface SearchDates {
  readonly startDate: string;
  readonly endDate: string;
}

export function defaultSearchDates(type: ProductType, today: string /* yyyy-MM-dd, Pacific */): SearchDates {
  const rules = SEARCH_RULES[type];
  const startDate = addCalendarDays(today, rules.startDaysInFuture);
  return { startDate, endDate: addCalendarDays(startDate, rules.endDateTimespan) };
}

/** Whether a type's search may take the static-page fallback: its window reaches the extended spread. */
export function takesExtendedSearch(type: ProductType): boolean {
  return SEARCH_RULES[type].maxSearchWindow >= EXTENDED_SEARCH_MAX_SPREAD;
}

/**
 * The default dates of a search widget on a static (content or promotion) page (storefront 9:
 * 'Static page fallback: start 0, span 30 days'): today to 30 days on, for the types that take an
 * extended search; the type's own defaults for the others.
 */
export function staticPageSearchDates(type: ProductType, today: string): SearchDates {
  if (!takesExtendedSearch(type)) return defaultSearchDates(type, today);
  const startDate = addCalendarDays(today, STATIC_PAGE_SEARCH_FALLBACK.startDaysInFuture);
  const span = Math.min(STATIC_PAGE_SEARCH_FALLBACK.endDateTimespan, EXTENDED_SEARCH_MAX_SPREAD);
  return { startDate, endDate: addCalendarDays(startDate, span) };
}

/** Spec storefront 5: an end date before the start date makes both the end date. */
export function normalizeSearchWindow(startDate: string, endDate: string): SearchDates {
  if (isCalendarDate(startDate) && isCalendarDate(endDate) && compareCalendarDates(endDate, startDate) < 0) {
    return { startDate: endDate, endDate };
  }
  return { startDate, endDate };
}

/**
 * Spec 2.9 and DESIGN 5: a search (or a hotel stay) that starts in the past moves to today,
 * keeping its length. Returns the new dates, or null when it does not start before today.
 */
export function shiftPastWindow(startDate: string, endDate: string, today: string): SearchDates | null {
  if (differenceInCalendarDays(startDate, today) >= 0) return null;
  const length = Math.max(0, differenceInCalendarDays(endDate, startDate));
  return { startDate: today, endDate: addCalendarDays(today, length) };
}

export const SEARCH_WINDOW_ERRORS = [
  'invalid-date',
  'start-in-past',
  'beyond-max-days-in-future',
  'window-too-long',
  'same-day-end-not-allowed',
] as const;

export type SearchWindowError = (typeof SEARCH_WINDOW_ERRORS)[number];

/**
 * Validates a search window after normalising an end-before-start window (so a hotel
 * search whose end precedes its start reports the same-day error rather than passing).
 * An empty list means the window is acceptable.
 */
export function validateSearchWindow(
  type: ProductType,
  startDate: string,
  endDate: string,
  today: string,
): SearchWindowError[] {
  const rules = SEARCH_RULES[type];
  const { startDate: start, endDate: end } = normalizeSearchWindow(startDate, endDate);
  if (!isCalendarDate(start) || !isCalendarDate(end) || !isCalendarDate(today)) return ['invalid-date'];

  const errors: SearchWindowError[] = [];
  if (differenceInCalendarDays(start, today) < 0) errors.push('start-in-past');
  if (differenceInCalendarDays(end, today) > rules.maxDaysInFuture) errors.push('beyond-max-days-in-future');
  const span = differenceInCalendarDays(end, start);
  if (span > rules.maxSearchWindow) errors.push('window-too-long');
  if (span === 0 && !rules.allowSameDayEndDate) errors.push('same-day-end-not-allowed');
  return errors;
}

/**
 * The dates a product url (details, quantity, seats, rooms) carries, as the site itself would
 * write them (issue 25 item 4): every other spelling of a window must not become a page and a
 * cache entry of its own.
 *
 * - `dates`: the window the site builds for these dates: the same ones, or an end before the
 *   start made both the end date, spec storefront 5's rule (the search widget and the results
 *   pages apply it to the same dates); null when no url of the site carries this window (beyond
 *   MaxDaysInFuture, longer than MaxSearchWindow, a same-day end where the type has none, a day
 *   that does not exist).
 * - `permanent`: whether the answer holds for ever (a 308) or only until the window comes within
 *   MaxDaysInFuture (a 307, which no browser keeps).
 *
 * A window that starts in the past is left alone: spec 4's past-date redirects deal with it.
 */
export function urlSearchWindow(
  type: ProductType,
  startDate: string,
  endDate: string,
  today: string,
): { readonly dates: SearchDates | null; readonly permanent: boolean } {
  const dates = normalizeSearchWindow(startDate, endDate);
  const errors = validateSearchWindow(type, dates.startDate, dates.endDate, today).filter((e) => e !== 'start-in-past');
  if (errors.length === 0) return { dates, permanent: true };
  return { dates: null, permanent: !errors.includes('beyond-max-days-in-future') };
}
