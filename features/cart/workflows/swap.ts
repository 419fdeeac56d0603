import 'server-only';
import { findShowHolds } from '@/features/seating/queries';
import type { SwapAnswer } from '@/features/seating/schema';
import { getDb } from '@/lib/db/database';
import { isAppError } from '@/lib/errors';
import { visitorUnitPrice, type InsiderEntitlement } from '@/lib/insider-pricing';
import { syncPerformanceItem } from '../mutations';
import { findSkuPrices, getCartItemCount } from '../queries';
import type { ClaimRequest } from '../types';
import { heldQuantity, holdItemClaims, kindOf } from './claims';

/**
 * Ticket-buying 4, the 'swap' default (POST /api/holds/swap): moves the cart's tickets of a show
 * to another performance of it, unless the cart already holds tickets of that show there. The
 * claims of one performance move (the one held last): the same seats where they are free at the
 * new date, else the best of the same price and quantity; general admission the same quantity.
 * Each item moves in one step: held at the new date first, then the old claim given back and both
 * items kept in step (the new one priced for this visitor), so a visitor never ends with
 * neither; an item that cannot move stays as it was.
 */
export async function swapToPerformance(input: {
  cartId: string | null;
  performanceId: number;
  entitlement: () => Promise<InsiderEntitlement>;
}): Promise<SwapAnswer> {
  const { cartId, performanceId } = input;
  if (cartId === null) return { alreadyThere: false, moved: 0, kept: [], relocked: false, cartCount: 0 };
  const holds = await findShowHolds(cartId, performanceId);
  if (holds.some((h) => h.performanceId === performanceId)) {
    return { alreadyThere: true, moved: 0, kept: [], relocked: false, cartCount: await getCartItemCount(cartId) };
  }
  let moved = 0;
  let relocked = false;
  const kept: string[] = [];
  const latest = holds.reduce<(typeof holds)[number] | null>((a, b) => (a === null || b.at.getTime() > a.at.getTime() ? b : a), null);
  if (latest !== null) {
    const from = latest.performanceId;
    const entitlement = await input.entitlement();
    for (const hold of holds.filter((h) => h.performanceId === from)) {
      const { skuId } = hold;
      const old: ClaimRequest =
        hold.kind === 'seats' ? { kind: 'seats', performanceId: from, skuId, seatIds: hold.seatIds } : { kind: 'ga-places', performanceId: from, skuId, quantity: hold.quantity };
      const prices = await findSkuPrices(await getDb(), skuId);
      const unit = prices ? visitorUnitPrice(entitlement, prices) : null;
      try {
        const { held } = await holdItemClaims(cartId, [{ ...old, performanceId }], async (tx) => {
          await kindOf(old).release(tx, cartId, old);
          await syncPerformanceItem(tx, { cartId, performanceId: from, skuId, quantity: await heldQuantity(tx, cartId, { performanceId: from, skuId }), unit: null });
          await syncPerformanceItem(tx, { cartId, performanceId, skuId, quantity: await heldQuantity(tx, cartId, { performanceId, skuId }), unit });
        });
        const now = held[0]?.claim;
        moved += now?.kind === 'seats' ? now.seatIds.length : now?.kind === 'ga-places' ? now.quantity : 0;
        relocked ||= held.some((h) => h.relocked);
      } catch (error) {
        if (!isAppError(error)) throw error;
        kept.push(error.message);
      }
    }
  }
  return { alreadyThere: false, moved, kept, relocked, cartCount: await getCartItemCount(cartId) };
}
