import * as z from 'zod/mini';
import { STAY_MESSAGES } from './rules';

/**
 * POST /api/stays: a room type for a stay (the room selection page's Select). The dates, rooms
 * and guests are judged by rules.checkStay and the room type's occupancy in the workflow.
 */
/** A database id: a positive integer the database's integer columns hold (a bigger one is a 400, not a failed query). */
const idSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));

export const stayBodySchema = z.object({
  /** The hotel whose page the visitor chose from: a room type of another hotel is refused. */
  productId: idSchema,
  skuId: idSchema,
  checkIn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, STAY_MESSAGES.badDates)),
  checkOut: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, STAY_MESSAGES.badDates)),
  rooms: z.int().check(z.minimum(1), z.maximum(99)),
  guests: z.int().check(z.minimum(1), z.maximum(99)),
});
export type StayBody = z.infer<typeof stayBodySchema>;

/** What POST /api/stays answers. */
export interface StayHoldAnswer {
  readonly skuId: number;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: number;
  readonly guests: number;
  readonly heldUntil: string | null;
  /** The rooms' whole stay in cents: rates, resort fees and taxes. */
  readonly totalCents: number;
  readonly cartCount: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const digits = (name: string, pattern: RegExp, what: string) =>
  z.pipe(z.string().check(z.regex(pattern, `${name}: ${what}`)), z.transform(Number));

/**
 * GET /api/stays/offer?productId=&checkIn=&checkOut=&rooms=: the room selection list of a hotel for
 * a stay, read fresh for the visitor (their member and insider rates, rooms left now). The stay
 * itself (same-day end, at most 14 nights, past check-in, 1 to 4 rooms) is judged by rules.checkStay.
 */
export const stayOfferQuerySchema = z.object({
  productId: digits('productId', /^[1-9]\d{0,8}$/, 'a product id'),
  checkIn: z.string().check(z.regex(ISO_DATE, STAY_MESSAGES.badDates)),
  checkOut: z.string().check(z.regex(ISO_DATE, STAY_MESSAGES.badDates)),
  rooms: digits('rooms', /^\d{1,2}$/, STAY_MESSAGES.rooms),
});
export type StayOfferQuery = z.output<typeof stayOfferQuerySchema>;

/** GET /api/stays/rate-calendar?productId=&month=yyyy-MM: a hotel's two months of lowest one-night rates. */
export const rateCalendarQuerySchema = z.object({
  productId: digits('productId', /^[1-9]\d{0,8}$/, 'a product id'),
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: yyyy-MM'))),
});
