import { CART_COOKIE } from '@/features/cart/queries';
import { holdStayForCart } from '@/features/cart/workflows/stay';
import { stayBodySchema } from '@/features/hotels/schema';
import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { clientIp } from '@/lib/http/client-ip';
import { cookieHeader, readCookie } from '@/lib/http/cookies';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * POST /api/stays {productId, skuId, checkIn, checkOut, rooms, guests}: holds the room type for
 * every night of the stay for the visitor's cart (CART_UUID, created only when the stay is held;
 * limits per cart and address in features/cart/limits.ts) and adds the stay to it; a bad stay is
 * a 4xx that holds nothing and makes no cart.
 */
export const POST = withBody(
  stayBodySchema,
  async (body, request) => {
    requireJson(request);
    const cookieCartId = readCookie(request, CART_COOKIE);
    const { cartId, answer } = await holdStayForCart({ cookieCartId, body, entitlement: await findInsiderEntitlement(request), ip: clientIp(request) });
    const response = jsonResponse(answer);
    if (cookieCartId !== cartId) {
      response.headers.append('Set-Cookie', cookieHeader(request, CART_COOKIE, cartId, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS }));
    }
    return response;
  },
  { label: 'api/stays' },
);
