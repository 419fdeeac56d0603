import * as z from 'zod/mini';

/** POST /api/product-views body. */
export const productViewBodySchema = z.object({
  productId: z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
});

export interface ProductViewAnswer {
  /** Other visitors looking at the product right now (the caller not counted). */
  readonly lookingNow: number;
  /** Orders with the product placed today (Pacific date). */
  readonly bookedToday: number;
  /** Orders with the product in the past 24 hours. */
  readonly bookedPast24Hours: number;
  /** Whole hours since the newest such order within the lookback window, or null. */
  readonly lastBookedHoursAgo: number | null;
}

/** The first-party cookie that tells one visitor's views from another's (a random id, nothing else). */
export const VISITOR_COOKIE = 'VISITOR_ID';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
