import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';

/**
 * Makes the cart's item for a performance and ticket type match what the cart holds (seats and
 * general-admission places): created on the first hold, its quantity kept equal to the holds,
 * removed when nothing is held any more. Returns the item's quantity.
 */
export async function syncPerformanceItem(cartId: string, performanceId: number, skuId: number): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`
    with held as (
      select (select count(*) from seat_claims
               where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId} and status = 'held')
           + (select coalesce(sum(quantity), 0) from ga_holds
               where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId}) as n
    ),
    removed as (
      delete from cart_items
       where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId} and (select n from held) = 0
    ),
    kept as (
      insert into cart_items (cart_id, product_id, sku_id, performance_id, quantity)
      select ${cartId}, k.product_id, k.id, ${performanceId}, (select n from held)
        from skus k where k.id = ${skuId} and (select n from held) > 0
      on conflict (cart_id, performance_id, sku_id) where performance_id is not null
      do update set quantity = excluded.quantity
      returning quantity
    )
    select coalesce((select quantity from kept), 0)::int as quantity`);
  const [row] = (result as unknown as { rows: { quantity: number }[] }).rows;
  return Number(row?.quantity ?? 0);
}

/** Deletes an undated item of the cart (no hold stands behind it). Returns whether it was there. */
export async function deleteCartItem(cartId: string, itemId: string): Promise<boolean> {
  const db = await getDb();
  const result = await db.execute(sql`delete from cart_items where cart_id = ${cartId} and id = ${itemId} and performance_id is null returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Gives back the cart's general-admission places of a performance that is no longer on sale
 * (cancelled or over), where the seating feature refuses any change. The capacity row is locked
 * and its held count lowered by what the hold had, as a hold change would.
 */
export async function dropGeneralAdmissionHold(cartId: string, performanceId: number, skuId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ga_inventory where performance_id = ${performanceId} and sku_id = ${skuId} for update`);
    await tx.execute(sql`
      with gone as (
        delete from ga_holds where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId} returning quantity)
      update ga_inventory set held = held - (select coalesce(sum(quantity), 0) from gone)
       where performance_id = ${performanceId} and sku_id = ${skuId}`);
  });
}
