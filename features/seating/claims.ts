import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ClaimKind, ClaimKinds, PlacesClaimRequest, SeatClaimRequest, SoldClaim } from '@/features/cart/types';
import { rows, type Tx } from '@/lib/db/rows';
import { gaHolds, seatClaims } from '@/lib/db/schema';
import { isAppError } from '@/lib/errors';
import { dropGeneralAdmissionHold, setGeneralAdmissionHold } from './ga-places';
import { holdSeats, releaseSeats } from './seat-claims';

// Seating's two kinds of inventory claim, as the booking core (features/cart/workflows) calls
// them. Seating owns seat_claims, ga_holds and ga_inventory: every statement on them is here or
// in seat-claims.ts, ga-places.ts and queries.ts.

/** Seats by id: held by the one-statement claim (with relocks), released and sold by the cart. */
export const seatClaimKind: ClaimKind<SeatClaimRequest> = {
  kind: 'seats',
  holdsOnItsOwn: true,
  async hold(cartId, claim) {
    // Never in the workflow's transaction: the claim is one atomic statement on a connection of
    // its own (see claimSeats), the measured hot path of Add to Cart.
    const hold = await holdSeats({ cartId, performanceId: claim.performanceId, skuId: claim.skuId, seatIds: claim.seatIds });
    return { claim: { ...claim, seatIds: hold.seatIds }, heldUntil: hold.heldUntil, relocked: hold.relocked, message: hold.message };
  },
  async release(tx, cartId, claim) {
    // No seat ids would mean every seat of the performance: an item whose seats all lapsed gives back none.
    if (claim.seatIds.length === 0) return;
    await releaseSeats({ cartId, performanceId: claim.performanceId, seatIds: claim.seatIds }, tx);
  },
  async heldQuantity(tx, cartId, { performanceId, skuId }) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(seatClaims)
      .where(and(eq(seatClaims.cartId, cartId), eq(seatClaims.performanceId, performanceId), eq(seatClaims.skuId, skuId), eq(seatClaims.status, 'held')));
    return Number(row?.n ?? 0);
  },
  async extend(tx, cartId, minutes) {
    await tx.execute(sql`update seat_claims set held_until = greatest(held_until, now() + make_interval(mins => ${minutes}::int))
                          where cart_id = ${cartId} and status = 'held' and held_until > now()`);
  },
  async sell(tx, cartId) {
    // Every held seat of the cart that is still live becomes sold.
    const sold = await rows<{ performance_id: number; sku_id: number; seat_id: number; section: string; row_name: string; seat_name: string }>(
      tx,
      sql`with sold as (
            update seat_claims set status = 'sold', held_until = null
             where cart_id = ${cartId} and status = 'held' and held_until > now()
            returning performance_id, sku_id, seat_id)
          select sold.performance_id, sold.sku_id, sold.seat_id, vs.name as section, s.row_name, s.seat_name
            from sold join seats s on s.id = sold.seat_id join venue_sections vs on vs.id = s.section_id
           order by vs.sort_order, s.row_name, s.seat_number`,
    );
    const byItem = new Map<string, { performanceId: number; skuId: number; seats: SoldClaim['seats'][number][] }>();
    for (const s of sold) {
      const key = `${s.performance_id}:${s.sku_id}`;
      const entry = byItem.get(key) ?? { performanceId: Number(s.performance_id), skuId: Number(s.sku_id), seats: [] };
      entry.seats.push({ seatId: Number(s.seat_id), section: s.section, row: s.row_name, seat: s.seat_name });
      byItem.set(key, entry);
    }
    return [...byItem.values()].map((e) => ({ ...e, stay: null, quantity: e.seats.length }));
  },
};

/** General-admission places: a counted capacity, changed in the workflow's transaction. */
export const placesClaimKind: ClaimKind<PlacesClaimRequest> = {
  kind: 'ga-places',
  holdsOnItsOwn: false,
  async hold(cartId, claim, within) {
    const hold = await setGeneralAdmissionHold({ cartId, performanceId: claim.performanceId, skuId: claim.skuId, quantity: claim.quantity }, within ?? undefined);
    return { claim: { ...claim, quantity: hold.quantity }, heldUntil: hold.heldUntil, relocked: false, message: null };
  },
  async release(tx, cartId, { performanceId, skuId }) {
    try {
      await setGeneralAdmissionHold({ cartId, performanceId, skuId, quantity: 0 }, tx);
    } catch (error) {
      // A cancelled or past performance takes no hold changes; its places are given back directly.
      if (!isAppError(error) || (error.code !== 'CONFLICT' && error.code !== 'NOT_FOUND')) throw error;
      await dropGeneralAdmissionHold(tx, cartId, performanceId, skuId);
    }
  },
  async heldQuantity(tx, cartId, { performanceId, skuId }) {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${gaHolds.quantity}), 0)::int` })
      .from(gaHolds)
      .where(and(eq(gaHolds.cartId, cartId), eq(gaHolds.performanceId, performanceId), eq(gaHolds.skuId, skuId)));
    return Number(row?.n ?? 0);
  },
  async extend(tx, cartId, minutes) {
    await tx.execute(sql`update ga_holds set held_until = greatest(held_until, now() + make_interval(mins => ${minutes}::int))
                          where cart_id = ${cartId} and held_until > now()`);
  },
  async sell(tx, cartId) {
    // Live places move from held to sold on the capacity row.
    const sold = await tx
      .delete(gaHolds)
      .where(and(eq(gaHolds.cartId, cartId), gt(gaHolds.heldUntil, sql`now()`)))
      .returning({ performanceId: gaHolds.performanceId, skuId: gaHolds.skuId, quantity: gaHolds.quantity });
    for (const g of sold) {
      await tx.execute(sql`update ga_inventory set held = held - ${g.quantity}, sold = sold + ${g.quantity}
                            where performance_id = ${g.performanceId} and sku_id = ${g.skuId}`);
    }
    return sold.map((g) => ({ ...g, stay: null, seats: [] }));
  },
};

/** Every claim kind seating implements, by name. */
export const seatingClaimKinds: Pick<ClaimKinds, 'seats' | 'ga-places'> = { seats: seatClaimKind, 'ga-places': placesClaimKind };

/** Gives back the cart's seats of a performance (all of them without seatIds): DELETE /api/holds. */
export async function releaseCartSeats(tx: Tx, cartId: string, performanceId: number, seatIds: readonly number[] | null): Promise<{ seatIds: number[]; skuIds: number[] }> {
  return releaseSeats({ cartId, performanceId, ...(seatIds ? { seatIds } : {}) }, tx);
}
