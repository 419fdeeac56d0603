import { CART_COOKIE, getCartItemCount } from '@/features/cart/queries';
import { syncPerformanceItem } from '@/features/cart/mutations';
import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { swapHoldsToPerformance } from '@/features/seating/mutations';
import { swapBodySchema, type SwapAnswer } from '@/features/seating/schema';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/holds/swap {performanceId}: the 'swap' default of a show's quantity page
 * (ticket-buying 4). Moves the visitor's tickets of that show from another date to this
 * performance, unless the cart already holds some for it, and keeps both cart items in step
 * (the old one goes, the new one is priced for this visitor). Without a cart nothing moves.
 */
export const POST = withBody(
  swapBodySchema,
  async ({ performanceId }, request) => {
    requireJson(request);
    const cartId = readCookie(request, CART_COOKIE);
    if (cartId === null) return { alreadyThere: false, moved: 0, kept: [], relocked: false, cartCount: 0 } satisfies SwapAnswer;
    const swap = await swapHoldsToPerformance({ cartId, performanceId });
    const entitlement = swap.moved.length > 0 ? await findInsiderEntitlement(request) : undefined;
    for (const move of swap.moved) {
      await syncPerformanceItem(cartId, move.fromPerformanceId, move.skuId);
      await syncPerformanceItem(cartId, performanceId, move.skuId, entitlement);
    }
    return {
      alreadyThere: swap.alreadyThere,
      moved: swap.moved.reduce((n, m) => n + (m.seatIds.length > 0 ? m.seatIds.length : m.quantity), 0),
      kept: swap.kept.map((k) => k.message),
      relocked: swap.moved.some((m) => m.relocked),
      cartCount: await getCartItemCount(cartId),
    } satisfies SwapAnswer;
  },
  { label: 'api/holds/swap' },
);
