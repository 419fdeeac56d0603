import type { ProductType } from '../config/product-types';
import * as appRoutes from './app-routes';
import { pathnameToSegments, toQuery } from './define-route';
import type { InternalRoute, Route, RouteParams, SearchParamsInput } from './define-route';
import * as productRoutes from './product-routes';
import * as searchRoutes from './search-results';
import * as siteRoutes from './site-routes';

/**
 * Every named route of the storefront. Pages and links build paths only through
 * `routes.<name>.build(params)` and read them through `parse` / `parseRoute`.
 */
export const routes = {
  // Search results
  showSearchResults: searchRoutes.showSearchResults,
  tourSearchResults: searchRoutes.tourSearchResults,
  attractionSearchResults: searchRoutes.attractionSearchResults,
  clubSearchResults: searchRoutes.clubSearchResults,
  restaurantSearchResults: searchRoutes.restaurantSearchResults,
  hotelSearchResults: searchRoutes.hotelSearchResults,
  siteSearch: searchRoutes.siteSearch,
  // Product details
  attractionProductDetails: productRoutes.attractionProductDetails,
  clubProductDetails: productRoutes.clubProductDetails,
  spaProductDetails: productRoutes.spaProductDetails,
  barProductDetails: productRoutes.barProductDetails,
  shoppingProductDetails: productRoutes.shoppingProductDetails,
  tourProductDetails: productRoutes.tourProductDetails,
  showProductDetails: productRoutes.showProductDetails,
  hotelProductDetails: productRoutes.hotelProductDetails,
  restaurantProductDetails: productRoutes.restaurantProductDetails,
  restaurantProductDetailsById: productRoutes.restaurantProductDetailsById,
  poolProductDetails: productRoutes.poolProductDetails,
  sportsBookProductDetails: productRoutes.sportsBookProductDetails,
  poolClubProductDetails: productRoutes.poolClubProductDetails,
  gayClubProductDetails: productRoutes.gayClubProductDetails,
  stripClubProductDetails: productRoutes.stripClubProductDetails,
  // Sku and seat selection
  attractionSkuSelection: productRoutes.attractionSkuSelection,
  clubSkuSelection: productRoutes.clubSkuSelection,
  tourSkuSelection: productRoutes.tourSkuSelection,
  showSkuSelection: productRoutes.showSkuSelection,
  hotelSkuSelection: productRoutes.hotelSkuSelection,
  restaurantSkuSelection: productRoutes.restaurantSkuSelection,
  showSeatSelection: productRoutes.showSeatSelection,
  // Cart and checkout
  cart: appRoutes.cart,
  guestInfo: appRoutes.guestInfo,
  checkout: appRoutes.checkout,
  confirmation: appRoutes.confirmation,
  paypal: appRoutes.paypal,
  abandonedCart: appRoutes.abandonedCart,
  // Accounts and orders
  login: appRoutes.login,
  register: appRoutes.register,
  forgotPassword: appRoutes.forgotPassword,
  resetPassword: appRoutes.resetPassword,
  orders: appRoutes.orders,
  ordersSearch: appRoutes.ordersSearch,
  ordersSearchVerify: appRoutes.ordersSearchVerify,
  orderItem: appRoutes.orderItem,
  ticketViewer: appRoutes.ticketViewer,
  // Site pages outside the app root
  home: siteRoutes.home,
  giftcard: siteRoutes.giftcard,
  vacationPackages: siteRoutes.vacationPackages,
  airHotelLanding: siteRoutes.airHotelLanding,
  citywideHotelDealsCalendar: siteRoutes.citywideHotelDealsCalendar,
  myAccount: siteRoutes.myAccount,
  hotelSearchCanonical: siteRoutes.hotelSearchCanonical,
  linePage: siteRoutes.linePage,
  showCalendarMonth: siteRoutes.showCalendarMonth,
  staticProductLandingPage: siteRoutes.staticProductLandingPage,
  contentPage: siteRoutes.contentPage,
} as const;

