import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseRoute, parseRouteSegments, productDetailsPath, ROUTE_NAMES, routes, searchResultsPath } from './routes';
import type { ParamsOf, RouteName } from './routes';
import type { Route } from './define-route';
import { samples } from './route-samples.fixture';
import type { Sample } from './route-samples.fixture';

const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

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

  it("round-trips the show quantity url's 'swap' default item (ticket-buying 4), and no other word", () => {
    const params = { productID: 107, productName: 'blue-man-group', dateTime: '2026-12-01T19:00', defaultItemId: 'swap' as const };
    const path = routes.showSkuSelection.build(params);
    expect(path).toBe('/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?defaultItemId=swap');
    expect(routes.showSkuSelection.parse(path)).toEqual(params);
    expect(routes.showSkuSelection.parse('/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00?defaultItemId=swapped')).toBeNull();
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
    expect(parseRoute('/shopping/antique-stores')).toEqual({ name: 'shoppingCategoryPage', params: { category: 'antique-stores' } });
    expect(parseRoute('/shopping/fashion-show-mall')?.name).toBe('staticProductLandingPage');
  });

  it('builds and parses the six shopping category pages of spec 2.2', () => {
    const slugs = ['antique-stores', 'art-galleries', 'ethnic-stores', 'souvenir-shops', 'tattoo-parlors', 'adult-stores'] as const;
    for (const category of slugs) {
      expect(routes.shoppingCategoryPage.build({ category })).toBe(`/shopping/${category}`);
      expect(routes.shoppingCategoryPage.parse(`/shopping/${category}`)).toEqual({ category });
    }
    expect(routes.shoppingCategoryPage.parse('/shopping/no-such')).toBeNull();
    expect(routes.shoppingCategoryPage.parse('/shopping/Antique-Stores')).toBeNull();
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
      '/shopping/fashion-show-mall',
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
