import type { OrderPaymentStatus } from '@/lib/db/schema';
import type { CartView } from '@/features/cart/types';
import type { OrderTotals } from './pricing';

import type { CartGuest } from '@/features/cart/types';

/** The guest step's details: saved on the cart until the order takes them. */
export type GuestDetails = CartGuest;

/** What the billing page shows: the cart, the guest, and the totals the server computed. */
export interface CheckoutView {
  readonly cart: CartView;
  readonly guest: GuestDetails | null;
  /** The cart became an order already. */
  readonly booked: boolean;
  readonly totals: OrderTotals;
}

export interface TicketView {
  readonly id: string;
  readonly admission: number;
  readonly seat: { readonly section: string; readonly row: string; readonly seat: string } | null;
}

export interface OrderItemView {
  readonly id: number;
  readonly productId: number;
  readonly productName: string;
  readonly productType: string;
  readonly skuId: number;
  readonly skuName: string;
  readonly startsAt: Date | null;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly feesCents: number;
  readonly taxesCents: number;
  readonly discountCents: number;
  readonly totalCents: number;
  readonly tickets: readonly TicketView[];
  /** A hotel stay (quantity is its rooms; it has no tickets); absent or null for tickets. */
  readonly stay?: OrderStayView | null;
  /** The ticket information the item was sold with (its fulfillment option's); absent or null: the default. */
  readonly fulfillmentMessage?: string | null;
}

/** A stay sold by an order, with the confirmation number of that stay. */
export interface OrderStayView {
  readonly confirmationNumber: string;
  /** yyyy-MM-dd, Pacific. */
  readonly checkIn: string;
  readonly checkOut: string;
  readonly guests: number;
  readonly nightly: readonly { readonly night: string; readonly rateCents: number }[];
  readonly cancellationHours: number;
}

export interface OrderView {
  readonly id: string;
  readonly number: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userId: string | null;
  /** yyyy-MM-dd, Pacific time. */
  readonly orderDate: string;
  readonly createdAt: Date;
  readonly promoCode: string | null;
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly feesCents: number;
  readonly taxesCents: number;
  readonly totalCents: number;
  readonly giftCardCents: number;
  readonly chargedCents: number;
  readonly paymentProvider: string | null;
  /** Where the order's money stands (ORDER_PAYMENT_STATUSES): a voided or refunded order is no valid purchase. */
  readonly paymentStatus: OrderPaymentStatus;
  readonly items: readonly OrderItemView[];
}

export type CheckoutFailureCode =
  | 'EMPTY'
  | 'UNAVAILABLE'
  | 'ALREADY_BOOKED'
  | 'DECLINED'
  | 'PAYMENT_FAILED'
  | 'HOLD_LOST'
  | 'CART_CHANGED'
  | 'PROMO'
  | 'GIFT_CARD'
  | 'CARD'
  | 'IN_PROGRESS'
  /** PayPal: the buyer cancelled at PayPal, or the token names no payment. */
  | 'CANCELLED'
  /** PayPal or a hosted card page: the payment was started too long ago to be finished. */
  | 'EXPIRED'
  | 'UNKNOWN';

export type PlaceOrderResult =
  | { readonly ok: true; readonly order: { readonly id: string; readonly number: string }; readonly replayed: boolean }
  | { readonly ok: true; readonly redirect: string }
  | { readonly ok: false; readonly code: CheckoutFailureCode; readonly message: string; readonly field?: string };
