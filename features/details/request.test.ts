import { describe, expect, it } from 'vitest';
import { productDetailsRequest } from './request';

describe('productDetailsRequest', () => {
  it('reads a show url with dates, and builds its canonical and renamed forms', () => {
    const request = productDetailsRequest(['las-vegas-shows', '1040', 'old-name', 'dates', '2026-12-01', '2026-12-03']);
    expect(request).toMatchObject({
      productID: 1040,
      productName: 'old-name',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      roomQty: null,
      types: ['SHOW'],
      singular: 'Show',
      lineHref: '/shows',
    });
    expect(request!.build({ productName: 'cirque-lumiere' })).toBe('/iv2/las-vegas-shows/1040/cirque-lumiere/dates/2026-12-01/2026-12-03');
    expect(request!.canonical('cirque-lumiere')).toBe('/iv2/las-vegas-shows/1040/cirque-lumiere/dates');
  });

  it('keeps a hotel’s room quantity, and shows air+hotel packages under the hotel base', () => {
    const request = productDetailsRequest(['las-vegas-hotels', '1009', 'x', 'dates', '2026-12-01', '2026-12-03', 'quantity', '2']);
    expect(request).toMatchObject({ roomQty: 2, types: ['HOTEL', 'AIR_HOTEL'], lineHref: '/hotels' });
    expect(request!.build({ productName: 'the-bellamy' })).toBe('/iv2/las-vegas-hotels/1009/the-bellamy/dates/2026-12-01/2026-12-03/quantity/2');
  });

  it('leads sold products to their search results, the product first where the search allows it', () => {
    const flags = { disablePreferredProduct: false };
    const show = productDetailsRequest(['las-vegas-shows', '1040', 'x', 'dates', '2026-12-01', '2026-12-03'])!;
    expect(show.datesHref({ id: 1040, type: 'SHOW', sellable: true }, flags)).toBe('/iv2/searchresults/shows/2026-12-01/-/2026-12-03/product/1040');
    const tour = productDetailsRequest(['las-vegas-tours', '7', 'x', 'dates'])!;
    expect(tour.datesHref({ id: 7, type: 'TOUR', sellable: true }, flags)).toBe('/iv2/searchresults/tours');
    const spa = productDetailsRequest(['las-vegas-spas', '8', 'x', 'dates'])!;
    expect(spa.datesHref({ id: 8, type: 'SPA', sellable: false }, flags)).toBeNull();
  });

  it('pins no show in its search results while FLAG_DISABLE_PREFERRED_PRODUCT is on; a hotel still (storefront 2.2)', () => {
    const flags = { disablePreferredProduct: true };
    const show = productDetailsRequest(['las-vegas-shows', '1040', 'x', 'dates', '2026-12-01', '2026-12-03'])!;
    expect(show.datesHref({ id: 1040, type: 'SHOW', sellable: true }, flags)).toBe('/iv2/searchresults/shows/2026-12-01/-/2026-12-03');
    const hotel = productDetailsRequest(['las-vegas-hotels', '1009', 'x', 'dates', '2026-12-01', '2026-12-03'])!;
    expect(hotel.datesHref({ id: 1009, type: 'HOTEL', sellable: true }, flags)).toBe('/iv2/searchresults/hotels/2026-12-01/-/2026-12-03/product/1009');
  });

  it('refuses what no details route accepts', () => {
    for (const segments of [
      ['las-vegas-shows', 'abc', 'x', 'dates'],
      ['las-vegas-shows', '0', 'x', 'dates'],
      ['las-vegas-shows', '2147483648', 'x', 'dates'],
      ['las-vegas-shows', '1', 'Not_A_Slug', 'dates'],
      ['las-vegas-shows', '1', 'x', 'dates', '2026-02-30'],
      ['las-vegas-shows', '1', 'x', 'dates', '2026-12-01', '2026-12-02', 'extra'],
      ['las-vegas-shows', '1', 'x', 'dates', '2026-12-01', '2026-12-02', 'quantity', '2'],
      ['las-vegas-boats', '1', 'x', 'dates'],
      ['searchresults', '1', 'x', 'dates'],
    ]) {
      expect(productDetailsRequest(segments), segments.join('/')).toBeNull();
    }
  });
});
