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
