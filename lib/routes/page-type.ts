import { parseRoute } from './routes';
import type { RouteName } from './routes';

/** Analytics page types of storefront spec 7, plus 'home' and 'other'. */
export const PAGE_TYPES = [
  'home',
  'pdp',
  'pqp',
  'product-search',
  'cart',
  'cart-guest-info',
  'cart-payment-info',
  'order-complete',
  'category',
  'other',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_TYPE_BY_ROUTE: Readonly<Record<RouteName, PageType>> = {
  showSearchResults: 'product-search',
  tourSearchResults: 'product-search',
  attractionSearchResults: 'product-search',
  clubSearchResults: 'product-search',
  restaurantSearchResults: 'product-search',
  hotelSearchResults: 'product-search',
  siteSearch: 'product-search',
  hotelSearchCanonical: 'product-search',
  attractionProductDetails: 'pdp',
  clubProductDetails: 'pdp',
  spaProductDetails: 'pdp',
  barProductDetails: 'pdp',
  shoppingProductDetails: 'pdp',
  tourProductDetails: 'pdp',
  showProductDetails: 'pdp',
  hotelProductDetails: 'pdp',
  restaurantProductDetails: 'pdp',
  restaurantProductDetailsById: 'pdp',
  poolProductDetails: 'pdp',
  sportsBookProductDetails: 'pdp',
  poolClubProductDetails: 'pdp',
  gayClubProductDetails: 'pdp',
  stripClubProductDetails: 'pdp',
  attractionSkuSelection: 'pqp',
  clubSkuSelection: 'pqp',
  tourSkuSelection: 'pqp',
  showSkuSelection: 'pqp',
  hotelSkuSelection: 'pqp',
  restaurantSkuSelection: 'pqp',
  showSeatSelection: 'pqp',
  cart: 'cart',
  guestInfo: 'cart-guest-info',
  checkout: 'cart-payment-info',
  confirmation: 'order-complete',
  home: 'home',
  linePage: 'category',
  showCalendarMonth: 'category',
  staticProductLandingPage: 'category',
  contentPage: 'category',
  airHotelLanding: 'category',
  citywideHotelDealsCalendar: 'category',
  vacationPackages: 'category',
  giftcard: 'other',
  myAccount: 'other',
  paypal: 'other',
  abandonedCart: 'other',
  login: 'other',
  register: 'other',
  forgotPassword: 'other',
  resetPassword: 'other',
  orders: 'other',
  ordersSearch: 'other',
  ordersSearchVerify: 'other',
  orderItem: 'other',
  ticketViewer: 'other',
};

/** Analytics page type of a path; unknown or malformed paths (the not-found page) are 'other'. */
export function pageTypeFor(pathname: string | URL): PageType {
  const route = parseRoute(pathname);
  return route === null ? 'other' : PAGE_TYPE_BY_ROUTE[route.name];
}
