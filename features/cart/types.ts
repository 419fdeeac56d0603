import type { Tx } from '@/lib/db/rows';
/** What the cart page shows (ticket-buying 3, issue 11 item 1). All money in integer cents. */

/** held: the hold is running; expired: it lapsed (or was taken over); unavailable: the performance is cancelled or over. */
export type CartItemStatus = 'held' | 'expired' | 'unavailable';

export interface CartSeat {
  readonly seatId: number;
  readonly section: string;
  readonly row: string;
  readonly seat: string;
}

export interface CartItemPrices {
  /** Price of one ticket before fees and tax. */
  readonly unitPriceCents: number;
  readonly unitFeeCents: number;
  readonly unitTaxCents: number;
  /** quantity x unit price. */
  readonly subtotalCents: number;
  readonly feesCents: number;
  readonly taxesCents: number;
  /** Subtotal plus fees and taxes. */
  readonly totalCents: number;
}

/** A hotel stay in the cart: the item's quantity is its rooms, its unit prices one room's whole stay. */
export interface CartStay {
  readonly hotelName: string;
  readonly roomTypeName: string;
  readonly beds: string;
  /** yyyy-MM-dd, Pacific. */
  readonly checkIn: string;
  readonly checkOut: string;
  readonly nights: number;
  readonly guests: number;
  /** One room's rate for each night, check-in night first. */
  readonly nightly: readonly { readonly night: string; readonly rateCents: number }[];
  /** Free cancellation until this many hours before check-in. */
  readonly cancellationHours: number;
}

export interface CartItemView {
  /** The cart_items row id: what Remove names. */
  readonly id: string;
  readonly product: { readonly id: number; readonly name: string; readonly href: string | null };
  /** The performance, or null for an undated item. */
  readonly performance: { readonly id: number; readonly startsAt: Date; readonly cancelled: boolean } | null;
  readonly sku: { readonly id: number; readonly name: string; readonly seated: boolean };
  readonly quantity: number;
  /** Assigned seats this cart holds for the item, by section, row and seat; empty for general admission. */
  readonly seats: readonly CartSeat[];
  readonly status: CartItemStatus;
  /** When the earliest of the item's holds lapses; null without a live hold. */
  readonly heldUntil: Date | null;
  /** Seconds left on the hold by the database's clock (so the countdown ignores a skewed server or browser clock). */
  readonly secondsLeft: number;
  readonly prices: CartItemPrices;
  /** The stay of a hotel item; absent (or null) for tickets. */
  readonly stay?: CartStay | null;
  /** The ticket type's own ticket information (its fulfillment option's); absent or null: the default. */
  readonly fulfillmentMessage?: string | null;
}

export interface CartTotals {
  readonly subtotalCents: number;
  readonly feesCents: number;
  readonly taxesCents: number;
  readonly totalCents: number;
}

export interface CartView {
  readonly cartId: string | null;
  /** Grouped by product, then performance, then ticket type. */
  readonly items: readonly CartItemView[];
  readonly totals: CartTotals;
  /** Any item expired or unavailable: checkout waits until it is removed. */
  readonly blocked: boolean;
}

/*
 * The booking core (DESIGN 3). Everything a visitor buys is a cart item of one kind, and every
 * item holds one or more inventory claims, taken all or none, renewed, released and sold
 * together. A claim kind is implemented by the feature that owns the inventory's tables
 * (seating: seat claims and general-admission places); the cart only calls it. A new thing to
 * sell (a room stay: one room-night claim per night; a package: claims across several products;
 * flights) is a new ClaimRequest member, its ClaimKind, and an ItemKind, not a new path.
 */

/** Seats of a performance, by id, for one ticket type (the seat map's Add to Cart). */
export interface SeatClaimRequest {
  readonly kind: 'seats';
  readonly performanceId: number;
  readonly skuId: number;
  readonly seatIds: readonly number[];
}

/** General-admission places of a ticket type at a performance (a counted capacity). */
export interface PlacesClaimRequest {
  readonly kind: 'ga-places';
  readonly performanceId: number;
  readonly skuId: number;
  readonly quantity: number;
}

/**
 * Rooms of one hotel room type (a ROOM sku) for every night from check-in to the night before
 * check-out: one claim per night, all of them or none (features/hotels/claims.ts).
 */
export interface RoomNightsClaimRequest {
  readonly kind: 'room-nights';
  readonly skuId: number;
  /** yyyy-MM-dd, Pacific. */
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: number;
}

/** One inventory claim of an item, as its inventory owner names it. */
export type ClaimRequest = SeatClaimRequest | PlacesClaimRequest | RoomNightsClaimRequest;
export type ClaimKindName = ClaimRequest['kind'];

