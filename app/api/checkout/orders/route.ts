import { CART_COOKIE } from '@/features/cart/queries';
import { checkOut } from '@/features/cart/workflows/place-order';
import { checkoutResponse } from '@/features/checkout/http';
import { billingSchema } from '@/features/checkout/schema';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/checkout/orders: billing and payment. Places the order of the cart the billing page
 * was rendered for (which must be the visitor's own, or a booked one: then the answer is that
 * it is booked), paying by test card, or starting Stripe's card page or PayPal (return urls from SITE_URL). Amounts come from the database only;
 * the page's shown total is ignored.
 */
export const POST = withBody(
  billingSchema,
  async (body, request) => {
    requireJson(request);
    const result = await checkOut({ body, cookieCartId: readCookie(request, CART_COOKIE), headers: request.headers });
    return checkoutResponse(request, result);
  },
  { label: 'api/checkout/orders' },
);
