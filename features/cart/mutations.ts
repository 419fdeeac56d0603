import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/database';
import { rows, type Runner, type Tx } from '@/lib/db/rows';
import { cartItems, carts } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { CART_TICKET_CAP, CART_TICKET_CAP_MESSAGE } from './limits';
import type { UnitPrices } from './pricing';
import type { CartGuest, OrderableCartItem } from './types';

// The cart owns carts and cart_items: every write to them is here, called by the workflows.

const cartIdSchema = z.uuid();

/**
 * The cart the visitor's CART_UUID names, or a new one when the cookie is missing, malformed
 * or names a cart that no longer exists. Returns its id (the caller sets the cookie).
 */
export async function ensureCart(cartId: string | null | undefined, runner?: Runner): Promise<string> {
  const db = runner ?? (await getDb());
  const parsed = cartIdSchema.safeParse(cartId);
  if (parsed.success) {
    const [found] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, parsed.data));
    if (found) return found.id;
  }
  const [created] = await db.insert(carts).values({}).returning({ id: carts.id });
  if (!created) throw new AppError('INTERNAL', 'insert into carts returned no row');
  return created.id;
}

/** The cart the visitor's CART_UUID names, when it exists (booked or not); null otherwise. */
export async function findCartId(cartId: string | null | undefined): Promise<string | null> {
  const parsed = cartIdSchema.safeParse(cartId);
  if (!parsed.success) return null;
  const db = await getDb();
  const [found] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, parsed.data));
  return found?.id ?? null;
}

/** A new, empty cart (for a hold that is about to be taken). */
export async function createCart(): Promise<string> {
  const db = await getDb();
  const [created] = await db.insert(carts).values({}).returning({ id: carts.id });
  if (!created) throw new AppError('INTERNAL', 'insert into carts returned no row');
  return created.id;
}

/**
 * Deletes a cart created for a hold that failed or held nothing: no row is left behind and no
 * cookie names it. Its items go with it; a cart that something else came to name (a sold seat,
 * a payment) is kept.
 */
export async function deleteUnusedCart(cartId: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from carts c where c.id = ${cartId}
                         and not exists (select 1 from seat_claims s where s.cart_id = c.id)
                         and not exists (select 1 from payments p where p.cart_id = c.id)
                         and not exists (select 1 from orders o where o.cart_id = c.id)`);
}

/**
 * Locks the cart row for the rest of the transaction. A hold's transaction takes it before
 * anything else (workflows/claims.ts, holdItemClaims), as checkout's does (lockCartForOrder), so
 * two holds on one cart count its tickets one after the other and a hold and a checkout of one
 * cart never wait on each other's rows.
 */
export async function lockCart(tx: Tx, cartId: string): Promise<void> {
  await tx.execute(sql`select id from carts where id = ${cartId} for update`);
}

/**
 * The tickets the cart's performance items stand for, and how many of them are the item of one
 * performance and ticket type (read before that item changes, the cart's total after it is
 * `tickets - item + the item's new quantity`: one statement instead of a count before and after).
 */
export async function cartTickets(tx: Tx, cartId: string, item: { performanceId: number; skuId: number }): Promise<{ tickets: number; item: number }> {
  const [row] = await rows<{ tickets: number; item: number }>(
    tx,
    sql`select coalesce(sum(quantity), 0)::int as tickets,
               coalesce(sum(quantity) filter (where performance_id = ${item.performanceId} and sku_id = ${item.skuId}), 0)::int as item
          from cart_items where cart_id = ${cartId} and item_kind = 'performance'`,
  );
  return { tickets: Number(row?.tickets ?? 0), item: Number(row?.item ?? 0) };
}

/**
 * Makes the cart's item for a performance and ticket type stand for `quantity` units (what its
 * claims hold now): created on the first hold, its quantity kept equal to the claims, removed at
 * 0. With `unit` (a hold the visitor just made) the item's price snapshot becomes that price,
 * the one the visitor was shown; without it (renewing, removing) the snapshot stays as it was.
 * Returns the item's quantity.
 */
export async function syncPerformanceItem(
  tx: Tx,
  item: { cartId: string; performanceId: number; skuId: number; quantity: number; unit: UnitPrices | null },
): Promise<number> {
  const { cartId, performanceId, skuId, quantity, unit } = item;
  if (quantity <= 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.performanceId, performanceId), eq(cartItems.skuId, skuId)));
    return 0;
  }
  const price = unit?.priceCents ?? null;
  const fee = unit?.feeCents ?? null;
  const tax = unit?.taxCents ?? null;
  // The product and the public price come from the ticket type itself, so an item never names a
  // product its ticket type is not of.
  const [kept] = await rows<{ quantity: number }>(
    tx,
    sql`insert into cart_items (cart_id, product_id, sku_id, performance_id, quantity, unit_price_cents, unit_fee_cents, unit_tax_cents)
        select ${cartId}, k.product_id, k.id, ${performanceId}, ${quantity},
               coalesce(${price}::int, k.price_cents), coalesce(${fee}::int, k.fee_cents), coalesce(${tax}::int, k.tax_cents)
          from skus k where k.id = ${skuId}
        on conflict (cart_id, performance_id, sku_id) where performance_id is not null
        do update set quantity = excluded.quantity,
                      unit_price_cents = coalesce(${price}::int, cart_items.unit_price_cents, excluded.unit_price_cents),
                      unit_fee_cents = coalesce(${fee}::int, cart_items.unit_fee_cents, excluded.unit_fee_cents),
                      unit_tax_cents = coalesce(${tax}::int, cart_items.unit_tax_cents, excluded.unit_tax_cents)
        returning quantity`,
  );
  return Number(kept?.quantity ?? 0);
}

