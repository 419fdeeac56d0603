import { CART_COOKIE, getCartItemCount } from '@/features/cart/queries';
import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { syncPerformanceItem } from '@/features/cart/mutations';
import { ensureCart, holdSeats, releaseSeats, setGeneralAdmissionHold } from '@/features/seating/mutations';
import { holdBodySchema, releaseBodySchema, type HoldAnswer } from '@/features/seating/schema';
import { withBody } from '@/lib/http/handler';
import { cookieHeader, readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function withCartCookie(request: Request, response: Response, cartId: string): Response {
  if (readCookie(request, CART_COOKIE) !== cartId) {
    response.headers.append('Set-Cookie', cookieHeader(request, CART_COOKIE, cartId, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS }));
  }
  return response;
}

/**
 * POST /api/holds: Add to Cart. Holds the chosen seats (or the best available of the same price
 * when they were taken, saying so) or sets the general-admission quantity, for the visitor's
 * cart (CART_UUID, created when missing), and keeps the cart's item in step.
 */
export const POST = withBody(
  holdBodySchema,
  async (body, request) => {
    requireJson(request);
    const cartId = await ensureCart(readCookie(request, CART_COOKIE));
    let answer: Omit<HoldAnswer, 'cartCount' | 'quantity'>;
    if (body.kind === 'seats') {
      const hold = await holdSeats({ cartId, performanceId: body.performanceId, skuId: body.skuId, seatIds: body.seatIds });
      answer = { ...hold, heldUntil: hold.heldUntil.toISOString() };
    } else {
      const hold = await setGeneralAdmissionHold({ cartId, ...body });
      answer = { performanceId: hold.performanceId, skuId: hold.skuId, seatIds: [], heldUntil: hold.heldUntil?.toISOString() ?? null, relocked: false, message: null };
    }
    // The item's price snapshot is this visitor's price, decided here as the ticket list decides it.
    const quantity = await syncPerformanceItem(cartId, body.performanceId, body.skuId, await findInsiderEntitlement(request));
    const result: HoldAnswer = {
      performanceId: answer.performanceId,
      skuId: answer.skuId,
      seatIds: answer.seatIds,
      heldUntil: answer.heldUntil,
      relocked: answer.relocked,
      message: answer.message,
      quantity,
      cartCount: await getCartItemCount(cartId),
    };
    return withCartCookie(request, jsonResponse(result), cartId);
  },
  { label: 'api/holds' },
);

/** DELETE /api/holds {performanceId, seatIds?}: gives back the cart's seats (all of the performance without seatIds). */
export const DELETE = withBody(
  releaseBodySchema,
  async ({ performanceId, seatIds }, request) => {
    requireJson(request);
    const cartId = readCookie(request, CART_COOKIE);
    if (cartId === null) return { released: 0, cartCount: 0 };
    const released = await releaseSeats({ cartId, performanceId, ...(seatIds ? { seatIds } : {}) });
    for (const skuId of released.skuIds) await syncPerformanceItem(cartId, performanceId, skuId);
    return { released: released.seatIds.length, cartCount: await getCartItemCount(cartId) };
  },
  { label: 'api/holds' },
);
