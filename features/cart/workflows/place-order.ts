import 'server-only';
import { findSignedInProfile } from '@/features/accounts/queries';
import { checkoutOwnership, NOT_YOUR_CART_MESSAGE } from '@/features/checkout/ownership';
import { paymentChoiceOf } from '@/features/checkout/payment-decision';
import { defaultProviders, expireRedirectPayment, finaliseRedirectWith, placeOrderWith, type Providers, type RedirectCaller, type RedirectMethod } from '@/features/checkout/payment-flow';
import type { OrderDetails } from '@/features/checkout/price-checkout';
import { billingStateOf, type Billing } from '@/features/checkout/schema';
import type { PlaceOrderResult } from '@/features/checkout/types';
import type { PaymentChoice } from '@/features/checkout/payment-decision';
import { paypalMode } from '@/lib/config/app-mode';
import { AppError } from '@/lib/errors';
import { getEnv } from '@/lib/env';
import { clientIpOf } from '@/lib/http/client-ip';
import { isRedirectProvider } from '@/lib/payments/provider';
import { CART_TICKET_CAP, CART_TICKET_CAP_MESSAGE, countCheckoutAttempt } from '../limits';
import { getCartCheckoutState, getCartTicketCount } from '../queries';
import { cartInventory } from './claims';

/** The answer to a PayPal payment where PayPal is off (production without PayPal credentials). */
export const PAYPAL_OFF_MESSAGE = 'PayPal is not available. Please pay by card.';

/**
 * Place an order: checkout's payment state machine with this cart's inventory (every claim kind
 * kept alive while the provider answers, then sold in the order's transaction). Idempotent on
 * the submission key; a declined or failed payment keeps the cart and its claims.
 */
export function placeOrder(
  input: { cartId: string; submissionKey: string; details: OrderDetails; payment: PaymentChoice },
  providers: Providers = defaultProviders(),
): Promise<PlaceOrderResult> {
  return placeOrderWith(cartInventory, input, providers);
}

/**
 * The return from PayPal's or Stripe's page, or Stripe's webhook: `approved` places the order of
 * the payment its token names, once (a browser only for its own cart, within 3 hours).
 */
export function finaliseRedirect(
  input: { method: RedirectMethod; status: 'approved' | 'cancelled'; token: string; caller: RedirectCaller },
  providers?: Providers,
): Promise<PlaceOrderResult> {
  // Production without PayPal credentials has no PayPal: nothing to come back from.
  if (input.method === 'paypal' && paypalMode() === 'off') throw new AppError('NOT_FOUND', PAYPAL_OFF_MESSAGE);
  return finaliseRedirectWith(cartInventory, input, providers ?? defaultProviders());
}

/** Stripe's `checkout.session.expired`: the payment its session started is voided when still open. */
export function expireCardPayment(sessionId: string, providers: Providers = defaultProviders()): Promise<boolean> {
  return expireRedirectPayment({ method: 'card', token: sessionId }, providers);
}

/**
 * POST /api/checkout/orders: billing and payment of the cart the billing page was rendered for.
 * Who may check it out is checkout's ownership rule; what pays is its payment decision; the
 * names on the order are the guest step's when it was saved; the member is the session's.
 */
export async function checkOut(input: { body: Billing; cookieCartId: string | null; headers: Headers }, providers: Providers = defaultProviders()): Promise<PlaceOrderResult> {
  const { body } = input;
  // Production without PayPal credentials offers no PayPal (and never the local stand-in page).
  if (body.paymentType === 'paypal' && paypalMode() === 'off') throw new AppError('BAD_REQUEST', PAYPAL_OFF_MESSAGE);
  // Card attempts per cart and per address (limits.ts), counted whatever the outcome: a 429 before anything is charged.
  await countCheckoutAttempt({ cartId: body.cartId, ip: clientIpOf(input.headers) });
  const saved = await getCartCheckoutState(body.cartId);
  if (checkoutOwnership({ cookieCartId: input.cookieCartId, cartId: body.cartId, booked: saved?.booked ?? false }) === 'foreign') {
    throw new AppError('CONFLICT', NOT_YOUR_CART_MESSAGE);
  }
  // The ticket cap before any payment is opened (lockCartForOrder checks it again in the order's transaction).
  if (saved && !saved.booked && (await getCartTicketCount(body.cartId)) > CART_TICKET_CAP) return { ok: false, code: 'UNAVAILABLE', message: CART_TICKET_CAP_MESSAGE };
  // Return urls come from SITE_URL, never from the request's Host. A hosted card page takes the
  // card itself: card fields posted anyway are not read.
  const hostedCard = body.paymentType !== 'paypal' && isRedirectProvider(providers.card);
  const payment = paymentChoiceOf(hostedCard ? { ...body, cardNumber: undefined, cardExpiry: undefined, cardCvc: undefined } : body, getEnv().SITE_URL, new Date());
  const member = await findSignedInProfile(input.headers);
  return placeOrder({
    cartId: body.cartId,
    submissionKey: body.submissionKey,
    details: {
      email: body.email,
      firstName: saved?.guest?.firstName ?? body.ccFirstName,
      lastName: saved?.guest?.lastName ?? body.ccLastName,
      phone: body.phone,
      country: body.ccCountry,
      postalCode: body.ccPostalCode,
      city: body.ccCity,
      state: billingStateOf(body.ccCountry, body.ccState),
      promoCode: body.promoCode ?? null,
      giftCardCode: body.giftCardCode ?? null,
      userId: member?.id ?? null,
    },
    payment,
  }, providers);
}
