/**
 * Public surface of lib/routes. Everything here is pure (no server-only code), so client
 * components may import it.
 */
export {
  routes,
  parseRoute,
  parseRouteSegments,
  isRouteName,
  productDetailsPath,
  searchResultsPath,
  absoluteUrl,
  ROUTE_NAMES,
  PRODUCT_DETAILS_ROUTE,
  SEARCH_RESULTS_ROUTE,
} from './routes';
export type { ParsedRoute, ParamsOf, RouteName, ProductLinkParams } from './routes';
export { pageTypeFor, PAGE_TYPES, PAGE_TYPE_BY_ROUTE } from './page-type';
export type { PageType } from './page-type';
export { hidesCartLink, hidesNavBar, hidesProductSearch, hidesRecentlySeenLink } from './chrome';
export { APP_ROOT, encodeSegment } from './define-route';
export type { Route, RouteParams, SearchParamsInput } from './define-route';
export { slugify, canonicalOrderId, ORDER_NUMBER_PATTERN } from './params';
export { PAYPAL_STATUSES } from './app-routes';
export type { PaypalStatus } from './app-routes';
export { MONTH_SLUGS, STATIC_LANDING_SHAPES } from './site-routes';
export type { StaticLandingSection } from './site-routes';
export { SEARCH_KINDS } from './search-results';
export type { SearchKind } from './search-results';
