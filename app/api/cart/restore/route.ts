import * as z from 'zod/mini';
import { CART_COOKIE } from '@/features/cart/queries';
import { findRestorableCart } from '@/features/checkout/cart-steps';
import { CHECKOUT_ERRORS } from '@/features/checkout/errors';
import { AppError } from '@/lib/errors';
import { withBody } from '@/lib/http/handler';
import { cookieHeader } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';
import { jsonResponse } from '@/lib/http/responses';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** POST /api/cart/restore {cartId}: the abandoned-cart link's cart becomes this visitor's cart (CART_UUID). */
export const POST = withBody(
  z.object({ cartId: z.uuid() }),
  async ({ cartId }, request) => {
    requireJson(request);
    const found = await findRestorableCart(cartId);
    if (found === 'unknown') throw new AppError('NOT_FOUND', 'This cart no longer exists. Your current cart is unchanged.');
    if (found === 'booked') return jsonResponse({ ok: false, code: 'ALREADY_BOOKED', error: CHECKOUT_ERRORS.alreadyBooked }, { status: 409 });
    const response = jsonResponse({ ok: true, redirect: routes.cart.build() });
    response.headers.append('Set-Cookie', cookieHeader(request, CART_COOKIE, cartId, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS }));
    return response;
  },
  { label: 'api/cart/restore' },
);
