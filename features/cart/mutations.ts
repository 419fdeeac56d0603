import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { insiderPriceApplies, type InsiderEntitlement } from '@/lib/insider-pricing';

interface UnitPriceRow {
  price_cents: number;
  fee_cents: number;
  tax_cents: number;
  insider_price_cents: number | null;
  insider_password_protected: boolean;
}

/**
 * Makes the cart's item for a performance and ticket type match what the cart holds (seats and
 * general-admission places): created on the first hold, its quantity kept equal to the holds,
 * removed when nothing is held any more. Returns the item's quantity.
 *
 * With `entitlement` (a hold the visitor just made) the item's price snapshot becomes the price
 * this visitor was shown, insider or not; checkout charges the snapshot. Without it (renewing,
 * removing) the snapshot stays as it was.
 */
export async function syncPerformanceItem(cartId: string, performanceId: number, skuId: number, entitlement?: InsiderEntitlement): Promise<number> {
  const db = await getDb();
  let unit: { price: number; fee: number; tax: number } | null = null;
  if (entitlement) {
    const [sku] = (
      (await db.execute(
        sql`select price_cents, fee_cents, tax_cents, insider_price_cents, insider_password_protected from skus where id = ${skuId}`,
      )) as unknown as { rows: UnitPriceRow[] }
    ).rows;
    if (sku) {
      const insider = sku.insider_price_cents === null ? null : Number(sku.insider_price_cents);
      const applies = insiderPriceApplies(entitlement, { insiderPriceCents: insider, passwordProtected: sku.insider_password_protected });
      unit = { price: applies && insider !== null ? insider : Number(sku.price_cents), fee: Number(sku.fee_cents), tax: Number(sku.tax_cents) };
    }
  }
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
      insert into cart_items (cart_id, product_id, sku_id, performance_id, quantity, unit_price_cents, unit_fee_cents, unit_tax_cents)
      select ${cartId}, k.product_id, k.id, ${performanceId}, (select n from held),
             coalesce(${unit?.price ?? null}::int, k.price_cents), coalesce(${unit?.fee ?? null}::int, k.fee_cents), coalesce(${unit?.tax ?? null}::int, k.tax_cents)
        from skus k where k.id = ${skuId} and (select n from held) > 0
      on conflict (cart_id, performance_id, sku_id) where performance_id is not null
      do update set quantity = excluded.quantity,
                    unit_price_cents = coalesce(${unit?.price ?? null}::int, cart_items.unit_price_cents, excluded.unit_price_cents),
                    unit_fee_cents = coalesce(${unit?.fee ?? null}::int, cart_items.unit_fee_cents, excluded.unit_fee_cents),
                    unit_tax_cents = coalesce(${unit?.tax ?? null}::int, cart_items.unit_tax_cents, excluded.unit_tax_cents)
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
