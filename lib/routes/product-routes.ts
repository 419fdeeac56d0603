import { z } from 'zod';
import { URL_BASES } from '../config/product-types';
import type { UrlBaseKey } from '../config/product-types';
import { APP_ROOT_SEGMENT, defineRoute, readQuery, SegmentCursor } from './define-route';
import type { RawParams } from './define-route';
import {
  dateTimeSchema,
  idSchema,
  isoDateSchema,
  queryFlagSchema,
  quantitySchema,
  roomQtySchema,
  slugify,
  slugSchema,
  ticketTypeSchema,
} from './params';

/** Reads `/iv2/{base}/{productID}/{productName}` and leaves the cursor after it. */
function productHead(base: string, segments: readonly string[]): { cursor: SegmentCursor; raw: RawParams } | null {
  const cursor = new SegmentCursor(segments);
  if (!cursor.literals([APP_ROOT_SEGMENT, base])) return null;
  const productID = cursor.take();
  const productName = cursor.take();
  if (productID === undefined || productName === undefined) return null;
  return { cursor, raw: { productID, productName } };
}

function productSegments(base: string, params: { productID: number; productName: string }): string[] {
  return [APP_ROOT_SEGMENT, base, String(params.productID), slugify(params.productName)];
}

/** Reads `[/{startDate}[/{endDate}]]`, stopping at `stopAt` (the next literal key). */
function optionalDates(cursor: SegmentCursor, raw: RawParams, stopAt?: string): void {
  const start = cursor.peek();
  if (start === undefined || start === stopAt) return;
  raw.startDate = cursor.take();
  const end = cursor.peek();
  if (end === undefined || end === stopAt) return;
  raw.endDate = cursor.take();
}

function pushOptionalDates(segments: string[], params: { startDate?: string | undefined; endDate?: string | undefined }): void {
  // An end date without a start date has no slot in the path.
  if (params.startDate === undefined) return;
  segments.push(params.startDate);
  if (params.endDate !== undefined) segments.push(params.endDate);
}

// ---------------------------------------------------------------------------
// Product details: /iv2/{base}/{productID}/{productName}/dates[/{startDate}[/{endDate}]]
// ---------------------------------------------------------------------------

const productDetailsSchema = z.object({
  productID: idSchema,
  productName: slugSchema,
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  /** `?nc=1` asks for fresh (uncached) availability. */
  nc: queryFlagSchema.optional(),
});

const hotelDetailsSchema = productDetailsSchema.extend({ roomQty: roomQtySchema.optional() });

function productDetailsRoute<N extends string>(name: N, baseKey: UrlBaseKey) {
  const base = URL_BASES[baseKey];
  return defineRoute({
    name,
    schema: productDetailsSchema,
    toUrl: (params) => {
      const segments = [...productSegments(base, params), 'dates'];
      pushOptionalDates(segments, params);
      return { segments, query: { nc: params.nc ? 1 : undefined } };
    },
    match: (segments, query) => {
      const head = productHead(base, segments);
      if (head === null || !head.cursor.literal('dates')) return null;
      optionalDates(head.cursor, head.raw);
      if (!head.cursor.done) return null;
      return { ...head.raw, ...readQuery(query, ['nc']) };
    },
  });
}

export const attractionProductDetails = productDetailsRoute('attractionProductDetails', 'attractions');
export const clubProductDetails = productDetailsRoute('clubProductDetails', 'clubs');
export const spaProductDetails = productDetailsRoute('spaProductDetails', 'spas');
export const barProductDetails = productDetailsRoute('barProductDetails', 'bars');
export const shoppingProductDetails = productDetailsRoute('shoppingProductDetails', 'shopping');
export const tourProductDetails = productDetailsRoute('tourProductDetails', 'tours');
export const showProductDetails = productDetailsRoute('showProductDetails', 'shows');
export const restaurantProductDetails = productDetailsRoute('restaurantProductDetails', 'restaurants');
export const poolProductDetails = productDetailsRoute('poolProductDetails', 'pools');
export const sportsBookProductDetails = productDetailsRoute('sportsBookProductDetails', 'sportsBooks');
// Bases of spec 2.2 without a route name in 2.1; named here so every base has a builder.
export const poolClubProductDetails = productDetailsRoute('poolClubProductDetails', 'poolClubs');
export const gayClubProductDetails = productDetailsRoute('gayClubProductDetails', 'gayClubs');
export const stripClubProductDetails = productDetailsRoute('stripClubProductDetails', 'stripClubs');

/** Hotel details: the product details shape plus an optional `/quantity/{roomQty}` after the dates. */
export const hotelProductDetails = defineRoute({
  name: 'hotelProductDetails',
  schema: hotelDetailsSchema,
  toUrl: (params) => {
    const segments = [...productSegments(URL_BASES.hotels, params), 'dates'];
    pushOptionalDates(segments, params);
    if (params.roomQty !== undefined) segments.push('quantity', String(params.roomQty));
    return { segments, query: { nc: params.nc ? 1 : undefined } };
  },
  match: (segments, query) => {
    const head = productHead(URL_BASES.hotels, segments);
    if (head === null || !head.cursor.literal('dates')) return null;
    optionalDates(head.cursor, head.raw, 'quantity');
    if (head.cursor.literal('quantity')) {
      const roomQty = head.cursor.take();
      if (roomQty === undefined) return null;
      head.raw.roomQty = roomQty;
    }
    if (!head.cursor.done) return null;
    return { ...head.raw, ...readQuery(query, ['nc']) };
  },
});

