import { PAGE_TYPES } from './route-matcher';
import type { PageType } from './route-matcher';
import { declarationOf, parseRoute, ROUTE_NAMES } from './routes';
import type { RouteName } from './routes';

export { PAGE_TYPES };
export type { PageType };

/** Page type of each route, read off the declarations. */
export const PAGE_TYPE_BY_ROUTE: Readonly<Record<RouteName, PageType>> = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, declarationOf(name).pageType]),
) as Record<RouteName, PageType>;

/** Analytics page type of a path; unknown or malformed paths (the not-found page) are 'other'. */
export function pageTypeFor(pathname: string | URL): PageType {
  const route = parseRoute(pathname);
  return route === null ? 'other' : PAGE_TYPE_BY_ROUTE[route.name];
}
