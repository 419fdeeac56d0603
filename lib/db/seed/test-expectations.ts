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
