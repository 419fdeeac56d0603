import 'server-only';
import { AppError } from '@/lib/errors';
import { SEATS_GONE_MESSAGE } from '../messages';
import { syncPerformanceItem, syncStayItem } from '../mutations';
import { getCartItemCount, getCartItemRef } from '../queries';
import type { RenewCartItemAnswer } from '../schema';
import { heldQuantity, holdItemClaims, kindOf } from './claims';
import { claimsOfItem, stayClaimOf } from './remove';

/**
 * The cart page's 'Hold Again' on an expired item (POST /api/cart/items/renew): the item's claims
 * are held again through the same claims as Add to Cart (seats taken since: the best of the same
 * price and quantity, and it says so), the seats given up for others released, in one step.
 */
export async function renewCartItem(input: { cartId: string | null; itemId: string }): Promise<RenewCartItemAnswer> {
  const { cartId } = input;
  const item = await getCartItemRef(cartId, input.itemId);
  if (cartId === null || item === null) throw new AppError('NOT_FOUND', 'This item is no longer in your cart.');
  const { performanceId, skuId } = item;
  if (item.stay !== null) {
    // A stay is held again whole, every night for all its rooms, or not at all; its price snapshot stays.
    const stay = item.stay;
    await holdItemClaims(cartId, [stayClaimOf({ ...item, stay })], async (tx) =>
      syncStayItem(tx, { cartId, skuId, ...stay, rooms: item.quantity, guests: null, price: null }),
    );
    return { renewed: true, relocked: false, message: null, cartCount: await getCartItemCount(cartId) };
  }
  if (performanceId === null) throw new AppError('CONFLICT', 'This item cannot be held again. Please remove it.');
  // The cart kept a row for each seat still its own; fewer rows than tickets means some were taken.
  if (item.seated && (item.seatIds.length < item.quantity || item.seatIds.length === 0)) throw new AppError('CONFLICT', SEATS_GONE_MESSAGE);
  const claims = claimsOfItem({ ...item, performanceId });
  const { held } = await holdItemClaims(cartId, claims, async (tx, renewed) => {
    for (const [i, claim] of claims.entries()) {
      const now = renewed[i]?.claim;
      if (claim.kind !== 'seats' || now?.kind !== 'seats') continue;
      const kept = new Set(now.seatIds);
      const replaced = claim.seatIds.filter((id) => !kept.has(id));
      if (replaced.length > 0) await kindOf(claim).release(tx, cartId, { ...claim, seatIds: replaced });
    }
    await syncPerformanceItem(tx, { cartId, performanceId, skuId, quantity: await heldQuantity(tx, cartId, { performanceId, skuId }), unit: null });
  });
  const relocked = held.find((h) => h.relocked);
  return { renewed: true, relocked: relocked !== undefined, message: relocked?.message ?? null, cartCount: await getCartItemCount(cartId) };
}
