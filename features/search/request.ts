import {
  SEARCH_RULES,
  addCalendarDays,
  defaultSearchDates,
  normalizeSearchWindow,
  validateSearchWindow,
  type SearchWindowError,
  type SortId,
} from '@/lib/config/search-rules';
import type { Flags } from '@/lib/config/flags';
import { SEARCH_KINDS, takesPreferredProduct, type SearchKind } from '@/lib/routes/search-results';
import { formatFilterCode, parseFilterCode } from './filters';
import type { ProductType } from '@/lib/config/product-types';
import type { SearchRequest, SearchableType } from './types';

/** The parameters every search results route may carry (each route has a subset). */
export interface SearchRouteParams {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly categoryId?: number | 'all' | undefined;
  readonly filterCode?: string | undefined;
  readonly sortId?: SortId | undefined;
  readonly preferredProductId?: number | 'any' | undefined;
  readonly roomQty?: number | undefined;
}

export type SearchPage =
  | { readonly status: 'ok'; readonly request: SearchRequest }
  /** Spec 2.6: with search interval errors no data is fetched; the page shows the errors. */
  | { readonly status: 'invalid-window'; readonly request: SearchRequest; readonly errors: readonly SearchWindowError[] };

/**
 * The search a results url asks for, with the type's defaults for what it leaves out (spec 9:
 * dates from today, category all, sort popular, one room), or null when a part is malformed
 * for this type (a filter group the type does not offer): the page is then not found.
 */
export function searchPageFor(kind: SearchKind, params: SearchRouteParams, today: string): SearchPage | null {
  const type = SEARCH_KINDS[kind].productType as SearchableType;
  const rules = SEARCH_RULES[type];
  const filters = parseFilterCode(type, params.filterCode);
  if (filters === null) return null;

  const defaults = defaultSearchDates(type, today);
  const start = params.startDate ?? defaults.startDate;
  const end = params.endDate ?? (params.startDate === undefined ? defaults.endDate : addCalendarDays(start, rules.endDateTimespan));
  const { startDate, endDate } = normalizeSearchWindow(start, end);
  const request: SearchRequest = {
    kind,
    type,
    startDate,
    endDate,
    categoryId: params.categoryId ?? rules.defaultCategoryId,
    filters,
    sortId: params.sortId ?? rules.defaultSortId,
    preferredProductId: params.preferredProductId ?? null,
    roomQty: type === 'HOTEL' ? (params.roomQty ?? rules.defaultRoomQty ?? 1) : null,
  };
  const errors = validateSearchWindow(type, startDate, endDate, today);
  return errors.length === 0 ? { status: 'ok', request } : { status: 'invalid-window', request, errors };
}

/**
 * The one url's parameters for a results url that writes its filters another way than the
 * builders do (items out of order or twice, hotel filters that are not ids and so are ignored),
 * or null when it is written canonically or its filters are malformed (then not found). The
 * values that mean "no filter" ('all', 'Any') are the widgets' own and stay as they are.
 */
export function canonicalFilterParams(kind: SearchKind, params: SearchRouteParams): SearchRouteParams | null {
  if (params.filterCode === undefined || params.filterCode === 'all' || params.filterCode === 'Any') return null;
  const filters = parseFilterCode(SEARCH_KINDS[kind].productType, params.filterCode);
  if (filters === null) return null;
  const canonical = formatFilterCode(filters);
  return canonical === params.filterCode ? null : { ...params, filterCode: canonical };
}

/**
 * The parameters without the preferred product when the url pins one that its kind does not take
 * under these flags (shows with FLAG_DISABLE_PREFERRED_PRODUCT on, storefront 2.2), or null when
 * there is nothing to drop. The page redirects there, so that the part is no page of its own.
 */
export function droppedPreferredProduct(kind: SearchKind, params: SearchRouteParams, flags: Pick<Flags, 'disablePreferredProduct'>): SearchRouteParams | null {
  if (params.preferredProductId === undefined || takesPreferredProduct(SEARCH_KINDS[kind].productType, flags)) return null;
  return { ...params, preferredProductId: undefined };
}

/** What a visitor reads for each search interval error. */
// Moved to lib/config/search-rules (the details page uses it too); kept here for existing callers.
export { shiftPastWindow } from '@/lib/config/search-rules';

export const SEARCH_WINDOW_MESSAGES: Readonly<Record<SearchWindowError, (type: ProductType) => string>> = {
  'invalid-date': () => 'Date is not valid.',
  'start-in-past': () => 'Date is not valid.',
  'beyond-max-days-in-future': (type) =>
    `Date is not valid. Searches can reach up to ${SEARCH_RULES[type].maxDaysInFuture} days ahead.`,
  'window-too-long': (type) => `Please choose a search of ${SEARCH_RULES[type].maxSearchWindow} days or less.`,
  'same-day-end-not-allowed': () => 'End date not after start',
};
