import type { ParamsOf, RouteName } from './routes';

/**
 * Sample params and paths of every route (round-trip tests), and malformed urls (which
 * must parse to null). Shared by the server tests and the RouteRules agreement test.
 */

export interface Sample<N extends RouteName> {
  readonly full: ParamsOf<N>;
  readonly fullPath: string;
  readonly minimal: ParamsOf<N>;
  readonly minimalPath: string;
}

export type Samples = { readonly [N in RouteName]: Sample<N> };

const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

// One entry per route name: the mapped type makes a missing route a compile error.
export const samples: Samples = {
  showSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 259, filterCode: 'LOCATIONS-center-strip', sortId: 'price', preferredProductId: 'any', mo: 'HolidayShows' },
    fullPath: '/iv2/searchresults/shows/2026-12-01/-/2026-12-05/category/259/filters/LOCATIONS-center-strip/sort/price/product/any?mo=HolidayShows',
    minimal: {},
    minimalPath: '/iv2/searchresults/shows',
  },
  tourSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 879, filterCode: 'LOCATIONS-off-strip', sortId: 'customer-rating' },
    fullPath: '/iv2/searchresults/tours/2026-12-01/-/2026-12-05/category/879/filters/LOCATIONS-off-strip/sort/customer-rating',
    minimal: {},
    minimalPath: '/iv2/searchresults/tours',
  },
  attractionSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 'all', filterCode: 'all', sortId: 'name' },
    fullPath: '/iv2/searchresults/attractions/2026-12-01/-/2026-12-05/category/all/filters/all/sort/name',
    minimal: {},
    minimalPath: '/iv2/searchresults/attractions',
  },
  clubSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 12, filterCode: 'HOTEL-4411', sortId: 'vibe' },
    fullPath: '/iv2/searchresults/clubs/2026-12-01/-/2026-12-05/category/12/filters/HOTEL-4411/sort/vibe',
    minimal: {},
    minimalPath: '/iv2/searchresults/clubs',
  },
  restaurantSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-08', filterCode: 'Cuisine-12,HOTEL-5', sortId: 'location' },
    fullPath: '/iv2/searchresults/restaurants/2026-12-01/-/2026-12-08/filters/Cuisine-12,HOTEL-5/sort/location',
    minimal: {},
    minimalPath: '/iv2/searchresults/restaurants',
  },
  hotelSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-03', roomQty: 2, filterCode: 'STAR_RATING-4,LOCATIONS-center-strip', sortId: 'star-rating', preferredProductId: 4411 },
    fullPath: '/iv2/searchresults/hotels/2026-12-01/-/2026-12-03/rooms/2/filters/STAR_RATING-4,LOCATIONS-center-strip/sort/star-rating/product/4411',
    minimal: {},
    minimalPath: '/iv2/searchresults/hotels',
  },
  airHotelSearchResults: {
    full: { startDate: '2026-12-08', endDate: '2026-12-11', sortId: 'price-low-high', from: 'LAX', party: '2-7-10,1', cabin: 'C', depart: 'morning', return: 'evening' },
    fullPath: '/iv2/searchresults/airhotels/2026-12-08/-/2026-12-11/sort/price-low-high?from=LAX&party=2-7-10%2C1&cabin=C&depart=morning&return=evening',
    minimal: {},
    minimalPath: '/iv2/searchresults/airhotels',
  },
  siteSearch: {
    full: { rq: 'blue man & cirque' },
    fullPath: '/iv2/searchresults/sitesearch?rq=blue+man+%26+cirque',
    minimal: {},
    minimalPath: '/iv2/searchresults/sitesearch',
  },
  attractionProductDetails: {
    full: { productID: 101, productName: 'high-roller', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-attractions/101/high-roller/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 101, productName: 'high-roller' },
    minimalPath: '/iv2/las-vegas-attractions/101/high-roller/dates',
  },
  clubProductDetails: {
    full: { productID: 102, productName: 'omnia', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-clubs/102/omnia/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 102, productName: 'omnia' },
    minimalPath: '/iv2/las-vegas-clubs/102/omnia/dates',
  },
  spaProductDetails: {
    full: { productID: 103, productName: 'qua-baths-and-spa', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-spas/103/qua-baths-and-spa/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 103, productName: 'qua-baths-and-spa' },
    minimalPath: '/iv2/las-vegas-spas/103/qua-baths-and-spa/dates',
  },
  barProductDetails: {
    full: { productID: 104, productName: 'the-chandelier', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-bars/104/the-chandelier/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 104, productName: 'the-chandelier' },
    minimalPath: '/iv2/las-vegas-bars/104/the-chandelier/dates',
  },
  shoppingProductDetails: {
    full: { productID: 105, productName: 'forum-shops', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-shopping/105/forum-shops/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 105, productName: 'forum-shops' },
    minimalPath: '/iv2/las-vegas-shopping/105/forum-shops/dates',
  },
  tourProductDetails: {
    full: { productID: 106, productName: 'grand-canyon-west-rim', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-tours/106/grand-canyon-west-rim/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 106, productName: 'grand-canyon-west-rim' },
    minimalPath: '/iv2/las-vegas-tours/106/grand-canyon-west-rim/dates',
  },
  showProductDetails: {
    full: { productID: 107, productName: 'blue-man-group', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-shows/107/blue-man-group/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 107, productName: 'blue-man-group' },
    minimalPath: '/iv2/las-vegas-shows/107/blue-man-group/dates',
  },
  hotelProductDetails: {
    full: { productID: 108, productName: 'bellagio', startDate: '2026-12-01', endDate: '2026-12-03', roomQty: 3, nc: true },
    fullPath: '/iv2/las-vegas-hotels/108/bellagio/dates/2026-12-01/2026-12-03/quantity/3?nc=1',
    minimal: { productID: 108, productName: 'bellagio' },
    minimalPath: '/iv2/las-vegas-hotels/108/bellagio/dates',
  },
  restaurantProductDetails: {
    full: { productID: 109, productName: 'joels-steakhouse', startDate: '2026-12-01', endDate: '2026-12-08', nc: true },
    fullPath: '/iv2/las-vegas-restaurants/109/joels-steakhouse/dates/2026-12-01/2026-12-08?nc=1',
    minimal: { productID: 109, productName: 'joels-steakhouse' },
    minimalPath: '/iv2/las-vegas-restaurants/109/joels-steakhouse/dates',
  },
  restaurantProductDetailsById: {
    full: { productID: 109 },
    fullPath: '/iv2/las-vegas-restaurants/109',
    minimal: { productID: 109 },
    minimalPath: '/iv2/las-vegas-restaurants/109',
  },
  poolProductDetails: {
    full: { productID: 110, productName: 'garden-of-the-gods', startDate: '2026-06-01', endDate: '2026-06-05', nc: true },
    fullPath: '/iv2/las-vegas-pools/110/garden-of-the-gods/dates/2026-06-01/2026-06-05?nc=1',
    minimal: { productID: 110, productName: 'garden-of-the-gods' },
    minimalPath: '/iv2/las-vegas-pools/110/garden-of-the-gods/dates',
  },
  sportsBookProductDetails: {
    full: { productID: 111, productName: 'westgate-superbook', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-sportsbooks/111/westgate-superbook/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 111, productName: 'westgate-superbook' },
    minimalPath: '/iv2/las-vegas-sportsbooks/111/westgate-superbook/dates',
  },
  poolClubProductDetails: {
    full: { productID: 112, productName: 'encore-beach-club', startDate: '2026-06-01', endDate: '2026-06-05', nc: true },
    fullPath: '/iv2/las-vegas-pool-clubs/112/encore-beach-club/dates/2026-06-01/2026-06-05?nc=1',
    minimal: { productID: 112, productName: 'encore-beach-club' },
    minimalPath: '/iv2/las-vegas-pool-clubs/112/encore-beach-club/dates',
  },
  gayClubProductDetails: {
    full: { productID: 113, productName: 'piranha', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-gay-clubs/113/piranha/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 113, productName: 'piranha' },
    minimalPath: '/iv2/las-vegas-gay-clubs/113/piranha/dates',
  },
  stripClubProductDetails: {
    full: { productID: 114, productName: 'sapphire', startDate: '2026-12-01', endDate: '2026-12-05', nc: true },
    fullPath: '/iv2/las-vegas-strip-clubs/114/sapphire/dates/2026-12-01/2026-12-05?nc=1',
    minimal: { productID: 114, productName: 'sapphire' },
    minimalPath: '/iv2/las-vegas-strip-clubs/114/sapphire/dates',
  },
  attractionSkuSelection: {
    full: { productID: 101, productName: 'high-roller', dateTime: '2026-12-01T19:30', startDate: '2026-12-01', endDate: '2026-12-05' },
    fullPath: '/iv2/las-vegas-attractions/101/high-roller/quantity/2026-12-01T19:30/2026-12-01/2026-12-05',
    minimal: { productID: 101, productName: 'high-roller', dateTime: '2026-12-01T00:00', startDate: '2026-12-01', endDate: '2026-12-01' },
    minimalPath: '/iv2/las-vegas-attractions/101/high-roller/quantity/2026-12-01T00:00/2026-12-01/2026-12-01',
  },
  clubSkuSelection: {
    full: { productID: 102, productName: 'omnia', dateTime: '2026-12-31T22:00' },
    fullPath: '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:00',
    minimal: { productID: 102, productName: 'omnia', dateTime: '2026-12-31T22:00' },
    minimalPath: '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:00',
  },
  tourSkuSelection: {
    full: { productID: 106, productName: 'grand-canyon-west-rim', dateTime: '2026-12-02T07:15', startDate: '2026-12-01', endDate: '2026-12-05' },
    fullPath: '/iv2/las-vegas-tours/106/grand-canyon-west-rim/quantity/2026-12-02T07:15/2026-12-01/2026-12-05',
    minimal: { productID: 106, productName: 'grand-canyon-west-rim', dateTime: '2026-12-02T07:15', startDate: '2026-12-01', endDate: '2026-12-05' },
    minimalPath: '/iv2/las-vegas-tours/106/grand-canyon-west-rim/quantity/2026-12-02T07:15/2026-12-01/2026-12-05',
  },
  showSkuSelection: {
    full: {
      productID: 107,
      productName: 'blue-man-group',
      dateTime: '2026-12-01T19:00',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      defaultItemId: 9001,
      defaultTicketType: 'VIP Seating',
      defaultQuantity: 4,
      resetSkuSeating: true,
    },
    fullPath:
      '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00/2026-12-01/2026-12-05?defaultItemId=9001&defaultTicketType=VIP+Seating&defaultQuantity=4&resetSkuSeating=1',
    minimal: { productID: 107, productName: 'blue-man-group', dateTime: '2026-12-01T19:00' },
    minimalPath: '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00',
  },
  hotelSkuSelection: {
    full: { productID: 108, productName: 'bellagio', dateTime: '2026-12-01T15:00', startDate: '2026-12-01', endDate: '2026-12-03' },
    fullPath: '/iv2/las-vegas-hotels/108/bellagio/quantity/2026-12-01T15:00/2026-12-01/2026-12-03',
    minimal: { productID: 108, productName: 'bellagio', dateTime: '2026-12-01T15:00', startDate: '2026-12-01', endDate: '2026-12-03' },
    minimalPath: '/iv2/las-vegas-hotels/108/bellagio/quantity/2026-12-01T15:00/2026-12-01/2026-12-03',
  },
  restaurantSkuSelection: {
    full: { productID: 109, productName: 'joels-steakhouse', dateTime: '2026-12-01T18:45' },
    fullPath: '/iv2/las-vegas-restaurants/109/joels-steakhouse/quantity/2026-12-01T18:45',
    minimal: { productID: 109, productName: 'joels-steakhouse', dateTime: '2026-12-01T18:45' },
    minimalPath: '/iv2/las-vegas-restaurants/109/joels-steakhouse/quantity/2026-12-01T18:45',
  },
  showSeatSelection: {
    full: { productID: 107, productName: 'blue-man-group', dateTime: '2026-12-01T21:30', startDate: '2026-12-01', endDate: '2026-12-05' },
    fullPath: '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T21:30/2026-12-01/2026-12-05',
    minimal: { productID: 107, productName: 'blue-man-group', dateTime: '2026-12-01T21:30', startDate: '2026-12-01', endDate: '2026-12-01' },
    minimalPath: '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T21:30/2026-12-01/2026-12-01',
  },
  cart: { full: {}, fullPath: '/iv2/cart', minimal: {}, minimalPath: '/iv2/cart' },
  guestInfo: { full: {}, fullPath: '/iv2/checkout', minimal: {}, minimalPath: '/iv2/checkout' },
  checkout: { full: {}, fullPath: '/iv2/billing', minimal: {}, minimalPath: '/iv2/billing' },
  confirmation: {
    full: { orderId: 'VG-20261201' },
    fullPath: '/iv2/confirmation/VG-20261201',
    minimal: { orderId: UUID },
    minimalPath: `/iv2/confirmation/${UUID}`,
  },
  paypal: {
    full: { status: 'approved', token: 'EC-8AB12345CD678901E' },
    fullPath: '/iv2/paypal/approved?token=EC-8AB12345CD678901E',
    minimal: { status: 'cancelled', token: 'EC-1' },
    minimalPath: '/iv2/paypal/cancelled?token=EC-1',
  },
  abandonedCart: {
    full: { cartId: UUID },
    fullPath: `/iv2/abandoned-cart/${UUID}`,
    minimal: { cartId: UUID },
    minimalPath: `/iv2/abandoned-cart/${UUID}`,
  },
  login: {
    full: { returnTo: '/iv2/billing' },
    fullPath: '/iv2/login?returnTo=%2Fiv2%2Fbilling',
    minimal: {},
    minimalPath: '/iv2/login',
  },
  register: {
    full: { returnTo: '/iv2/searchresults/shows?mo=x' },
    fullPath: '/iv2/register?returnTo=%2Fiv2%2Fsearchresults%2Fshows%3Fmo%3Dx',
    minimal: {},
    minimalPath: '/iv2/register',
  },
  forgotPassword: { full: {}, fullPath: '/iv2/forgot-password', minimal: {}, minimalPath: '/iv2/forgot-password' },
  resetPassword: {
    full: { token: 'Zq3_x-9aB2cD4eF6gH8iJ0kL' },
    fullPath: '/iv2/reset-password/Zq3_x-9aB2cD4eF6gH8iJ0kL',
    minimal: { token: '0123456789abcdef' },
    minimalPath: '/iv2/reset-password/0123456789abcdef',
  },
  devOutbox: { full: {}, fullPath: '/iv2/dev/outbox', minimal: {}, minimalPath: '/iv2/dev/outbox' },
  devPaypal: {
    full: { token: 'Zq3_x-9aB2cD4eF6gH8iJ0' },
    fullPath: '/iv2/dev/paypal?token=Zq3_x-9aB2cD4eF6gH8iJ0',
    minimal: { token: 'EC-8AB12345CD678901E' },
    minimalPath: '/iv2/dev/paypal?token=EC-8AB12345CD678901E',
  },
  orders: { full: {}, fullPath: '/iv2/orders', minimal: {}, minimalPath: '/iv2/orders' },
  ordersSearch: { full: {}, fullPath: '/iv2/orders/search', minimal: {}, minimalPath: '/iv2/orders/search' },
  ordersSearchVerify: {
    full: {},
    fullPath: '/iv2/orders/search/verify',
    minimal: {},
    minimalPath: '/iv2/orders/search/verify',
  },
  orderItem: {
    full: { orderId: 'VG-20261201', itemId: 3 },
    fullPath: '/iv2/orders/VG-20261201/items/3',
    minimal: { orderId: UUID, itemId: 1 },
    minimalPath: `/iv2/orders/${UUID}/items/1`,
  },
  ticketViewer: {
    full: { ticketId: 'Zq3_x-9aB2cD4eF6gH8iJ0kL' },
    fullPath: '/iv2/tickets/Zq3_x-9aB2cD4eF6gH8iJ0kL',
    minimal: { ticketId: 'abcdefghijklmnopqrstuvwx' },
    minimalPath: '/iv2/tickets/abcdefghijklmnopqrstuvwx',
  },
  home: { full: {}, fullPath: '/', minimal: {}, minimalPath: '/' },
  giftcard: { full: {}, fullPath: '/giftcard', minimal: {}, minimalPath: '/giftcard' },
  vacationPackages: { full: {}, fullPath: '/vacation-packages', minimal: {}, minimalPath: '/vacation-packages' },
  airHotelLanding: { full: {}, fullPath: '/lasvegastraveldeals', minimal: {}, minimalPath: '/lasvegastraveldeals' },
  citywideHotelDealsCalendar: {
    full: {},
    fullPath: '/hotels/citywide-hotel-deals-calendar',
    minimal: {},
    minimalPath: '/hotels/citywide-hotel-deals-calendar',
  },
  myAccount: {
    full: { error: 'TOKEN_EXPIRED' },
    fullPath: '/mytrip/app/MyAccountLogin?error=TOKEN_EXPIRED',
    minimal: {},
    minimalPath: '/mytrip/app/MyAccountLogin',
  },
  hotelSearchCanonical: {
    full: {},
    fullPath: '/mytrip/app/Products/hotel',
    minimal: {},
    minimalPath: '/mytrip/app/Products/hotel',
  },
  linePage: {
    full: { line: 'sportsBooks' },
    fullPath: '/gaming/sportsbooks',
    minimal: { line: 'shows' },
    minimalPath: '/shows',
  },
  shoppingCategoryPage: {
    full: { category: 'tattoo-parlors' },
    fullPath: '/shopping/tattoo-parlors',
    minimal: { category: 'antique-stores' },
    minimalPath: '/shopping/antique-stores',
  },
  showCalendarMonth: {
    full: { year: 2026, month: 12 },
    fullPath: '/shows/december-2026',
    minimal: { year: 2027, month: 1 },
    minimalPath: '/shows/january-2027',
  },
  staticProductLandingPage: {
    full: { section: 'nightlife', path: ['bars', 'downtown', 'the-velveteen-rabbit'] },
    fullPath: '/nightlife/bars/downtown/the-velveteen-rabbit',
    minimal: { section: 'shows', path: ['comedy'] },
    minimalPath: '/shows/comedy',
  },
  contentPage: {
    full: { segments: ['lounge', 'guide', 'first-timers'] },
    fullPath: '/lounge/guide/first-timers',
    minimal: { segments: ['weddings'] },
    minimalPath: '/weddings',
  },
};

