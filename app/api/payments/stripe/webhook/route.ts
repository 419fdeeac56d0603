import { expireCardPayment, finaliseRedirect } from '@/features/cart/workflows/place-order';
import { completeGiftCardPurchase, expireGiftCardPurchase } from '@/features/giftcards/mutations';
import { getEnv } from '@/lib/env';
import { handle } from '@/lib/http/handler';
import { readBodyWithin } from '@/lib/http/read-body';
import { errorResponse, jsonResponse } from '@/lib/http/responses';
import { configuredStripe } from '@/lib/payments/card-provider';
import { checkoutSessionEvent, verifiedStripeEvent } from '@/lib/payments/stripe';

export const dynamic = 'force-dynamic';

/** Stripe's events are small; anything larger is not one of them. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /api/payments/stripe/webhook: Stripe's events, verified with STRIPE_WEBHOOK_SECRET over
 * the raw body (a missing or wrong signature is a 400 and changes nothing; 404 while Stripe is
 * not configured). `checkout.session.completed` places the order (or issues the gift card)
 * exactly as the buyer's return does, once however often it is delivered;
 * `checkout.session.expired` voids the payment its page started. A payment Stripe could not be
 * asked about answers 503, so Stripe delivers the event again.
 */
export const POST = handle(
  async (request) => {
    const stripe = configuredStripe();
    const secret = getEnv().STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) return errorResponse(404, 'Not found');
    const bytes = await readBodyWithin(request, MAX_EVENT_BYTES);
    if (bytes === null) return errorResponse(413, 'Request body is too large.');
    const event = verifiedStripeEvent(stripe.client, new TextDecoder().decode(bytes), request.headers.get('stripe-signature'), secret);
    if (!event) return errorResponse(400, 'The Stripe signature is missing or does not match.');
    const session = checkoutSessionEvent(event);
    if (!session || !session.kind) return jsonResponse({ received: true, handled: false });

    if (session.type === 'expired') {
      const changed = session.kind === 'order' ? await expireCardPayment(session.sessionId) : await expireGiftCardPurchase(session.sessionId);
      return jsonResponse({ received: true, handled: changed });
    }
    const result =
      session.kind === 'order'
        ? await finaliseRedirect({ method: 'card', status: 'approved', token: session.sessionId, caller: { kind: 'webhook' } })
        : await completeGiftCardPurchase(session.sessionId);
    if (!result.ok && (result.code === 'PAYMENT_FAILED' || result.code === 'IN_PROGRESS')) return errorResponse(503, 'Not finished yet; deliver the event again.');
    return jsonResponse({ received: true, handled: result.ok });
  },
  { label: 'api/payments/stripe/webhook' },
);
