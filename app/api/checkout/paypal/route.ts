import { CART_COOKIE } from '@/features/cart/queries';
import { checkoutResponse } from '@/features/checkout/http';
import { finaliseRedirect } from '@/features/cart/workflows/place-order';
import { paypalFinaliseSchema } from '@/features/checkout/schema';
import { readCookie } from '@/lib/http/cookies';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/checkout/paypal {status, token, label: 'checkout'}: the PayPal return finalises the
 * booking (ticket-buying 2), for the payment the visitor's own cart (CART_UUID) started.
 */
export const POST = withBody(
  paypalFinaliseSchema,
  async ({ status, token }, request) => {
    requireJson(request);
    return checkoutResponse(request, await finaliseRedirect({ method: 'paypal', status, token, caller: { kind: 'return', cartId: readCookie(request, CART_COOKIE) } }));
  },
  { label: 'api/checkout/paypal' },
);