type Routes = typeof routes;
export type RouteName = keyof Routes;
export type ParamsOf<N extends RouteName> = RouteParams<Routes[N]>;

/** Discriminated union of every route with its typed params. */
export type ParsedRoute = { [N in RouteName]: { readonly name: N; readonly params: ParamsOf<N> } }[RouteName];

export const ROUTE_NAMES = Object.keys(routes) as RouteName[];

/**
 * Matching order for parseRoute: fixed and specific shapes before the content routes,
 * whose shapes overlap them (/hotels/citywide-hotel-deals-calendar is also
 * hotels/{name}; /shows/december-2026 is also shows/{category}). The catch-all is last.
 */
const MATCH_ORDER: readonly RouteName[] = [
  ...ROUTE_NAMES.filter((name) => name !== 'staticProductLandingPage' && name !== 'contentPage'),
  'staticProductLandingPage',
  'contentPage',
];

function matchRoute<N extends RouteName>(name: N, segments: readonly string[], query: ReturnType<typeof toQuery>) {
  const route: InternalRoute<N, ParamsOf<N>> = routes[name] as InternalRoute<N, ParamsOf<N>>;
  const params = route.matchParsed(segments, query);
  return params === null ? null : { name, params };
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
  const segments = pathnameToSegments(parsed.pathname);
  if (segments === null) return null;
  const query = toQuery(parsed.searchParams);
  for (const name of MATCH_ORDER) {
    const found = matchRoute(name, segments, query);
    if (found !== null) return found as ParsedRoute;
  }
  return null;
}

/** Same as parseRoute for decoded segments and the search params of a Next.js page. */
export function parseRouteSegments(segments: readonly string[], searchParams?: SearchParamsInput): ParsedRoute | null {
  const query = toQuery(searchParams);
  for (const name of MATCH_ORDER) {
    const found = matchRoute(name, segments, query);
    if (found !== null) return found as ParsedRoute;
  }
  return null;
}

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(routes, value);
}

// ---------------------------------------------------------------------------
// Routes per product type
// ---------------------------------------------------------------------------

type DetailsRouteName =
  | 'hotelProductDetails'
  | 'showProductDetails'
  | 'tourProductDetails'
  | 'attractionProductDetails'
  | 'clubProductDetails'
  | 'restaurantProductDetails'
  | 'spaProductDetails'
  | 'barProductDetails'
  | 'gayClubProductDetails'
  | 'poolClubProductDetails'
  | 'sportsBookProductDetails'
  | 'shoppingProductDetails';

/** Air+hotel packages have no details page: they are searched, not browsed. */
export const PRODUCT_DETAILS_ROUTE: Readonly<Record<ProductType, DetailsRouteName | null>> = {
  HOTEL: 'hotelProductDetails',
  AIR_HOTEL: null,
  SHOW: 'showProductDetails',
  TOUR: 'tourProductDetails',
  ATTRACTION: 'attractionProductDetails',
  CLUB: 'clubProductDetails',
  RESTAURANT: 'restaurantProductDetails',
  SPA: 'spaProductDetails',
  BAR: 'barProductDetails',
  GAY_CLUB: 'gayClubProductDetails',
  POOL_CLUB: 'poolClubProductDetails',
  SPORTS_BOOK: 'sportsBookProductDetails',
  SHOPPING: 'shoppingProductDetails',
};

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

type SearchRouteName =
  | 'showSearchResults'
  | 'tourSearchResults'
  | 'attractionSearchResults'
  | 'clubSearchResults'
  | 'restaurantSearchResults'
  | 'hotelSearchResults';

export const SEARCH_RESULTS_ROUTE: Readonly<Partial<Record<ProductType, SearchRouteName>>> = {
  SHOW: 'showSearchResults',
  TOUR: 'tourSearchResults',
  ATTRACTION: 'attractionSearchResults',
  CLUB: 'clubSearchResults',
  RESTAURANT: 'restaurantSearchResults',
  HOTEL: 'hotelSearchResults',
};

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
