import { PRODUCT_TYPES } from '../config/product-types';
import type { ProductType } from '../config/product-types';
import { appRouteDeclarations } from './app-routes';
import { defineRoute, pathnameToSegments, toQuery } from './define-route';
import type { DeclaredParams, InternalRoute, Query, Route, RouteDeclaration, RouteParams, SearchParamsInput } from './define-route';
import { productRouteDeclarations } from './product-routes';
import { searchRouteDeclarations } from './search-results';
import { segmentsToRouteText } from './route-matcher';
import { siteRouteDeclarations } from './site-routes';

/**
 * Every route of the storefront, declared once: path shape, parameter schemas, analytics
 * page type and chrome rules (see README.md, "Adding a route"). The order is parseRoute's
 * order, except that routes with a `fallback` rank go last.
 */
export const ROUTE_DECLARATIONS = {
  ...searchRouteDeclarations,
  ...productRouteDeclarations,
  ...appRouteDeclarations,
  ...siteRouteDeclarations,
} as const satisfies Record<string, RouteDeclaration>;

const DECLARATION_TABLES = [searchRouteDeclarations, productRouteDeclarations, appRouteDeclarations, siteRouteDeclarations];
if (DECLARATION_TABLES.reduce((sum, table) => sum + Object.keys(table).length, 0) !== Object.keys(ROUTE_DECLARATIONS).length) {
  throw new Error('Two route declarations share a name');
}

type Declarations = typeof ROUTE_DECLARATIONS;

type DeclaredRoutes = { readonly [N in keyof Declarations & string]: InternalRoute<N, DeclaredParams<Declarations[N]>> };

function defineRoutes(declarations: Declarations): DeclaredRoutes {
  const entries = Object.entries(declarations).map(([name, declaration]) => [name, defineRoute(name, declaration)]);
  return Object.fromEntries(entries) as DeclaredRoutes;
}

/**
 * Every named route of the storefront. Pages and links build paths only through
 * `routes.<name>.build(params)` and read them through `parse` / `parseRoute`.
 */
export const routes = defineRoutes(ROUTE_DECLARATIONS);

type Routes = typeof routes;
export type RouteName = keyof Routes;
export type ParamsOf<N extends RouteName> = RouteParams<Routes[N]>;

/** Discriminated union of every route with its typed params. */
export type ParsedRoute = { [N in RouteName]: { readonly name: N; readonly params: ParamsOf<N> } }[RouteName];

export const ROUTE_NAMES = Object.keys(routes) as RouteName[];

/** Declarations, typed loosely, for code that reads the facts of any route. */
export function declarationOf(name: RouteName): RouteDeclaration {
  return ROUTE_DECLARATIONS[name];
}

/**
 * Matching order for parseRoute: fixed and specific shapes before the content routes,
 * whose shapes overlap them (/hotels/citywide-hotel-deals-calendar is also
 * hotels/{name}; /shows/december-2026 is also shows/{category}): those carry a `fallback`
 * rank, and the catch-all has the highest.
 */
export const MATCH_ORDER: readonly RouteName[] = ROUTE_NAMES.map((name, index) => ({ name, index }))
  .sort((a, b) => (declarationOf(a.name).fallback ?? 0) - (declarationOf(b.name).fallback ?? 0) || a.index - b.index)
  .map(({ name }) => name);

function matchRoute<N extends RouteName>(name: N, text: string, query: Query) {
  const route: InternalRoute<N, ParamsOf<N>> = routes[name] as InternalRoute<N, ParamsOf<N>>;
  const params = route.matchText(text, query);
  return params === null ? null : { name, params };
}

function firstMatch(segments: readonly string[] | null, query: Query): ParsedRoute | null {
  const text = segments === null ? null : segmentsToRouteText(segments);
  if (text === null) return null;
  for (const name of MATCH_ORDER) {
    const found = matchRoute(name, text, query);
    if (found !== null) return found as ParsedRoute;
  }
  return null;
}

function toUrl(url: string | URL): URL | null {
  if (url instanceof URL) return url;
  if (typeof url !== 'string' || url.length === 0) return null;
  try {
    // Only the path and query matter; the base merely lets relative paths parse.
    return new URL(url, 'http://localhost');
  } catch {
    return null;
  }
}

/**
 * The named route of any app url (absolute, or a path with optional query), or null when
 * nothing matches or a parameter is malformed. Never throws.
 */
export function parseRoute(url: string | URL): ParsedRoute | null {
  const parsed = toUrl(url);
  if (parsed === null) return null;
  return firstMatch(pathnameToSegments(parsed.pathname), toQuery(parsed.searchParams));
}

/** Same as parseRoute for decoded segments and the search params of a Next.js page. */
export function parseRouteSegments(segments: readonly string[], searchParams?: SearchParamsInput): ParsedRoute | null {
  return firstMatch(segments, toQuery(searchParams));
}

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(routes, value);
}

// ---------------------------------------------------------------------------
// Routes per product type
// ---------------------------------------------------------------------------

type RouteNameWith<Fact extends keyof RouteDeclaration> = {
  [N in RouteName]: Declarations[N] extends { readonly [K in Fact]: ProductType } ? N : never;
}[RouteName];

type DetailsRouteName = RouteNameWith<'detailsFor'>;
type SearchRouteName = RouteNameWith<'searchFor'>;

function routeByProductType<Fact extends 'detailsFor' | 'searchFor'>(fact: Fact): Partial<Record<ProductType, RouteNameWith<Fact>>> {
  const byType: Partial<Record<ProductType, RouteNameWith<Fact>>> = {};
  for (const name of ROUTE_NAMES) {
    const type = declarationOf(name)[fact];
    if (type === undefined) continue;
    if (byType[type] !== undefined) throw new Error(`Two ${fact} routes for ${type}: ${byType[type]} and ${name}`);
    byType[type] = name as RouteNameWith<Fact>;
  }
  return byType;
}

/**
 * Details route of each product type, read off the declarations (`detailsFor`). Air+hotel
 * packages have no details page: they are searched, not browsed.
 */
export const PRODUCT_DETAILS_ROUTE: Readonly<Record<ProductType, DetailsRouteName | null>> = (() => {
  const byType = routeByProductType('detailsFor');
  return Object.fromEntries(PRODUCT_TYPES.map((type) => [type, byType[type] ?? null])) as Record<ProductType, DetailsRouteName | null>;
})();

export interface ProductLinkParams {
  readonly productID: number;
  /** A display name is fine: it is slugified. */
  readonly productName: string;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

/** Details path of a product of any type (recently seen, search cards); null for air+hotel. */
export function productDetailsPath(type: ProductType, params: ProductLinkParams): string | null {
  const name = PRODUCT_DETAILS_ROUTE[type];
  if (name === null) return null;
  const route: Route<string, ProductLinkParams> = routes[name];
  return route.build(params);
}

/** Search results route of each searchable product type, read off the declarations (`searchFor`). */
export const SEARCH_RESULTS_ROUTE: Readonly<Partial<Record<ProductType, SearchRouteName>>> = routeByProductType('searchFor');

/** Search path with dates only (e.g. the past-date redirect of spec 2.9); null for types without search results. */
export function searchResultsPath(type: ProductType, dates: { startDate?: string; endDate?: string } = {}): string | null {
  const name = SEARCH_RESULTS_ROUTE[type];
  if (name === undefined) return null;
  const route: Route<string, { startDate?: string | undefined; endDate?: string | undefined }> = routes[name];
  return route.build(dates);
}

/** Absolute url of a built path for canonical links, e-mails and JSON-LD. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).toString();
}
