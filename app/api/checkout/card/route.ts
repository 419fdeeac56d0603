import { CART_COOKIE } from '@/features/cart/queries';
import { checkoutResponse } from '@/features/checkout/http';
import { finaliseRedirect } from '@/features/cart/workflows/place-order';
import { cardFinaliseSchema } from '@/features/checkout/schema';
import { readCookie } from '@/lib/http/cookies';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/checkout/card {status: 'approved', token: Checkout Session id, label: 'checkout'}:
 * back from Stripe's card page, the booking is finalised like the PayPal return (the session is
 * read from Stripe, never trusted from the browser), for the visitor's own cart only.
 */
export const POST = withBody(
  cardFinaliseSchema,
  async ({ status, token }, request) => {
    requireJson(request);
    return checkoutResponse(request, await finaliseRedirect({ method: 'card', status, token, caller: { kind: 'return', cartId: readCookie(request, CART_COOKIE) } }));
  },
  { label: 'api/checkout/card' },
);
