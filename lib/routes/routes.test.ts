import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseRoute, parseRouteSegments, productDetailsPath, ROUTE_NAMES, routes, searchResultsPath } from './routes';
import type { ParamsOf, RouteName } from './routes';
import type { Route } from './define-route';

interface Sample<N extends RouteName> {
  readonly full: ParamsOf<N>;
  readonly fullPath: string;
  readonly minimal: ParamsOf<N>;
  readonly minimalPath: string;
}

type Samples = { readonly [N in RouteName]: Sample<N> };

const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

// One entry per route name: the mapped type makes a missing route a compile error.
const samples: Samples = {
  showSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 259, sortId: 'price', preferredProductId: 'any', mo: 'HolidayShows' },
    fullPath: '/iv2/searchresults/shows/2026-12-01/-/2026-12-05/category/259/sort/price/product/any?mo=HolidayShows',
    minimal: {},
    minimalPath: '/iv2/searchresults/shows',
  },
  tourSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 879, sortId: 'customer-rating' },
    fullPath: '/iv2/searchresults/tours/2026-12-01/-/2026-12-05/category/879/sort/customer-rating',
    minimal: {},
    minimalPath: '/iv2/searchresults/tours',
  },
  attractionSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 'all', sortId: 'name' },
    fullPath: '/iv2/searchresults/attractions/2026-12-01/-/2026-12-05/category/all/sort/name',
    minimal: {},
    minimalPath: '/iv2/searchresults/attractions',
  },
  clubSearchResults: {
    full: { startDate: '2026-12-01', endDate: '2026-12-05', categoryId: 12, sortId: 'vibe' },
    fullPath: '/iv2/searchresults/clubs/2026-12-01/-/2026-12-05/category/12/sort/vibe',
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
    full: { startDate: '2026-12-01', endDate: '2026-12-03', roomQty: 2, sortId: 'star-rating', preferredProductId: 4411 },
    fullPath: '/iv2/searchresults/hotels/2026-12-01/-/2026-12-03/rooms/2/sort/star-rating/product/4411',
    minimal: {},
    minimalPath: '/iv2/searchresults/hotels',
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
    full: { orderId: 'VG-20261201', itemId: 3 },
    fullPath: '/iv2/tickets/VG-20261201/3',
    minimal: { orderId: 'VG-20261201' },
    minimalPath: '/iv2/tickets/VG-20261201',
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
  myAccount: { full: {}, fullPath: '/mytrip/app/MyAccountLogin', minimal: {}, minimalPath: '/mytrip/app/MyAccountLogin' },
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

function anyRoute(name: RouteName): Route<string, unknown> {
  return routes[name] as Route<string, unknown>;
}

describe('routes: build -> parse round trip for every named route', () => {
  it('has a sample for every route', () => {
    expect(Object.keys(samples).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  for (const name of ROUTE_NAMES) {
    const sample = samples[name] as Sample<RouteName>;
    for (const variant of ['full', 'minimal'] as const) {
      const params = sample[variant];
      const path = variant === 'full' ? sample.fullPath : sample.minimalPath;

      it(`${name} (${variant === 'full' ? 'all optional parts' : 'no optional parts'})`, () => {
        const route = anyRoute(name);
        expect(route.build(params)).toBe(path);
        expect(route.parse(path)).toEqual(params);
        expect(parseRoute(path)).toEqual({ name, params });
        expect(parseRoute(new URL(path, 'https://www.example.com'))).toEqual({ name, params });
      });
    }
  }
});

describe('parse inputs', () => {
  it('reads a query from the pathname, a URLSearchParams or a Next.js searchParams record', () => {
    const expected = { rq: 'cirque' };
    expect(routes.siteSearch.parse('/iv2/searchresults/sitesearch?rq=cirque')).toEqual(expected);
    expect(routes.siteSearch.parse('/iv2/searchresults/sitesearch', new URLSearchParams('rq=cirque'))).toEqual(expected);
    expect(routes.siteSearch.parse('/iv2/searchresults/sitesearch', { rq: 'cirque', utm_source: 'x' })).toEqual(expected);
  });

  it('accepts one trailing slash (links from content carry one)', () => {
    expect(parseRoute('/iv2/searchresults/shows/2026-12-01/-/2026-12-05/')).toEqual({
      name: 'showSearchResults',
      params: { startDate: '2026-12-01', endDate: '2026-12-05' },
    });
    expect(parseRoute('/pools/')).toEqual({ name: 'linePage', params: { line: 'pools' } });
    expect(parseRoute('/giftcard/')).toEqual({ name: 'giftcard', params: {} });
  });

  it('parses decoded segments such as a Next.js catch-all gives them', () => {
    expect(
      routes.showSeatSelection.parseSegments(['iv2', 'las-vegas-shows', '107', 'blue-man-group', 'seats', '2026-12-01T21:30', '2026-12-01', '2026-12-05']),
    ).toEqual(samples.showSeatSelection.full);
    expect(parseRouteSegments(['shows', 'december-2026'])).toEqual({ name: 'showCalendarMonth', params: { year: 2026, month: 12 } });
    expect(parseRouteSegments([])).toEqual({ name: 'home', params: {} });
  });

  it('reads a percent-encoded colon in a dateTime', () => {
    expect(routes.clubSkuSelection.parse('/iv2/las-vegas-clubs/102/omnia/quantity/2026-12-31T22%3A00')).toEqual(
      samples.clubSkuSelection.full,
    );
  });

  it('ignores unknown query parameters', () => {
    expect(routes.cart.parse('/iv2/cart?utm_medium=email&gclid=abc')).toEqual({});
  });

  it('accepts `true` for query flags from hand-written links', () => {
    expect(routes.showProductDetails.parse('/iv2/las-vegas-shows/107/blue-man-group/dates?nc=true')).toEqual({
      productID: 107,
      productName: 'blue-man-group',
      nc: true,
    });
  });

  it('treats an empty site search box as no query', () => {
    expect(routes.siteSearch.parse('/iv2/searchresults/sitesearch?rq=')).toEqual({});
    expect(routes.siteSearch.build({ rq: '' })).toBe('/iv2/searchresults/sitesearch');
  });

  it('lowercases uuids so one order has one url', () => {
    expect(routes.confirmation.parse(`/iv2/confirmation/${UUID.toUpperCase()}`)).toEqual({ orderId: UUID });
    expect(routes.confirmation.build({ orderId: UUID.toUpperCase() })).toBe(`/iv2/confirmation/${UUID}`);
  });
});

describe('search results paths', () => {
  it('parses the older style /iv2/searchresults/{routeName} as the same route', () => {
    expect(parseRoute('/iv2/searchresults/showSearchResults')).toEqual({ name: 'showSearchResults', params: {} });
    expect(parseRoute('/iv2/searchresults/hotelSearchResults')).toEqual({ name: 'hotelSearchResults', params: {} });
    expect(parseRoute('/iv2/searchresults/tourSearchResults')).toEqual({ name: 'tourSearchResults', params: {} });
    expect(parseRoute('/iv2/searchresults/attractionSearchResults')).toEqual({ name: 'attractionSearchResults', params: {} });
    expect(parseRoute('/iv2/searchresults/clubSearchResults')).toEqual({ name: 'clubSearchResults', params: {} });
    expect(parseRoute('/iv2/searchresults/restaurantSearchResults')).toEqual({ name: 'restaurantSearchResults', params: {} });
    expect(parseRoute('/iv2/searchresults/showSearchResults/2026-12-01/-/2026-12-05/sort/price')).toEqual({
      name: 'showSearchResults',
      params: { startDate: '2026-12-01', endDate: '2026-12-05', sortId: 'price' },
    });
  });

  it('round-trips a start date without an end date', () => {
    const path = routes.showSearchResults.build({ startDate: '2026-12-01' });
    expect(path).toBe('/iv2/searchresults/shows/2026-12-01');
    expect(routes.showSearchResults.parse(path)).toEqual({ startDate: '2026-12-01' });
  });

  it('round-trips later optional parts without the earlier ones', () => {
    const cases = [
      [routes.showSearchResults, { sortId: 'price' }, '/iv2/searchresults/shows/sort/price'],
      [routes.showSearchResults, { preferredProductId: 'any' }, '/iv2/searchresults/shows/product/any'],
      [routes.hotelSearchResults, { roomQty: 5, preferredProductId: 7 }, '/iv2/searchresults/hotels/rooms/5/product/7'],
      [routes.restaurantSearchResults, { filterCode: 'Any' }, '/iv2/searchresults/restaurants/filters/Any'],
      [routes.tourSearchResults, { startDate: '2026-12-01', categoryId: 885 }, '/iv2/searchresults/tours/2026-12-01/category/885'],
    ] as const;
    for (const [route, params, path] of cases) {
      const r = route as Route<string, unknown>;
      expect(r.build(params)).toBe(path);
      expect(r.parse(path)).toEqual(params);
    }
  });

  it('drops an end date that has no start date (the path has no slot for it)', () => {
    expect(routes.showSearchResults.build({ endDate: '2026-12-05', sortId: 'name' })).toBe('/iv2/searchresults/shows/sort/name');
  });
});

describe('product helpers', () => {
  it('slugifies product names in builders', () => {
    expect(routes.showProductDetails.build({ productID: 7, productName: "Penn & Teller's Show" })).toBe(
      '/iv2/las-vegas-shows/7/penn-and-tellers-show/dates',
    );
  });

  it('builds the details path of each product type, none for air+hotel', () => {
    expect(productDetailsPath('SHOW', { productID: 1, productName: 'O' })).toBe('/iv2/las-vegas-shows/1/o/dates');
    expect(productDetailsPath('HOTEL', { productID: 2, productName: 'Aria', startDate: '2026-12-01', endDate: '2026-12-03' })).toBe(
      '/iv2/las-vegas-hotels/2/aria/dates/2026-12-01/2026-12-03',
    );
    expect(productDetailsPath('POOL_CLUB', { productID: 3, productName: 'Wet Republic' })).toBe(
      '/iv2/las-vegas-pool-clubs/3/wet-republic/dates',
    );
    expect(productDetailsPath('GAY_CLUB', { productID: 4, productName: 'Piranha' })).toBe('/iv2/las-vegas-gay-clubs/4/piranha/dates');
    expect(productDetailsPath('SPORTS_BOOK', { productID: 5, productName: 'Circa' })).toBe('/iv2/las-vegas-sportsbooks/5/circa/dates');
    expect(productDetailsPath('AIR_HOTEL', { productID: 6, productName: 'x' })).toBeNull();
  });

  it('builds the search path of a type with dates', () => {
    expect(searchResultsPath('SHOW', { startDate: '2026-12-01', endDate: '2026-12-15' })).toBe(
      '/iv2/searchresults/shows/2026-12-01/-/2026-12-15',
    );
    expect(searchResultsPath('HOTEL')).toBe('/iv2/searchresults/hotels');
    expect(searchResultsPath('SPA')).toBeNull();
  });
});

describe('route precedence', () => {
  it('prefers specific routes over content shapes', () => {
    expect(parseRoute('/hotels/citywide-hotel-deals-calendar')?.name).toBe('citywideHotelDealsCalendar');
    expect(parseRoute('/hotels/bellagio')?.name).toBe('staticProductLandingPage');
    expect(parseRoute('/shows/december-2026')?.name).toBe('showCalendarMonth');
    expect(parseRoute('/shows/comedy')?.name).toBe('staticProductLandingPage');
    expect(parseRoute('/nightlife/bars')).toEqual({ name: 'linePage', params: { line: 'bars' } });
    expect(parseRoute('/nightlife/bars/the-chandelier')?.name).toBe('staticProductLandingPage');
    expect(parseRoute('/nightlife/new-years-eve')?.name).toBe('contentPage');
    expect(parseRoute('/resorts')).toEqual({ name: 'linePage', params: { line: 'resorts' } });
    expect(parseRoute('/restaurant')).toEqual({ name: 'linePage', params: { line: 'restaurants' } });
  });

  it('recognises every static landing shape of spec 2.2', () => {
    const shapes = [
      '/shows/comedy/carrot-top',
      '/nightlife/pool-clubs/strip/wet-republic',
      '/gaming/poker-rooms',
      '/gaming/poker-rooms/strip/bellagio-poker-room',
      '/attractions/thrill-rides',
      '/restaurants/steakhouses/strip',
      '/tours/grand-canyon',
      '/tours/grand-canyon/west-rim-by-bus',
      '/nightclubs/omnia',
      '/pools/garden-of-the-gods',
      '/spas/qua',
      '/resorts/bellagio',
      '/shopping/antique-stores',
    ];
    for (const path of shapes) {
      const parsed = parseRoute(path);
      expect(parsed?.name, path).toBe('staticProductLandingPage');
      if (parsed?.name === 'staticProductLandingPage') {
        expect(routes.staticProductLandingPage.build(parsed.params)).toBe(path);
      }
    }
  });

  it('falls back to the content catch-all for other content shapes', () => {
    expect(parseRoute('/shows/comedy/carrot-top/extra')?.name).toBe('contentPage');
    expect(parseRoute('/nightclubs/omnia/tables')?.name).toBe('contentPage');
  });
});

describe('types', () => {
  it('types params per route', () => {
    expectTypeOf(routes.showSearchResults.parse).returns.toEqualTypeOf<ParamsOf<'showSearchResults'> | null>();
    expectTypeOf<ParamsOf<'hotelProductDetails'>['roomQty']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ParamsOf<'showSearchResults'>['categoryId']>().toEqualTypeOf<number | 'all' | undefined>();
    expectTypeOf<ParamsOf<'paypal'>['status']>().toEqualTypeOf<'approved' | 'cancelled'>();
    // Routes without parameters build without an argument.
    expect(routes.cart.build()).toBe('/iv2/cart');
    // @ts-expect-error shows cannot be sorted by vibe
    routes.showSearchResults.build({ sortId: 'vibe' });
    // @ts-expect-error a product id is a number
    routes.showProductDetails.build({ productID: '7', productName: 'o' });
    // @ts-expect-error seat selection needs its dates
    routes.showSeatSelection.build({ productID: 7, productName: 'o', dateTime: '2026-12-01T19:00' });
  });
});
