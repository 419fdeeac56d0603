import 'server-only';
import { NO_VACANCY_MESSAGE, findRoomTypeForStay, findRoomTypeForStayForm } from '@/features/hotels/queries';
import type { StayBody, StayHoldAnswer } from '@/features/hotels/schema';
import { getDb } from '@/lib/db/database';
import { AppError } from '@/lib/errors';
import type { InsiderEntitlement } from '@/lib/insider-pricing';
import { syncStayItem } from '../mutations';
import { getCartItemCount } from '../queries';
import type { RoomNightsClaimRequest } from '../types';
import { holdItemClaims } from './claims';
import { holdInCart } from './hold';

/**
 * Choosing a room (POST /api/stays): the stay is judged first (at most 14 nights, no same-day end,
 * check-in not in the past, 1 to 4 rooms, the party within the room type's occupancy, the room
 * type one of the hotel's), so bad input holds nothing and creates no cart; then the visitor's
 * cart (holdInCart: its limits, and created only when the stay is held), the room type for every
 * night of the stay (all nights or none) and the stay item priced for this visitor, in one
 * transaction.
 */
export async function holdStayForCart(input: {
  cookieCartId: string | null;
  body: StayBody;
  entitlement: InsiderEntitlement;
  /** The visitor's address for the hold limits; null for callers that are no visitor's request (see holdInCart). */
  ip: string | null;
  now?: Date;
}): Promise<{ cartId: string; answer: StayHoldAnswer }> {
  const { body, entitlement } = input;
  await findRoomTypeForStayForm(await getDb(), body, input.now ?? new Date());

  const { checkIn, checkOut, rooms, guests, skuId } = body;
  const claim: RoomNightsClaimRequest = { kind: 'room-nights', skuId, checkIn, checkOut, rooms };
  const { cartId, result } = await holdInCart(
    input,
    (cart) =>
      holdItemClaims(cart, [claim], async (tx) => {
        // Priced inside the transaction that holds the nights, from the same rows.
        const offer = await findRoomTypeForStay(tx, { skuId, checkIn, checkOut, rooms, entitlement });
        if (!offer?.complete) throw new AppError('CONFLICT', NO_VACANCY_MESSAGE);
        const { perRoom } = offer;
        await syncStayItem(tx, {
          cartId: cart,
          skuId,
          checkIn,
          checkOut,
          rooms,
          guests,
          price: { unit: { priceCents: perRoom.roomCents, feeCents: perRoom.feesCents, taxCents: perRoom.taxesCents }, nightlyCents: offer.nights.map((n) => n.rateCents) },
        });
        return offer.total.totalCents;
      }),
    // A held stay always holds its rooms.
    () => true,
  );
  if (cartId === null) throw new AppError('INTERNAL', 'a held stay left no cart');
  return {
    cartId,
    answer: {
      skuId,
      checkIn,
      checkOut,
      rooms,
      guests,
      heldUntil: result.held[0]?.heldUntil?.toISOString() ?? null,
      totalCents: result.result,
      cartCount: await getCartItemCount(cartId),
    },
  };
}
