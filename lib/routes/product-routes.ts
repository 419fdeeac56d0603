import { z } from 'zod';
import { URL_BASES } from '../config/product-types';
import type { UrlBase } from '../config/product-types';
import type { RouteDeclaration } from './define-route';
import {
  dateTimeSchema,
  idSchema,
  isoDateSchema,
  queryFlagSchema,
  quantitySchema,
  roomQtySchema,
  slugSchema,
  SWAP_DEFAULT_ITEM,
  ticketTypeSchema,
} from './params';

/** `/iv2/{base}/{productID}/{productName}`; the builder slugifies the name. */
const product = { productID: idSchema, productName: slugSchema };
const optionalDates = { startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() };
const dates = { startDate: isoDateSchema, endDate: isoDateSchema };
/** `?nc=1` asks for fresh (uncached) availability. */
const nc = { nc: queryFlagSchema.optional() };

/** Product details: `/iv2/{base}/{productID}/{productName}/dates[/{startDate}[/{endDate}]]`. */
function productDetails(base: UrlBase) {
  return {
    path: `/iv2/${base}/:productID/:productName/dates[/:startDate[/:endDate]]`,
    params: { ...product, ...optionalDates },
    query: nc,
    pageType: 'pdp',
  } as const satisfies RouteDeclaration;
}

/** Club and restaurant quantity selection: the performance time only. */
function skuSelection(base: UrlBase) {
  return {
    path: `/iv2/${base}/:productID/:productName/quantity/:dateTime`,
    params: { ...product, dateTime: dateTimeSchema },
    pageType: 'pqp',
  } as const satisfies RouteDeclaration;
}

/** Attraction, tour and hotel: the search dates travel along so "back" restores the search. */
function skuSelectionWithDates(base: UrlBase) {
  return {
    path: `/iv2/${base}/:productID/:productName/quantity/:dateTime/:startDate/:endDate`,
    params: { ...product, dateTime: dateTimeSchema, ...dates },
    pageType: 'pqp',
  } as const satisfies RouteDeclaration;
}

export const productRouteDeclarations = {
  // Product details
  attractionProductDetails: { ...productDetails(URL_BASES.attractions), detailsFor: 'ATTRACTION' },
  clubProductDetails: { ...productDetails(URL_BASES.clubs), detailsFor: 'CLUB' },
  spaProductDetails: { ...productDetails(URL_BASES.spas), detailsFor: 'SPA' },
  barProductDetails: { ...productDetails(URL_BASES.bars), detailsFor: 'BAR' },
  shoppingProductDetails: { ...productDetails(URL_BASES.shopping), detailsFor: 'SHOPPING' },
  tourProductDetails: { ...productDetails(URL_BASES.tours), detailsFor: 'TOUR' },
  showProductDetails: { ...productDetails(URL_BASES.shows), detailsFor: 'SHOW' },
  /** Hotel details: the product details shape plus an optional `/quantity/{roomQty}` after the dates. */
  hotelProductDetails: {
    path: `/iv2/${URL_BASES.hotels}/:productID/:productName/dates[/:startDate[/:endDate]][/quantity/:roomQty]`,
    params: { ...product, ...optionalDates, roomQty: roomQtySchema.optional() },
    query: nc,
    pageType: 'pdp',
    detailsFor: 'HOTEL',
  },
  restaurantProductDetails: { ...productDetails(URL_BASES.restaurants), detailsFor: 'RESTAURANT' },
  /** Restaurants are also reachable by id alone (links from content that lack the name). */
  restaurantProductDetailsById: {
    path: `/iv2/${URL_BASES.restaurants}/:productID`,
    params: { productID: idSchema },
    pageType: 'pdp',
  },
  poolProductDetails: productDetails(URL_BASES.pools),
  sportsBookProductDetails: { ...productDetails(URL_BASES.sportsBooks), detailsFor: 'SPORTS_BOOK' },
  // Bases of spec 2.2 without a route name in 2.1; named here so every base has a builder.
  poolClubProductDetails: { ...productDetails(URL_BASES.poolClubs), detailsFor: 'POOL_CLUB' },
  gayClubProductDetails: { ...productDetails(URL_BASES.gayClubs), detailsFor: 'GAY_CLUB' },
  stripClubProductDetails: productDetails(URL_BASES.stripClubs),

  // Sku (quantity) selection: /iv2/{base}/{productID}/{productName}/quantity/{dateTime}…
  attractionSkuSelection: skuSelectionWithDates(URL_BASES.attractions),
  clubSkuSelection: skuSelection(URL_BASES.clubs),
  tourSkuSelection: skuSelectionWithDates(URL_BASES.tours),
  showSkuSelection: {
    path: `/iv2/${URL_BASES.shows}/:productID/:productName/quantity/:dateTime[/:startDate[/:endDate]]`,
    params: { ...product, dateTime: dateTimeSchema, ...optionalDates },
    query: {
      // A ticket type's item id, or 'swap': move the cart's seats of this show here (ticket-buying 4).
      defaultItemId: z.union([z.literal(SWAP_DEFAULT_ITEM), idSchema]).optional(),
      defaultTicketType: ticketTypeSchema.optional(),
      defaultQuantity: quantitySchema.optional(),
      resetSkuSeating: queryFlagSchema.optional(),
    },
    pageType: 'pqp',
  },
  /** Hotel room selection; `?roomQty=` carries the details page's room count (below 5) along. */
  hotelSkuSelection: { ...skuSelectionWithDates(URL_BASES.hotels), query: { roomQty: roomQtySchema.optional() } },
  restaurantSkuSelection: skuSelection(URL_BASES.restaurants),

  /** Show seat selection: the seat map is the whole page, so the nav bar goes. */
  showSeatSelection: {
    path: `/iv2/${URL_BASES.shows}/:productID/:productName/seats/:dateTime/:startDate/:endDate`,
    params: { ...product, dateTime: dateTimeSchema, ...dates },
    pageType: 'pqp',
    hides: ['navBar'],
  },
} as const satisfies Record<string, RouteDeclaration>;
