/**
 * The payment provider interface (DESIGN 3, issue 11). A provider authorises an amount, and the
 * order is placed before the authorisation is captured; when placing fails the authorisation is
 * voided, so a failed checkout charges nothing. Card data passes through `authorize` and is
 * never stored or logged: only the provider's reference is kept.
 */

export interface CardInput {
  readonly number: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
  readonly holderName: string;
  readonly postalCode: string;
  readonly country: string;
}

export type AuthorizeResult =
  | { readonly status: 'authorized'; readonly reference: string }
  | { readonly status: 'declined'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

/**
 * What a capture answers: nothing, or the reference to keep from now on (PayPal refunds a
 * capture by the capture's own id, not the authorisation's).
 */
export type CaptureResult = void | { readonly reference: string };

/**
 * What every provider can do with money it authorised. Every call is idempotent at the
 * provider (an idempotency key or request id derived from the reference), so the
 * reconciliation job may repeat a call a crash interrupted.
 *
 * - capture: collects an authorisation. Throws PaymentRefusedError when the provider refuses
 *   for good (an expired or voided authorisation, a declined capture); any other error is
 *   transient and the capture is tried again later. A capture the provider has not completed
 *   (PayPal PENDING) is not paid: it throws an ordinary (transient) error.
 * - void: gives an authorisation back.
 * - refund: gives a captured payment back in full.
 */
export interface SettlingProvider {
  capture(reference: string): Promise<CaptureResult>;
  void(reference: string): Promise<void>;
  refund(reference: string): Promise<void>;
}

/** A provider's definitive refusal (of a capture): retrying will not help. */
export class PaymentRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRefusedError';
  }
}

export interface CardPaymentProvider extends SettlingProvider {
  readonly name: string;
  authorize(input: { amountCents: number; card: CardInput; idempotencyKey: string }): Promise<AuthorizeResult>;
}

/**
 * A redirect provider (PayPal, Stripe Checkout for cards): the buyer approves on the provider's
 * page and comes back through the return route with a token (PayPal's order id, Stripe's
 * Checkout Session id); the approved payment is then authorised, and captured once the order is
 * written (or voided when writing it failed). Card numbers typed there never reach this server.
 */
export interface RedirectPaymentProvider extends SettlingProvider {
  readonly name: string;
  /**
   * Starts a payment of `amountCents`. `returnUrl(status)` is the return route without its
   * token: the provider adds it (PayPal appends `?token={order id}`). Answers the reference
   * to keep, the token the buyer will come back with, and the page to send them to.
   */
  start(input: {
    amountCents: number;
    requestId: string;
    returnUrl: (status: 'approved' | 'cancelled') => string;
    /** What the buyer sees on the provider's page. */
    description?: string;
    /** Our payment this pays (its row id), told to the provider so its webhooks can name it. */
    payment?: { kind: 'order' | 'giftcard'; id: string };
  }): Promise<{ reference: string; token: string; approvalUrl: string }>;
  /** Authorises the approved payment; its new reference replaces the one from `start`. */
  authorize(reference: string): Promise<AuthorizeResult>;
}

/** A card provider that sends the buyer to its own page (Stripe) rather than taking card numbers. */
export function isRedirectProvider(provider: CardPaymentProvider | RedirectPaymentProvider): provider is RedirectPaymentProvider {
  return 'start' in provider;
}

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Nothing was charged; please check the details or use another card.',
  network: 'We could not reach the payment service. Nothing was charged; please try again.',
  paypalDeclined: 'PayPal declined the payment. Nothing was charged; please choose another way to pay.',
} as const;
