/**
 * Public surface of lib/routes. Everything here is pure (no server-only code), but it holds
 * the whole route table with zod and date-fns: client components import
 * '@/lib/routes/route-matcher' (and types) instead, and get RouteRules from the layout.
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
  ROUTE_DECLARATIONS,
  PRODUCT_DETAILS_ROUTE,
  SEARCH_RESULTS_ROUTE,
} from './routes';
export type { ParsedRoute, ParamsOf, RouteName, ProductLinkParams } from './routes';
export { pageTypeFor, PAGE_TYPES, PAGE_TYPE_BY_ROUTE } from './page-type';
export type { PageType } from './page-type';
export { hidesChrome, hidesCartLink, hidesNavBar, hidesProductSearch, hidesRecentlySeenLink, hidesSiteChrome } from './chrome';
export { routeRules } from './route-rules';
export { isExternalAccountEntry, loginHref, registerHref } from './account-links';
export type { AccountBases } from './account-links';
export { CHROME_PARTS } from './route-matcher';
export type { ChromePart, RouteRules } from './route-matcher';
export { APP_ROOT, encodeSegment } from './define-route';
export type { Route, RouteDeclaration, RouteParams, SearchParamsInput } from './define-route';
export { slugify, canonicalOrderId, ORDER_NUMBER_PATTERN } from './params';
export { PAYPAL_STATUSES } from './app-routes';
export type { PaypalStatus } from './app-routes';
export { MONTH_SLUGS, STATIC_LANDING_SHAPES } from './site-routes';
export type { StaticLandingSection } from './site-routes';
export { SEARCH_KINDS, takesPreferredProduct } from './search-results';
export type { SearchKind } from './search-results';
export { productLandingPath } from './product-landing';
export type { ProductLandingInput } from './product-landing';