/**
 * Makes the cart's item for a stay (room type, check-in, check-out) stand for `rooms` rooms:
 * created on the first hold with the guests, the price snapshot (one room's whole stay: rates,
 * resort fees, taxes) and its nightly rates; removed at 0. Without `price` (renewing, removing)
 * the snapshot stays as it was. Returns the item's rooms.
 */
export async function syncStayItem(
  tx: Tx,
  item: {
    cartId: string;
    skuId: number;
    checkIn: string;
    checkOut: string;
    rooms: number;
    guests: number | null;
    price: { unit: UnitPrices; nightlyCents: readonly number[] } | null;
  },
): Promise<number> {
  const { cartId, skuId, checkIn, checkOut, rooms, price } = item;
  const stayOf = and(eq(cartItems.cartId, cartId), eq(cartItems.itemKind, 'stay'), eq(cartItems.skuId, skuId), eq(cartItems.checkIn, checkIn), eq(cartItems.checkOut, checkOut));
  if (rooms <= 0) {
    await tx.delete(cartItems).where(stayOf);
    return 0;
  }
  if (price === null) {
    const kept = await tx.update(cartItems).set({ quantity: rooms, ...(item.guests === null ? {} : { guests: item.guests }) }).where(stayOf).returning({ quantity: cartItems.quantity });
    return Number(kept[0]?.quantity ?? 0);
  }
  const nightly = sql`array[${sql.join(price.nightlyCents.map((c) => sql`${c}::int`), sql`, `)}]::int[]`;
  const [kept] = await rows<{ quantity: number }>(
    tx,
    sql`insert into cart_items (cart_id, product_id, sku_id, item_kind, check_in, check_out, guests, nightly_cents, quantity,
                                unit_price_cents, unit_fee_cents, unit_tax_cents)
        select ${cartId}, k.product_id, k.id, 'stay', ${checkIn}::date, ${checkOut}::date, ${item.guests}::int, ${nightly}, ${rooms}::int,
               ${price.unit.priceCents}::int, ${price.unit.feeCents}::int, ${price.unit.taxCents}::int
          from skus k where k.id = ${skuId}
        on conflict (cart_id, sku_id, check_in, check_out) where item_kind = 'stay'
        do update set quantity = excluded.quantity, guests = excluded.guests, nightly_cents = excluded.nightly_cents,
                      unit_price_cents = excluded.unit_price_cents, unit_fee_cents = excluded.unit_fee_cents, unit_tax_cents = excluded.unit_tax_cents
        returning quantity`,
  );
  return Number(kept?.quantity ?? 0);
}