/** A claim the cart now holds: as asked, or (seats) the best others of the same price when those were taken. */
export interface HeldClaim<R extends ClaimRequest = ClaimRequest> {
  readonly claim: R;
  /** When the hold lapses; null when nothing is held (a quantity of 0). */
  readonly heldUntil: Date | null;
  /** The units asked for were taken and others of the same price and quantity are held instead. */
  readonly relocked: boolean;
  readonly message: string | null;
}

/** Units of a claim sold by an order, for the order's lines and tickets. */
export interface SoldClaim {
  /** The performance of tickets; null for a stay. */
  readonly performanceId: number | null;
  /** The stay of rooms sold (quantity is the rooms); null for tickets. */
  readonly stay: { readonly checkIn: string; readonly checkOut: string } | null;
  readonly skuId: number;
  readonly quantity: number;
  /** The assigned seats sold, in seat-map order; empty for places. */
  readonly seats: readonly { readonly seatId: number; readonly section: string; readonly row: string; readonly seat: string }[];
}

/**
 * What an inventory owner implements for one kind of claim. `within` is the workflow's
 * transaction: every step but a seat hold runs in it. A seat hold is one atomic statement on a
 * connection of its own (the measured hot path, DESIGN 3), so the workflow gives it back with
 * `release` when a later step of the same visitor action fails.
 */
export interface ClaimKind<R extends ClaimRequest> {
  readonly kind: R['kind'];
  /** Takes the whole claim for the cart or none of it; throws an AppError saying why not. */
  hold(cartId: string, claim: R, within: Tx | null): Promise<HeldClaim<R>>;
  /** The hold is one atomic statement on a connection of its own, taken before the workflow opens its transaction. */
  readonly holdsOnItsOwn: boolean;
  /** Gives the cart's claim back, whether or not its inventory is still on sale. */
  release(tx: Tx, cartId: string, claim: R): Promise<void>;
  /**
   * How many units of a performance's ticket type the cart holds, lapsed or not (what a
   * performance item stands for); 0 from kinds that are not of performances (room nights).
   */
  heldQuantity(tx: Tx, cartId: string, at: { readonly performanceId: number; readonly skuId: number }): Promise<number>;
  /** Keeps the cart's live claims from lapsing for `minutes` more (a payment under way). */
  extend(tx: Tx, cartId: string, minutes: number): Promise<void>;
  /** Sells every live claim of the cart of this kind (checkout's transaction). */
  sell(tx: Tx, cartId: string): Promise<readonly SoldClaim[]>;
}

/** The claim kinds the cart can call, one per ClaimRequest member: the compiler asks for a new one. */
export type ClaimKinds = { readonly [K in ClaimKindName]: ClaimKind<Extract<ClaimRequest, { kind: K }>> };

/** What the cart's inventory does at checkout, across every claim kind (handed to checkout's order writing). */
export interface CartInventory {
  /**
   * Locks the cart row for its order (FOR UPDATE, in `tx`) and reads its items: null when there is
   * no such cart.
   */
  lockForOrder(tx: Tx, cartId: string): Promise<{ readonly booked: boolean; readonly items: readonly OrderableCartItem[] } | null>;
  extend(tx: Tx, cartId: string, minutes: number): Promise<void>;
  sell(tx: Tx, cartId: string): Promise<readonly SoldClaim[]>;
  /** The cart became this order: it can never be checked out again. */
  markBooked(tx: Tx, cartId: string, orderId: string): Promise<void>;
}

/** A cart item as order writing takes it, read under the cart's lock. */
export interface OrderableCartItem {
  readonly id: string;
  readonly kind: 'performance' | 'stay';
  readonly productId: number;
  readonly productName: string;
  readonly skuId: number;
  readonly skuName: string;
  readonly seated: boolean;
  readonly performanceId: number | null;
  readonly startsAt: Date | null;
  readonly quantity: number;
  /** The price snapshot taken at the hold; null for items held before snapshots existed. */
  readonly unitPriceCents: number | null;
  readonly checkIn: string | null;
  readonly checkOut: string | null;
  readonly guests: number | null;
  readonly cancellationHours: number | null;
  /** The ticket type's fulfillment message now (kept on the order item); null: the default. */
  readonly fulfillmentMessage: string | null;
}

/** The guest information step's details, saved on the cart (checkout's guest step). */
export interface CartGuest {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

/** What checkout reads of a cart besides its items: the guest step, the saved promo code, and whether it became an order. */
export interface CartCheckoutState {
  readonly guest: CartGuest | null;
  readonly promoCode: string | null;
  readonly booked: boolean;
}

/** A value as JSON carries it (an island's answer): instants as ISO strings. */
export type Wire<T> = T extends Date ? string : T extends readonly (infer U)[] ? readonly Wire<U>[] : T extends object ? { readonly [K in keyof T]: Wire<T[K]> } : T;
