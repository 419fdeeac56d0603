import type { OrderPaymentStatus } from '@/lib/db/schema';

// What the order lookup says; shared by the endpoint and the form in the browser.
export const ORDER_LOOKUP_MESSAGES = {
  /** The same answer for a wrong e-mail and a wrong number: neither is confirmed to exist. */
  notFound: 'We could not find an order with that e-mail address and confirmation number.',
  throttled: 'Too many attempts to find an order. Please wait 15 minutes and try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

export const ORDER_LOOKUP_URL = '/api/orders/lookup';


/**
 * What the order pages say of an order's payment (My Account's orders, order lookup's verify
 * page, confirmation, ticket pages). Only a captured order's tickets are valid: one being
 * collected is not yet, and a voided or refunded order's never again.
 */
export const ORDER_PAYMENT_TEXT: Record<OrderPaymentStatus, string> = {
  captured: 'Paid',
  authorized: 'Payment processing: the tickets become valid once the payment is collected.',
  voided: 'Cancelled: the payment could not be collected and nothing was charged. These tickets are not valid.',
  refunded: 'Refunded: the payment was returned. These tickets are not valid.',
};

/** A ticket lets its holder in only when its order's payment was collected. */
export function ticketIsValid(paymentStatus: OrderPaymentStatus): boolean {
  return paymentStatus === 'captured';
}
