import { CART_COOKIE, getCartItemCount, getCartItemRef } from '@/features/cart/queries';
import { deleteCartItem, dropGeneralAdmissionHold, syncPerformanceItem } from '@/features/cart/mutations';
import { removeCartItemSchema, type RemoveCartItemAnswer } from '@/features/cart/schema';
import { releaseSeats, setGeneralAdmissionHold } from '@/features/seating/mutations';
import { AppError, isAppError } from '@/lib/errors';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * DELETE /api/cart/items {itemId}: the cart page's Remove. Gives back what the item holds (its
 * seats, or its general-admission places) and keeps the cart's items in step, so the item and
 * the header count go together. Lives here because it joins two features' writes (seating's holds
 * and the cart's items).
 */
export const DELETE = withBody(
  removeCartItemSchema,
  async ({ itemId }, request): Promise<RemoveCartItemAnswer> => {
    requireJson(request);
    const cartId = readCookie(request, CART_COOKIE);
    const item = await getCartItemRef(cartId, itemId);
    if (cartId === null || item === null) throw new AppError('NOT_FOUND', 'This item is no longer in your cart.');
    if (item.performanceId === null) {
      await deleteCartItem(cartId, item.id);
    } else {
      const { performanceId, skuId } = item;
      if (item.seatIds.length > 0) await releaseSeats({ cartId, performanceId, seatIds: item.seatIds });
      if (!item.seated) {
        try {
          await setGeneralAdmissionHold({ cartId, performanceId, skuId, quantity: 0 });
        } catch (error) {
          // A cancelled or past performance takes no hold changes; its places are given back directly.
          if (!isAppError(error) || (error.code !== 'CONFLICT' && error.code !== 'NOT_FOUND')) throw error;
          await dropGeneralAdmissionHold(cartId, performanceId, skuId);
        }
      }
      await syncPerformanceItem(cartId, performanceId, skuId);
    }
    return { removed: true, cartCount: await getCartItemCount(cartId) };
  },
  { label: 'api/cart/items' },
);
