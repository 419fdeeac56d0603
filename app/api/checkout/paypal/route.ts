import { checkoutResponse } from '@/features/checkout/http';
import { finalisePaypal } from '@/features/cart/workflows/place-order';
import { paypalFinaliseSchema } from '@/features/checkout/schema';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/** POST /api/checkout/paypal {status, token, label: 'checkout'}: the PayPal return finalises the booking (ticket-buying 2). */
export const POST = withBody(
  paypalFinaliseSchema,
  async ({ status, token }, request) => {
    requireJson(request);
    return checkoutResponse(request, await finalisePaypal({ status, token }));
  },
  { label: 'api/checkout/paypal' },
);
