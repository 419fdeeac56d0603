import { describe, expect, it } from 'vitest';
import { pageTypeFor } from './page-type';
import type { PageType } from './page-type';

const CASES: readonly (readonly [string, PageType])[] = [
  ['/', 'home'],
  ['/iv2/las-vegas-shows/107/blue-man-group/dates', 'pdp'],
  ['/iv2/las-vegas-hotels/108/bellagio/dates/2026-12-01/2026-12-03/quantity/2', 'pdp'],
  ['/iv2/las-vegas-restaurants/109', 'pdp'],
  ['/iv2/las-vegas-sportsbooks/111/westgate-superbook/dates', 'pdp'],
  ['/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00', 'pqp'],
  ['/iv2/las-vegas-tours/106/grand-canyon/quantity/2026-12-02T07:15/2026-12-01/2026-12-05', 'pqp'],
  ['/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T19:00/2026-12-01/2026-12-05', 'pqp'],
  ['/iv2/searchresults/shows/2026-12-01/-/2026-12-05/category/259/sort/price/product/any', 'product-search'],
  ['/iv2/searchresults/hotelSearchResults', 'product-search'],
  ['/iv2/searchresults/sitesearch?rq=cirque', 'product-search'],
  ['/iv2/cart', 'cart'],
  ['/iv2/checkout', 'cart-guest-info'],
  ['/iv2/billing', 'cart-payment-info'],
  ['/iv2/confirmation/VG-20261201', 'order-complete'],
  ['/shows', 'category'],
  ['/resorts', 'category'],
  ['/nightlife/poolclubs', 'category'],
  ['/shows/december-2026', 'category'],
  ['/shows/comedy/carrot-top', 'category'],
  ['/lounge/guide', 'category'],
  ['/lasvegastraveldeals', 'category'],
  ['/iv2/login', 'other'],
  ['/iv2/orders', 'other'],
  ['/iv2/paypal/approved?token=EC-1', 'other'],
  ['/iv2/searchresults/shows/2026-02-30', 'other'],
  ['/iv2/nothing', 'other'],
];

describe('pageTypeFor', () => {
  for (const [path, type] of CASES) {
    it(`${path} -> ${type}`, () => {
      expect(pageTypeFor(path)).toBe(type);
    });
  }
});
