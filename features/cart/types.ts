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
