import { CART_COOKIE } from '@/features/cart/queries';
import { holdForCart, releaseHeldSeats } from '@/features/cart/workflows/hold';
import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { holdBodySchema, releaseBodySchema } from '@/features/seating/schema';
import { withBody } from '@/lib/http/handler';
import { clientIp } from '@/lib/http/client-ip';
import { cookieHeader, readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * POST /api/holds: Add to Cart. Holds the chosen seats (or the best available of the same price
 * when they were taken, saying so) or sets the general-admission quantity, for the visitor's
 * cart (CART_UUID, created only when the hold holds something): the booking core's hold
 * workflow, with its limits per cart and address and the cart's ticket cap (features/cart/limits.ts).
 */
export const POST = withBody(
  holdBodySchema,
  async (body, request) => {
    requireJson(request);
    const cookieCartId = readCookie(request, CART_COOKIE);
    const { cartId, answer } = await holdForCart({ cookieCartId, body, entitlement: await findInsiderEntitlement(request), ip: clientIp(request) });
    const response = jsonResponse(answer);
    // A hold that held nothing made no cart: no cookie then.
    if (cartId !== null && cookieCartId !== cartId) {
      response.headers.append('Set-Cookie', cookieHeader(request, CART_COOKIE, cartId, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS }));
    }
    return response;
  },
  { label: 'api/holds' },
);

/** DELETE /api/holds {performanceId, seatIds?}: gives back the cart's seats (all of the performance without seatIds). */
export const DELETE = withBody(
  releaseBodySchema,
  async ({ performanceId, seatIds }, request) => {
    requireJson(request);
    return releaseHeldSeats({ cartId: readCookie(request, CART_COOKIE), performanceId, seatIds: seatIds ?? null });
  },
  { label: 'api/holds' },
);
