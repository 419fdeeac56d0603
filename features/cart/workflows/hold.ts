import 'server-only';
import { releaseCartSeats } from '@/features/seating/claims';
import type { HoldAnswer, HoldBody } from '@/features/seating/schema';
import { getDb } from '@/lib/db/database';
import { visitorUnitPrice, type InsiderEntitlement } from '@/lib/insider-pricing';
import { ensureCart, syncPerformanceItem } from '../mutations';
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
 * Add to Cart / Buy Now (POST /api/holds): the visitor's cart (created when the cookie names
 * none), the item's claim (the chosen seats, or the best of the same price when they were taken;
 * or the general-admission quantity), and the item priced for this visitor, all or nothing.
 */
export async function holdForCart(input: { cookieCartId: string | null; body: HoldBody; entitlement: InsiderEntitlement }): Promise<{ cartId: string; answer: HoldAnswer }> {
  const cartId = await ensureCart(input.cookieCartId);
  const { performanceId, skuId } = input.body;
  const prices = await findSkuPrices(await getDb(), skuId);
  // The item's price snapshot is this visitor's price, decided as the ticket list decides it.
  const unit = prices ? visitorUnitPrice(input.entitlement, prices) : null;
  const { held, result: quantity } = await holdItemClaims(cartId, [claimOf(input.body)], async (tx) =>
    syncPerformanceItem(tx, { cartId, performanceId, skuId, quantity: await heldQuantity(tx, cartId, { performanceId, skuId }), unit }),
  );
  const hold = held[0];
  const answer: HoldAnswer = {
    performanceId,
    skuId,
    seatIds: hold?.claim.kind === 'seats' ? hold.claim.seatIds : [],
    heldUntil: hold?.heldUntil?.toISOString() ?? null,
    relocked: hold?.relocked ?? false,
    message: hold?.message ?? null,
    quantity,
    cartCount: await getCartItemCount(cartId),
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
      await syncPerformanceItem(tx, { cartId, performanceId, skuId, quantity: await heldQuantity(tx, cartId, { performanceId, skuId }), unit: null });
    }
    return gone.seatIds.length;
  });
  return { released, cartCount: await getCartItemCount(cartId) };
}
