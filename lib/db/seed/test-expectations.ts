import type { ProductType } from './data/types';

// What the seed tests expect, written from the spec rather than derived from the code under test.
/** Spec 2.2 detail-page bases; packages share the hotel base. */
export const EXPECTED_URL_BASE: Record<ProductType, string> = {
  HOTEL: 'las-vegas-hotels',
  AIR_HOTEL: 'las-vegas-hotels',
  SHOW: 'las-vegas-shows',
  TOUR: 'las-vegas-tours',
  ATTRACTION: 'las-vegas-attractions',
  CLUB: 'las-vegas-clubs',
  RESTAURANT: 'las-vegas-restaurants',
  SPA: 'las-vegas-spas',
  BAR: 'las-vegas-bars',
  GAY_CLUB: 'las-vegas-gay-clubs',
  POOL_CLUB: 'las-vegas-pool-clubs',
  SPORTS_BOOK: 'las-vegas-sportsbooks',
  SHOPPING: 'las-vegas-shopping',
};

/** Spec 2.2: strip clubs have a details base but no product type; the seed files them as bars. */
export const EXPECTED_STRIP_CLUB_BASE = 'las-vegas-strip-clubs';
/** The category that makes a bar a strip club (group, slug). */
export const EXPECTED_STRIP_CLUB_CATEGORY = { group: 'BARCATEGORIES', slug: 'strip-clubs' };

/** Spec 2.2's shopping category pages, by the slug of their category (group SHOPPINGCATEGORIES). */
export const EXPECTED_SHOPPING_CATEGORY_SLUGS = ['antique-stores', 'art-galleries', 'ethnic-stores', 'souvenir-shops', 'tattoo-parlors', 'adult-stores'];