/**
 * A malformed or out-of-range parameter means not-found: parse returns null and never
 * throws.
 */
export const MALFORMED: readonly string[] = [
  // Dates that do not exist or are not yyyy-MM-dd
  '/iv2/searchresults/shows/2026-13-01',
  '/iv2/searchresults/shows/2026-02-30',
  '/iv2/searchresults/shows/2026-12-01/-/2026-02-30',
  '/iv2/searchresults/shows/2026-12-1',
  '/iv2/searchresults/shows/20261201',
  '/iv2/searchresults/shows/2026-00-10',
  '/iv2/searchresults/shows/2025-02-29',
  '/iv2/las-vegas-shows/107/blue-man-group/dates/2026-13-01',
  '/iv2/las-vegas-shows/107/blue-man-group/dates/2026-12-01/2026-02-30',
  '/iv2/las-vegas-attractions/101/high-roller/quantity/2026-12-01T19:30/2026-12-01/2026-13-05',
  // Bad date-times
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T24:00',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:60',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-02-30T22:00',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:00Z',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:00:00',
  '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T9:30/2026-12-01/2026-12-05',
  // Ids
  '/iv2/las-vegas-shows/-107/blue-man-group/dates',
  '/iv2/las-vegas-shows/0/blue-man-group/dates',
  '/iv2/las-vegas-shows/007/blue-man-group/dates',
  '/iv2/las-vegas-shows/1.5/blue-man-group/dates',
  '/iv2/las-vegas-shows/abc/blue-man-group/dates',
  '/iv2/las-vegas-shows/99999999999/blue-man-group/dates',
  '/iv2/las-vegas-shows/2147483648/blue-man-group/dates',
  '/iv2/las-vegas-restaurants/-1',
  '/iv2/searchresults/shows/category/-259',
  '/iv2/searchresults/shows/category/none',
  '/iv2/searchresults/shows/product/-4',
  '/iv2/searchresults/shows/product/all',
  '/iv2/orders/VG-20261201/items/0',
  // Room quantity 1-5
  '/iv2/searchresults/hotels/rooms/9',
  '/iv2/searchresults/hotels/rooms/0',
  '/iv2/searchresults/hotels/rooms/6',
  '/iv2/searchresults/hotels/rooms/two',
  '/iv2/las-vegas-hotels/108/bellagio/dates/2026-12-01/2026-12-03/quantity/9',
  '/iv2/las-vegas-hotels/108/bellagio/dates/quantity',
  // Sorts: unknown, or not offered by the type
  '/iv2/searchresults/shows/sort/cheapest',
  '/iv2/searchresults/shows/sort/vibe',
  '/iv2/searchresults/hotels/sort/price',
  '/iv2/searchresults/shows/sort',
  // Keys of another kind, out of order, repeated
  '/iv2/searchresults/hotels/category/259',
  '/iv2/searchresults/shows/rooms/2',
  '/iv2/searchresults/restaurants/category/1',
  '/iv2/searchresults/tours/product/any',
  '/iv2/searchresults/shows/sort/price/category/259',
  '/iv2/searchresults/shows/sort/price/sort/name',
  // Garbage and extra segments
  '/iv2/searchresults/shows/tomorrow',
  '/iv2/searchresults/shows/2026-12-01/2026-12-05',
  '/iv2/searchresults/shows/2026-12-01/-',
  '/iv2/searchresults/shows/-/2026-12-05',
  '/iv2/searchresults/shows/2026-12-01/-/2026-12-05/extra',
  '/iv2/searchresults/widgets',
  '/iv2/searchresults/sitesearch/extra',
  '/iv2/las-vegas-shows/107/blue-man-group',
  '/iv2/las-vegas-shows/107/blue-man-group/dates/2026-12-01/2026-12-05/extra',
  '/iv2/las-vegas-shows/107/Blue-Man-Group/dates',
  '/iv2/las-vegas-shows/107/blue_man_group/dates',
  '/iv2/las-vegas-shows/107/blue--man/dates',
  '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T21:30/2026-12-01',
  '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T21:30/2026-12-01/2026-12-05/extra',
  '/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22:00/2026-12-31/2027-01-01',
  '/iv2/las-vegas-tours/106/grand-canyon/quantity/2026-12-02T07:15',
  '/iv2/las-vegas-widgets/1/thing/dates',
  '/iv2/cart/extra',
  '/iv2/checkout/step-2',
  '/iv2/nothing-here',
  '/iv2',
  '/iv2//cart',
  '/iv2/cart//',
  '/api/catalog',
  '/mytrip/app/Unknown',
  // Checkout, accounts and orders
  '/iv2/confirmation/12345',
  '/iv2/confirmation/VG-12',
  '/iv2/confirmation/vg-20261201',
  '/iv2/confirmation/not-a-uuid-at-all',
  '/iv2/confirmation',
  '/iv2/abandoned-cart/VG-20261201',
  '/iv2/abandoned-cart/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6',
  '/iv2/paypal/approved',
  '/iv2/paypal/declined?token=EC-1',
  '/iv2/paypal/approved?token=bad%20token',
  '/iv2/paypal/approved?token=EC-1&token=EC-2',
  '/iv2/reset-password/short',
  '/iv2/reset-password/has.dots.in.it.0123456789',
  '/iv2/login?returnTo=https://evil.example.com',
  '/iv2/login?returnTo=//evil.example.com',
  '/iv2/login?returnTo=/%5Cevil.example.com',
  // Query parameters with known keys must be well formed
  '/iv2/las-vegas-shows/107/blue-man-group/dates?nc=0',
  '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?defaultQuantity=0',
  '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?defaultQuantity=many',
  '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?defaultItemId=-3',
  '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?resetSkuSeating=yes',
  '/iv2/searchresults/shows?mo=bad%20code',
  // Content segments and encodings
  '/iv2/searchresults/shows/%E0%A4%A',
  '/lounge/%2Fetc',
  '/lounge/with%20space',
];
