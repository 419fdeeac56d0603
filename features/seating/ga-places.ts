import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows, type Runner, type Tx } from '@/lib/db/rows';
import { AppError } from '@/lib/errors';
import { checkQuantity, holdContext, holdMinutes, withRetry } from './hold-facts';

export interface GeneralAdmissionHold {
  readonly cartId: string;
  readonly performanceId: number;
  readonly skuId: number;
  /** Places now held for the cart (0 when released). */
  readonly quantity: number;
  readonly heldUntil: Date | null;
  /** Places still free for others after this hold. */
  readonly remaining: number;
}

/**
 * Sets the cart's general-admission hold on a sku at a performance to `quantity` (0 releases
 * it). Counted against the performance's capacity for the sku in one transaction that locks the
 * capacity row: lapsed holds are given back first, then the change is applied only if it fits,
 * and the ga_inventory CHECK refuses any count beyond the capacity whatever the code does.
 * Throws CONFLICT (with the places left) when the quantity does not fit.
 */
export async function setGeneralAdmissionHold(
  input: { cartId: string; performanceId: number; skuId: number; quantity: number },
  /** The workflow's transaction, when the change is one step of it (then the caller retries it whole). */
  within?: Tx,
): Promise<GeneralAdmissionHold> {
  const db = await getDb();
  const { cartId, performanceId, skuId, quantity } = input;
  const context = await holdContext(db, performanceId, skuId, [], true, within ?? db);
  if (context.supportsSeatSelection || context.capacity === null) throw new AppError('BAD_REQUEST', 'This ticket type is not general admission.');
  if (quantity > 0) checkQuantity(context, quantity, false);
  const capacity = context.capacity;

  const change = (runner: Runner) =>
    runner.transaction(async (tx) => {
      await tx.execute(sql`insert into ga_inventory (performance_id, sku_id, capacity) values (${performanceId}, ${skuId}, ${capacity}) on conflict do nothing`);
      await tx.execute(sql`select 1 from ga_inventory where performance_id = ${performanceId} and sku_id = ${skuId} for update`);
      const [inventory] = await rows<{ capacity: number; held: number; sold: number }>(
        tx,
        sql`with lapsed as (
              delete from ga_holds where performance_id = ${performanceId} and sku_id = ${skuId} and held_until <= now() returning quantity)
            update ga_inventory set held = held - (select coalesce(sum(quantity), 0) from lapsed)
             where performance_id = ${performanceId} and sku_id = ${skuId}
            returning capacity, held, sold`,
      );
      const [current] = await rows<{ quantity: number }>(
        tx,
        sql`select quantity from ga_holds where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId}`,
      );
      const delta = quantity - (current?.quantity ?? 0);
      const free = inventory!.capacity - inventory!.held - inventory!.sold;
      if (delta > free) {
        const left = free + (current?.quantity ?? 0);
        throw new AppError('CONFLICT', left > 0 ? `Sorry, only ${left} left for this performance.` : 'Sorry, this ticket type is sold out for this performance.', {
          fieldErrors: { quantity: [String(left)] },
        });
      }
      if (delta !== 0) {
        await tx.execute(sql`update ga_inventory set held = held + ${delta} where performance_id = ${performanceId} and sku_id = ${skuId}`);
      }
      if (quantity === 0) {
        await tx.execute(sql`delete from ga_holds where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId}`);
        return { cartId, performanceId, skuId, quantity: 0, heldUntil: null, remaining: free - delta };
      }
      const [hold] = await rows<{ held_until: Date | string }>(
        tx,
        sql`insert into ga_holds (cart_id, performance_id, sku_id, quantity, held_until)
            values (${cartId}, ${performanceId}, ${skuId}, ${quantity}, now() + make_interval(mins => ${holdMinutes()}))
            on conflict (cart_id, performance_id, sku_id) do update set quantity = excluded.quantity, held_until = excluded.held_until
            returning held_until`,
      );
      return { cartId, performanceId, skuId, quantity, heldUntil: new Date(hold!.held_until), remaining: free - delta };
    });
  return within ? change(within) : withRetry(() => change(db));
}

/**
 * Gives back the cart's general-admission places of a performance that is no longer on sale
 * (cancelled or over), where setGeneralAdmissionHold refuses any change. The capacity row is
 * locked and its held count lowered by what the hold had, as a hold change would.
 */
export async function dropGeneralAdmissionHold(runner: Runner, cartId: string, performanceId: number, skuId: number): Promise<void> {
  await runner.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ga_inventory where performance_id = ${performanceId} and sku_id = ${skuId} for update`);
    await tx.execute(sql`
      with gone as (
        delete from ga_holds where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId} returning quantity)
      update ga_inventory set held = held - (select coalesce(sum(quantity), 0) from gone)
       where performance_id = ${performanceId} and sku_id = ${skuId}`);
  });
}
