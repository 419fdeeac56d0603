import type { CheckoutFailureCode, PlaceOrderResult } from './types';

export const CHECKOUT_ERRORS = {
  empty: 'Your cart is empty.',
  unavailable: 'Some items in your cart are no longer held or available. Please remove or renew them before checking out.',
  alreadyBooked: 'This cart has already been booked. Check your e-mail for the confirmation, or look the order up by its confirmation number.',
  holdLost: 'Your hold on some seats ran out before the payment finished. Nothing was charged; please review your cart.',
  cartChanged: 'Your cart changed while you were paying. Nothing was charged; please review the total and pay again.',
  inProgress: 'Your order is still being placed. Please wait a moment and refresh this page.',
  guestMissing: 'Please enter the guest information first.',
  giftCardChanged: 'The gift card balance changed while you were paying. Nothing was charged; please try again.',
  cardMissing: 'Please enter your card details.',
  /** A payment the reconciliation job settled because its checkout never finished (a crash): the answer to a retry of it. */
  paymentAbandoned: 'This payment did not finish and was cancelled. Nothing was charged; please try again.',
} as const;

/** A browser may finish a payment it left for the provider's page for this long after starting it. */
export const REDIRECT_PAYMENT_HOURS = 3;

/** What the return from PayPal's or Stripe's page says when it cannot place the order. */
export const REDIRECT_MESSAGES = {
  paypal: {
    unknown: 'This PayPal payment is unknown or has expired. Nothing was charged.',
    cancelled: 'You cancelled the PayPal payment. Nothing was charged; your cart is still held.',
  },
  card: {
    unknown: 'This card payment is unknown or has expired. Nothing was charged.',
    cancelled: 'You cancelled the card payment. Nothing was charged; your cart is still held.',
  },
  foreignCart: 'This payment was started from another cart, so it cannot be finished here. Nothing was charged; please pay again from your own cart.',
  expired: `This payment was started more than ${REDIRECT_PAYMENT_HOURS} hours ago and has expired. Nothing was charged and your cart is kept; please pay again.`,
} as const;

export function failure(code: CheckoutFailureCode, message: string, field?: string): PlaceOrderResult {
  return field ? { ok: false, code, message, field } : { ok: false, code, message };
}

/** A reason the order cannot be placed, carried out of the order's transaction (which it rolls back). */
export class CheckoutAbort extends Error {
  constructor(
    readonly code: CheckoutFailureCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

