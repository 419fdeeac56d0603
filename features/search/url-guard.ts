import { pacificToday } from '@/lib/dates';
import { parseRoute, routes, type ParsedRoute } from '@/lib/routes';
import { SEARCH_KINDS, type SearchKind } from '@/lib/routes/search-results';
import { parseFilterCode } from './filters';
import { shiftPastWindow } from './request';
import type { SearchableType } from './types';

export type SearchUrlAnswer =
  | { readonly kind: 'next' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'redirect'; readonly location: string };

type SearchRoute = Extract<ParsedRoute, { name: (typeof SEARCH_KINDS)[SearchKind]['routeName'] }>;

const SEARCH_ROUTE_NAMES = new Set<string>(Object.values(SEARCH_KINDS).map((k) => k.routeName));

function isSearchRoute(route: ParsedRoute): route is SearchRoute {
  return SEARCH_ROUTE_NAMES.has(route.name);
}

function kindOf(route: SearchRoute): SearchKind {
  const entry = Object.entries(SEARCH_KINDS).find(([, info]) => info.routeName === route.name);
  return entry![0] as SearchKind;
}

/**
 * What to do with a url under /iv2/searchresults before it renders: carry on, answer the
 * not-found page (the url does not parse, or names a filter its type does not offer), or
 * redirect a search that starts before today (Pacific) to the same search from today with
 * the same length (spec 2.9, DESIGN 5). Never throws.
 */
export function answerSearchUrl(url: URL, now: Date): SearchUrlAnswer {
  const route = parseRoute(url);
  if (route === null) return { kind: 'not-found' };
  if (route.name === 'siteSearch') return { kind: 'next' };
  if (!isSearchRoute(route)) return { kind: 'not-found' };

  const kind = kindOf(route);
  const params: { startDate?: string | undefined; endDate?: string | undefined; filterCode?: string | undefined } = route.params;
  if (parseFilterCode(SEARCH_KINDS[kind].productType as SearchableType, params.filterCode) === null) {
    return { kind: 'not-found' };
  }
  if (params.startDate === undefined) return { kind: 'next' };
  const shifted = shiftPastWindow(params.startDate, params.endDate ?? params.startDate, pacificToday(now));
  if (shifted === null) return { kind: 'next' };
  const dates = params.endDate === undefined ? { startDate: shifted.startDate } : shifted;
  const builder = routes[route.name] as { build(p: object): string };
  return { kind: 'redirect', location: builder.build({ ...route.params, ...dates }) };
}
