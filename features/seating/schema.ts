import * as z from 'zod/mini';

const id = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/** Most seats one hold may ask for: the 12-ticket cap of the quantity buttons. */
export const MAX_SEATS_PER_HOLD = 12;
/** Most general-admission places one cart may hold of a sku at a performance. */
export const MAX_GA_PER_HOLD = 50;

/** POST /api/holds: hold seats (Add to Cart from the seat map or list) or set a general-admission quantity. */
export const holdBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('seats'),
    performanceId: id,
    skuId: id,
    seatIds: z.array(id).check(z.minLength(1, 'Choose at least one seat.'), z.maxLength(MAX_SEATS_PER_HOLD, `At most ${MAX_SEATS_PER_HOLD} seats.`)),
  }),
  z.object({
    kind: z.literal('ga'),
    performanceId: id,
    skuId: id,
    quantity: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_GA_PER_HOLD)),
  }),
]);
export type HoldBody = z.infer<typeof holdBodySchema>;

/** DELETE /api/holds: give back the cart's seats of a performance (all of them without seatIds). */
export const releaseBodySchema = z.object({
  performanceId: id,
  seatIds: z.optional(z.array(id).check(z.maxLength(MAX_SEATS_PER_HOLD * 4))),
});

/** What POST /api/holds answers. */
export interface HoldAnswer {
  readonly performanceId: number;
  readonly skuId: number;
  readonly seatIds: readonly number[];
  readonly quantity: number;
  /** ISO time the hold lapses; null when nothing is held. */
  readonly heldUntil: string | null;
  readonly relocked: boolean;
  readonly message: string | null;
  /** Items in the cart now (the header's count). */
  readonly cartCount: number;
}

/** POST /api/holds/swap: move the cart's tickets of this performance's show here (ticket-buying 4, 'swap'). */
export const swapBodySchema = z.object({ performanceId: id });

/** What POST /api/holds/swap answers. */
export interface SwapAnswer {
  /** The cart already held tickets of this show for this performance: nothing moved. */
  readonly alreadyThere: boolean;
  /** Tickets now held here (seats and places) that came from another date. */
  readonly moved: number;
  /** Any that could not move (no such seats or places here), with why. */
  readonly kept: readonly string[];
  /** Some seats could not be the same ones: others of the same price were held. */
  readonly relocked: boolean;
  readonly cartCount: number;
}

/** A performance or venue id in an api path. */
export const idParamSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Not an id')),
  z.pipe(z.transform((text: string) => Number(text)), z.number().check(z.maximum(2_147_483_647))),
);

/** `?v=` of GET /api/venues/{id}/seats: the layout version the ticket types named (absent: any). */
export const layoutVersionQuerySchema = z.object({
  v: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a layout version'))),
});