/** Deletes an undated item of the cart (no claim stands behind it; not a stay). Returns whether it was there. */
export async function deleteUndatedItem(tx: Tx, cartId: string, itemId: string): Promise<boolean> {
  const deleted = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId), isNull(cartItems.performanceId), eq(cartItems.itemKind, 'performance')))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

/** Saves checkout's guest step on an open cart. False when there is no such cart or it became an order. */
export async function saveCartGuest(cartId: string, guest: CartGuest): Promise<boolean> {
  if (!cartIdSchema.safeParse(cartId).success) return false;
  const db = await getDb();
  const updated = await db
    .update(carts)
    .set({ guestFirstName: guest.firstName, guestLastName: guest.lastName, guestEmail: guest.email, guestPhone: guest.phone, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), isNull(carts.bookedOrderId)))
    .returning({ id: carts.id });
  return updated.length > 0;
}

/** Saves (or, with null, removes) the promo code entered on an open cart's page. */
export async function saveCartPromoCode(cartId: string, promoCode: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(carts)
    .set({ promoCode, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), isNull(carts.bookedOrderId)));
}

/** CartInventory.lockForOrder: the cart row locked for its order, and its items. */
export async function lockCartForOrder(tx: Tx, cartId: string): Promise<{ booked: boolean; items: OrderableCartItem[] } | null> {
  const [locked] = await rows<{ booked_order_id: string | null }>(tx, sql`select booked_order_id from carts where id = ${cartId} for update`);
  if (!locked) return null;
  const items = await rows<{
    id: string;
    item_kind: 'performance' | 'stay';
    product_id: number;
    product_name: string;
    sku_id: number;
    sku_name: string;
    seated: boolean;
    performance_id: number | null;
    starts_at: string | Date | null;
    quantity: number;
    unit_price_cents: number | null;
    check_in: string | null;
    check_out: string | null;
    guests: number | null;
    cancellation_hours: number | null;
    fulfillment_message: string | null;
  }>(
    tx,
    sql`select ci.id, ci.item_kind, ci.product_id, p.name as product_name, ci.sku_id, k.name as sku_name, k.supports_seat_selection as seated,
               ci.performance_id, perf.starts_at, ci.quantity, ci.unit_price_cents,
               to_char(ci.check_in, 'YYYY-MM-DD') as check_in, to_char(ci.check_out, 'YYYY-MM-DD') as check_out, ci.guests, rt.cancellation_hours,
               k.fulfillment_message
          from cart_items ci join products p on p.id = ci.product_id join skus k on k.id = ci.sku_id
          left join performances perf on perf.id = ci.performance_id
          left join room_types rt on rt.sku_id = ci.sku_id and ci.item_kind = 'stay'
         where ci.cart_id = ${cartId}`,
  );
  // The ticket cap again, in the order's own transaction: whatever got past the holds is not sold
  // (checkout voids the payment and the visitor gets the 409 with the message).
  const tickets = items.filter((i) => i.item_kind === 'performance').reduce((n, i) => n + Number(i.quantity), 0);
  if (tickets > CART_TICKET_CAP) throw new AppError('CONFLICT', CART_TICKET_CAP_MESSAGE);
  return {
    booked: locked.booked_order_id !== null,
    items: items.map((i) => ({
      id: i.id,
      kind: i.item_kind,
      productId: Number(i.product_id),
      productName: i.product_name,
      skuId: Number(i.sku_id),
      skuName: i.sku_name,
      seated: i.seated,
      performanceId: i.performance_id === null ? null : Number(i.performance_id),
      startsAt: i.starts_at === null ? null : new Date(i.starts_at),
      quantity: Number(i.quantity),
      unitPriceCents: i.unit_price_cents === null ? null : Number(i.unit_price_cents),
      checkIn: i.check_in,
      checkOut: i.check_out,
      guests: i.guests === null ? null : Number(i.guests),
      cancellationHours: i.cancellation_hours === null ? null : Number(i.cancellation_hours),
      fulfillmentMessage: i.fulfillment_message,
    })),
  };
}

/** CartInventory.markBooked: the cart became this order. */
export async function markCartBooked(tx: Tx, cartId: string, orderId: string): Promise<void> {
  await tx.update(carts).set({ bookedOrderId: orderId, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}
