import 'server-only';
import { roomNightsClaimKind } from '@/features/hotels/claims';
import { seatingClaimKinds } from '@/features/seating/claims';
import { getDb } from '@/lib/db/database';
import type { Tx } from '@/lib/db/rows';
import { withRetry } from '@/lib/db/retry';
import { lockCart, lockCartForOrder, markCartBooked } from '../mutations';
import type { CartInventory, ClaimKind, ClaimKinds, ClaimRequest, HeldClaim, SoldClaim } from '../types';

/** Every claim kind the cart can hold, by name. */
export const CLAIM_KINDS: ClaimKinds = { ...seatingClaimKinds, 'room-nights': roomNightsClaimKind };

/** The kind that implements a claim (its methods take any claim of the union: each kind checks its own). */
export function kindOf(claim: ClaimRequest, kinds: ClaimKinds = CLAIM_KINDS): ClaimKind<ClaimRequest> {
  return kinds[claim.kind];
}

/** One visitor action's writes: one transaction, run again whole when PostgreSQL picks it as a deadlock victim. */
export async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return withRetry(() => db.transaction(work));
}

/**
 * Takes all of an item's claims or none (DESIGN 3). Claims that hold on their own (a seat claim:
 * one statement, the measured hot path) are taken first, outside any transaction; the others and
 * then `write` (pricing and the cart's item) run in one transaction, which locks the cart row first. When any claim is refused or
 * the transaction fails, the claims already taken on their own are given back, and the
 * transaction's own are undone with it; the error is passed on.
 */
export async function holdItemClaims<T>(
  cartId: string,
  claims: readonly ClaimRequest[],
  write: (tx: Tx, held: readonly HeldClaim[]) => Promise<T>,
  kinds: ClaimKinds = CLAIM_KINDS,
): Promise<{ held: readonly HeldClaim[]; result: T }> {
  const alone = new Map<number, HeldClaim>();
  try {
    for (const [i, claim] of claims.entries()) {
      if (kindOf(claim, kinds).holdsOnItsOwn) alone.set(i, await kindOf(claim, kinds).hold(cartId, claim, null));
    }
    const db = await getDb();
    return await withRetry(() =>
      db.transaction(async (tx) => {
        // The cart first: holds on one cart (and its checkout) go one after the other.
        await lockCart(tx, cartId);
        const held: HeldClaim[] = [];
        for (const [i, claim] of claims.entries()) held.push(alone.get(i) ?? (await kindOf(claim, kinds).hold(cartId, claim, tx)));
        return { held, result: await write(tx, held) };
      }),
    );
  } catch (error) {
    if (alone.size > 0) {
      const db = await getDb();
      await db.transaction(async (tx) => {
        for (const taken of [...alone.values()].reverse()) await kindOf(taken.claim, kinds).release(tx, cartId, taken.claim);
      });
    }
    throw error;
  }
}

/**
 * Units the cart holds of one performance and ticket type, over every claim kind, or over one
 * kind only: a caller that knows the ticket type's kind (a seat hold or release; a ticket type is
 * sold by seat or as general admission, never both, and each kind's hold refuses the other's)
 * reads that kind's count alone, one statement instead of one per kind.
 */
export async function heldQuantity(tx: Tx, cartId: string, at: { performanceId: number; skuId: number }, only?: ClaimRequest['kind']): Promise<number> {
  let total = 0;
  for (const kind of only ? [CLAIM_KINDS[only]] : Object.values(CLAIM_KINDS)) total += await kind.heldQuantity(tx, cartId, at);
  return total;
}

/** The cart's inventory at checkout: every kind's claims kept from lapsing, then sold, in checkout's transaction. */
export const cartInventory: CartInventory = {
  lockForOrder: lockCartForOrder,
  markBooked: markCartBooked,
  async extend(tx, cartId, minutes) {
    for (const kind of Object.values(CLAIM_KINDS)) await kind.extend(tx, cartId, minutes);
  },
  async sell(tx, cartId) {
    const sold: SoldClaim[] = [];
    for (const kind of Object.values(CLAIM_KINDS)) sold.push(...(await kind.sell(tx, cartId)));
    return sold;
  },
};