/** Restaurants are also reachable by id alone (links from content that lack the name). */
export const restaurantProductDetailsById = defineRoute({
  name: 'restaurantProductDetailsById',
  schema: z.object({ productID: idSchema }),
  toUrl: (params) => ({ segments: [APP_ROOT_SEGMENT, URL_BASES.restaurants, String(params.productID)] }),
  match: (segments) => {
    const cursor = new SegmentCursor(segments);
    if (!cursor.literals([APP_ROOT_SEGMENT, URL_BASES.restaurants])) return null;
    const productID = cursor.take();
    return productID !== undefined && cursor.done ? { productID } : null;
  },
});

// ---------------------------------------------------------------------------
// Sku (quantity) selection: /iv2/{base}/{productID}/{productName}/quantity/{dateTime}…
// ---------------------------------------------------------------------------

const skuHeadSchema = z.object({
  productID: idSchema,
  productName: slugSchema,
  dateTime: dateTimeSchema,
});

function skuHead(base: string, segments: readonly string[]) {
  const head = productHead(base, segments);
  if (head === null || !head.cursor.literal('quantity')) return null;
  const dateTime = head.cursor.take();
  if (dateTime === undefined) return null;
  head.raw.dateTime = dateTime;
  return head;
}

/** Club and restaurant: the performance time only. */
function skuSelectionRoute<N extends string>(name: N, baseKey: UrlBaseKey) {
  const base = URL_BASES[baseKey];
  return defineRoute({
    name,
    schema: skuHeadSchema,
    toUrl: (params) => ({ segments: [...productSegments(base, params), 'quantity', params.dateTime] }),
    match: (segments) => {
      const head = skuHead(base, segments);
      return head !== null && head.cursor.done ? head.raw : null;
    },
  });
}

const skuWithDatesSchema = skuHeadSchema.extend({ startDate: isoDateSchema, endDate: isoDateSchema });

/** Attraction, tour and hotel: the search dates travel along so "back" restores the search. */
function skuSelectionWithDatesRoute<N extends string>(name: N, baseKey: UrlBaseKey) {
  const base = URL_BASES[baseKey];
  return defineRoute({
    name,
    schema: skuWithDatesSchema,
    toUrl: (params) => ({
      segments: [...productSegments(base, params), 'quantity', params.dateTime, params.startDate, params.endDate],
    }),
    match: (segments) => {
      const head = skuHead(base, segments);
      if (head === null) return null;
      const startDate = head.cursor.take();
      const endDate = head.cursor.take();
      if (startDate === undefined || endDate === undefined || !head.cursor.done) return null;
      return { ...head.raw, startDate, endDate };
    },
  });
}

export const clubSkuSelection = skuSelectionRoute('clubSkuSelection', 'clubs');
export const restaurantSkuSelection = skuSelectionRoute('restaurantSkuSelection', 'restaurants');
export const attractionSkuSelection = skuSelectionWithDatesRoute('attractionSkuSelection', 'attractions');
export const tourSkuSelection = skuSelectionWithDatesRoute('tourSkuSelection', 'tours');
export const hotelSkuSelection = skuSelectionWithDatesRoute('hotelSkuSelection', 'hotels');

const SHOW_SKU_QUERY_KEYS = ['defaultItemId', 'defaultTicketType', 'defaultQuantity', 'resetSkuSeating'] as const;

export const showSkuSelection = defineRoute({
  name: 'showSkuSelection',
  schema: skuHeadSchema.extend({
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    defaultItemId: idSchema.optional(),
    defaultTicketType: ticketTypeSchema.optional(),
    defaultQuantity: quantitySchema.optional(),
    resetSkuSeating: queryFlagSchema.optional(),
  }),
  toUrl: (params) => {
    const segments = [...productSegments(URL_BASES.shows, params), 'quantity', params.dateTime];
    pushOptionalDates(segments, params);
    return {
      segments,
      query: {
        defaultItemId: params.defaultItemId,
        defaultTicketType: params.defaultTicketType,
        defaultQuantity: params.defaultQuantity,
        resetSkuSeating: params.resetSkuSeating ? 1 : undefined,
      },
    };
  },
  match: (segments, query) => {
    const head = skuHead(URL_BASES.shows, segments);
    if (head === null) return null;
    optionalDates(head.cursor, head.raw);
    if (!head.cursor.done) return null;
    return { ...head.raw, ...readQuery(query, SHOW_SKU_QUERY_KEYS) };
  },
});

// ---------------------------------------------------------------------------
// Show seat selection: /iv2/las-vegas-shows/{productID}/{productName}/seats/{dateTime}/{startDate}/{endDate}
// ---------------------------------------------------------------------------

export const showSeatSelection = defineRoute({
  name: 'showSeatSelection',
  schema: skuWithDatesSchema,
  toUrl: (params) => ({
    segments: [...productSegments(URL_BASES.shows, params), 'seats', params.dateTime, params.startDate, params.endDate],
  }),
  match: (segments) => {
    const head = productHead(URL_BASES.shows, segments);
    if (head === null || !head.cursor.literal('seats')) return null;
    const dateTime = head.cursor.take();
    const startDate = head.cursor.take();
    const endDate = head.cursor.take();
    if (dateTime === undefined || startDate === undefined || endDate === undefined || !head.cursor.done) return null;
    return { ...head.raw, dateTime, startDate, endDate };
  },
});
