import { CART_COOKIE, getCartItemCount, getCartItemRef } from '@/features/cart/queries';
import { syncPerformanceItem } from '@/features/cart/mutations';
import { SEATS_GONE_MESSAGE } from '@/features/cart/messages';
import { renewCartItemSchema, type RenewCartItemAnswer } from '@/features/cart/schema';
import { holdSeats, releaseSeats, setGeneralAdmissionHold } from '@/features/seating/mutations';
import { AppError } from '@/lib/errors';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/cart/items/renew {itemId}: the cart page's 'Hold Again' on an expired item. Holds the
 * item's seats again (or, when one was taken since, the best available of the same price and
 * quantity, and says so) or its general-admission places, through the same holds as Add to Cart.
 * A seat already in another cart, a performance no longer on sale or places sold out answer 409.
 */
export const POST = withBody(
  renewCartItemSchema,
  async ({ itemId }, request): Promise<RenewCartItemAnswer> => {
    requireJson(request);
    const cartId = readCookie(request, CART_COOKIE);
    const item = await getCartItemRef(cartId, itemId);
    if (cartId === null || item === null) throw new AppError('NOT_FOUND', 'This item is no longer in your cart.');
    const { performanceId, skuId } = item;
    if (performanceId === null) throw new AppError('CONFLICT', 'This item cannot be held again. Please remove it.');
    let relocked = false;
    let message: string | null = null;
    if (item.seated) {
      // The cart kept a row for each seat still its own; fewer rows than tickets means some were taken.
      if (item.seatIds.length < item.quantity || item.seatIds.length === 0) throw new AppError('CONFLICT', SEATS_GONE_MESSAGE);
      const hold = await holdSeats({ cartId, performanceId, skuId, seatIds: item.seatIds });
      relocked = hold.relocked;
      message = hold.message;
      const kept = new Set(hold.seatIds);
      const replaced = item.seatIds.filter((id) => !kept.has(id));
      if (replaced.length > 0) await releaseSeats({ cartId, performanceId, seatIds: replaced });
    } else {
      await setGeneralAdmissionHold({ cartId, performanceId, skuId, quantity: item.quantity });
    }
    await syncPerformanceItem(cartId, performanceId, skuId);
    return { renewed: true, relocked, message, cartCount: await getCartItemCount(cartId) };
  },
  { label: 'api/cart/items/renew' },
);
