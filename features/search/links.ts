import { PRODUCT_TYPE_CONFIG } from '@/lib/config/product-types';
import { SEARCH_RULES } from '@/lib/config/search-rules';
import { routes } from '@/lib/routes';
import { SEARCH_KINDS } from '@/lib/routes/search-results';
import { formatFilterCode, type SearchFilters } from './filters';
import type { SearchRequest } from './types';

type SearchChange = Partial<Pick<SearchRequest, 'categoryId' | 'filters' | 'sortId'>>;

/**
 * The url of a search with some parts changed, written the one canonical way: a default part
 * (category all, no filters, the type's default sort, one room, no preferred product) is left
 * out, so every search state has exactly one url for links, caches and canonical tags.
 */
export function searchHref(request: SearchRequest, change: SearchChange = {}): string {
  const next = { ...request, ...change };
  const rules = SEARCH_RULES[request.type];
  const filters: SearchFilters = next.filters;
  const params = {
    startDate: next.startDate,
    endDate: next.endDate,
    categoryId: next.categoryId === 'all' ? undefined : next.categoryId,
    filterCode: formatFilterCode(filters),
    sortId: next.sortId === rules.defaultSortId ? undefined : next.sortId,
    roomQty: next.roomQty !== null && next.roomQty !== (rules.defaultRoomQty ?? 1) ? next.roomQty : undefined,
    // Only a real product pins a result; 'any' is the widget's way of saying none.
    preferredProductId: typeof next.preferredProductId === 'number' && change.sortId === undefined ? next.preferredProductId : undefined,
    // Filters and sorts keep the dates, so the search stays the line page's.
    productLinePage: next.productLinePage === true && request.type !== 'RESTAURANT' ? 'plp' : undefined,
  };
  const route = routes[SEARCH_KINDS[request.kind].routeName] as { build(p: object): string };
  return route.build(params);
}

/** The product line page of a search's type (the productLinePage variant's way back and canonical), or null. */
export function productLinePageHref(request: SearchRequest): string | null {
  const page = PRODUCT_TYPE_CONFIG[request.type].line?.page;
  return page === undefined ? null : routes.linePage.build({ line: page });
}
