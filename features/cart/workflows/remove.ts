import 'server-only';
import type { RemoveCartItemAnswer } from '../schema';
import { AppError } from '@/lib/errors';
import { deleteUndatedItem, syncPerformanceItem, syncStayItem } from '../mutations';
import { getCartItemCount, getCartItemRef, type CartItemRef } from '../queries';
import type { ClaimRequest } from '../types';
import { heldQuantity, inTransaction, kindOf } from './claims';

/** The claim a stay item stands on: its room type for every night, for its rooms. */
export function stayClaimOf(item: CartItemRef & { stay: NonNullable<CartItemRef['stay']> }): ClaimRequest {
  return { kind: 'room-nights', skuId: item.skuId, checkIn: item.stay.checkIn, checkOut: item.stay.checkOut, rooms: item.quantity };
}

/** The claims an item stands on now: its seats still this cart's, or its places. */
export function claimsOfItem(item: CartItemRef & { performanceId: number }): ClaimRequest[] {
  const { performanceId, skuId } = item;
  return item.seated
    ? [{ kind: 'seats', performanceId, skuId, seatIds: item.seatIds }]
    : [{ kind: 'ga-places', performanceId, skuId, quantity: item.quantity }];
}

/**
 * The cart page's Remove (DELETE /api/cart/items): gives back every claim of the item and
 * removes it, in one transaction, so the item and the header count go together.
 */
export async function removeCartItem(input: { cartId: string | null; itemId: string }): Promise<RemoveCartItemAnswer> {
  const { cartId } = input;
  const item = await getCartItemRef(cartId, input.itemId);
  if (cartId === null || item === null) throw new AppError('NOT_FOUND', 'This item is no longer in your cart.');
  const { performanceId, skuId } = item;
  await inTransaction(async (tx) => {
    if (item.stay !== null) {
      const claim = stayClaimOf({ ...item, stay: item.stay });
      await kindOf(claim).release(tx, cartId, claim);
      await syncStayItem(tx, { cartId, skuId, ...item.stay, rooms: 0, guests: null, price: null });
      return;
    }
    if (performanceId === null) {
      await deleteUndatedItem(tx, cartId, item.id);
      return;
    }
    for (const claim of claimsOfItem({ ...item, performanceId })) await kindOf(claim).release(tx, cartId, claim);
    await syncPerformanceItem(tx, { cartId, performanceId, skuId, quantity: await heldQuantity(tx, cartId, { performanceId, skuId }), unit: null });
  });
  return { removed: true, cartCount: await getCartItemCount(cartId) };
}
