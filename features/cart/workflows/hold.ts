import 'server-only';
import { releaseCartSeats } from '@/features/seating/claims';
import type { HoldAnswer, HoldBody } from '@/features/seating/schema';
import { getDb } from '@/lib/db/database';
import { visitorUnitPrice, type InsiderEntitlement } from '@/lib/insider-pricing';
import { AppError } from '@/lib/errors';
import { CART_TICKET_CAP, CART_TICKET_CAP_MESSAGE, countHoldRequest, countNewCart } from '../limits';
import { cartTickets, createCart, deleteUnusedCart, findCartId, syncPerformanceItem } from '../mutations';
import { findSkuPrices, getCartItemCount } from '../queries';
import type { ClaimRequest } from '../types';
import { heldQuantity, holdItemClaims, inTransaction } from './claims';

/** The claim a hold request asks for. */
export function claimOf(body: HoldBody): ClaimRequest {
  return body.kind === 'seats'
    ? { kind: 'seats', performanceId: body.performanceId, skuId: body.skuId, seatIds: body.seatIds }
    : { kind: 'ga-places', performanceId: body.performanceId, skuId: body.skuId, quantity: body.quantity };
}

/**
 * The cart a hold is for, limits first (limits.ts: requests per cart and per address, new carts
 * per address; TooManyAttempts, a 429, past them). `ip` is the visitor's address (clientIp): the
 * routes always give it; null is for callers that are no visitor's request (tests, the bench) and
 * skips the limits, never the ticket cap. A visitor without a cart gets one only when
 * the hold succeeds and holds something: a refused or failed hold leaves no cart row behind and
 * the caller sets no cookie (`cartId` null).
 */
export async function holdInCart<T>(
  input: { cookieCartId: string | null; ip: string | null },
  hold: (cartId: string) => Promise<T>,
  holdsSomething: (result: T) => boolean,
): Promise<{ cartId: string | null; result: T }> {
  const existing = await findCartId(input.cookieCartId);
  if (input.ip !== null) await countHoldRequest({ cartId: existing, ip: input.ip });
  if (existing) return { cartId: existing, result: await hold(existing) };
  const cartId = await createCart();
  let result: T;
  try {
    result = await hold(cartId);
  } catch (error) {
    await deleteUnusedCart(cartId);
    throw error;
  }
  if (!holdsSomething(result)) {
    await deleteUnusedCart(cartId);
    return { cartId: null, result };
  }
  if (input.ip !== null) await countNewCart(input.ip);
  return { cartId, result };
}

/**
 * Add to Cart / Buy Now (POST /api/holds): the item's claim (the chosen seats, or the best of the
 * same price when they were taken; or the general-admission quantity) and the item priced for
 * this visitor, all or nothing, in the visitor's cart (holdInCart: created only when this holds
 * something). A hold that would take the cart past CART_TICKET_CAP tickets is refused (409) and
 * holds nothing: the cart row is locked while the tickets are counted, so parallel holds on one
 * cart count one after the other.
 */
export async function holdForCart(input: {
  cookieCartId: string | null;
  body: HoldBody;
  entitlement: InsiderEntitlement;
  ip: string | null;
}): Promise<{ cartId: string | null; answer: HoldAnswer }> {
  const { performanceId, skuId } = input.body;
  const prices = await findSkuPrices(await getDb(), skuId);
  // The item's price snapshot is this visitor's price, decided as the ticket list decides it.
  const unit = prices ? visitorUnitPrice(input.entitlement, prices) : null;
  const { cartId, result } = await holdInCart(
    input,
    async (cart) => {
      const { held, result: quantity } = await holdItemClaims(cart, [claimOf(input.body)], async (tx) => {
        // holdItemClaims locked the cart row: these counts see every other hold of the cart done.
        const { tickets: before, item } = await cartTickets(tx, cart, { performanceId, skuId });
        const quantity = await heldQuantity(tx, cart, { performanceId, skuId }, claimOf(input.body).kind);
        const kept = await syncPerformanceItem(tx, { cartId: cart, performanceId, skuId, quantity, unit });
        // The item of this performance and ticket type now stands for `kept` tickets, the others as before.
        const after = before - item + kept;
        // Fewer tickets are always allowed, even in a cart that is somehow past the cap.
        if (after > CART_TICKET_CAP && after > before) throw new AppError('CONFLICT', CART_TICKET_CAP_MESSAGE);
        return kept;
      });
      return { held, quantity };
    },
    ({ quantity }) => quantity > 0,
  );
  const hold = result.held[0];
  const answer: HoldAnswer = {
    performanceId,
    skuId,
    seatIds: hold?.claim.kind === 'seats' ? hold.claim.seatIds : [],
    heldUntil: hold?.heldUntil?.toISOString() ?? null,
    relocked: hold?.relocked ?? false,
    message: hold?.message ?? null,
    quantity: result.quantity,
    cartCount: cartId ? await getCartItemCount(cartId) : 0,
  };
  return { cartId, answer };
}

/** DELETE /api/holds: gives back the cart's seats of a performance (all of them without seatIds) and keeps its items in step. */
export async function releaseHeldSeats(input: { cartId: string | null; performanceId: number; seatIds: readonly number[] | null }): Promise<{ released: number; cartCount: number }> {
  const { cartId, performanceId } = input;
  if (cartId === null) return { released: 0, cartCount: 0 };
  const released = await inTransaction(async (tx) => {
    const gone = await releaseCartSeats(tx, cartId, performanceId, input.seatIds);
    for (const skuId of gone.skuIds) {
      await syncPerformanceItem(tx, { cartId, performanceId, skuId, quantity: await heldQuantity(tx, cartId, { performanceId, skuId }, 'seats'), unit: null });
    }
    return gone.seatIds.length;
  });
  return { released, cartCount: await getCartItemCount(cartId) };
}
