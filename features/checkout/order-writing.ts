import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getCartView } from '@/features/cart/queries';
import type { CartInventory, OrderableCartItem, SoldClaim } from '@/features/cart/types';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { pacificToday } from '@/lib/dates';
import { CHECKOUT_ERRORS, CheckoutAbort } from './errors';
import { priceCheckout, type OrderDetails } from './price-checkout';

// Order writing: a paid-for cart becomes an order, its claims sold, in one transaction.

/** What a payment row needs to turn into an order. */
export interface PaymentRow {
  id: string;
  cart_id: string;
  submission_key: string;
  provider: string;
  status: string;
  amount_cents: number;
  reference: string | null;
  details: OrderDetails | string;
  order_id: string | null;
  error: string | null;
}

export function detailsOf(row: PaymentRow): OrderDetails {
  return typeof row.details === 'string' ? (JSON.parse(row.details) as OrderDetails) : row.details;
}


function newTicketId(): string {
  return randomBytes(18).toString('base64url');
}

/** A stay's confirmation number: 'H' and ten digits, one per stay (unique on order_items). */
function newStayConfirmation(): string {
  return `H${randomInt(1_000_000_000, 10_000_000_000)}`;
}

/**
 * Turns the cart's live holds into sold seats and places and writes the order, in one
 * transaction (the cart's own statements come with `inventory`, handed in by the workflow): the
 * cart row is locked, every hold must still be this cart's and live, the total
 * is computed again from the database and must equal what was authorised, and the gift card
 * and promo code are debited within their limits. Any shortfall rolls everything back.
 */
export async function writeOrder(payment: PaymentRow, inventory: CartInventory): Promise<{ id: string; number: string }> {
  const details = detailsOf(payment);
  const cart = await getCartView(payment.cart_id);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await inventory.lockForOrder(tx, payment.cart_id);
    if (!locked) throw new CheckoutAbort('EMPTY', CHECKOUT_ERRORS.empty);
    if (locked.booked) throw new CheckoutAbort('ALREADY_BOOKED', CHECKOUT_ERRORS.alreadyBooked);
    const { items } = locked;

    if (items.length === 0) throw new CheckoutAbort('EMPTY', CHECKOUT_ERRORS.empty);
    // The totals were priced from the cart as it was read before the lock: it must not have moved since.
    const unchanged =
      items.length === cart.items.length &&
      items.every((item) => {
        const view = cart.items.find((v) => v.id === item.id);
        return view !== undefined && view.quantity === item.quantity && (item.unitPriceCents === null || view.prices.unitPriceCents === item.unitPriceCents);
      });
    if (!unchanged) throw new CheckoutAbort('CART_CHANGED', CHECKOUT_ERRORS.cartChanged);

    // Every live claim of the cart is sold (the inventory owners' statements, handed in by the workflow).
    const sold = await inventory.sell(tx, payment.cart_id);
    const key = (performanceId: number | null, skuId: number, stay: { checkIn: string | null; checkOut: string | null } | null = null) =>
      stay === null ? `${performanceId}:${skuId}` : `stay:${skuId}:${stay.checkIn}:${stay.checkOut}`;
    const itemKey = (item: OrderableCartItem) =>
      item.kind === 'stay' ? key(null, item.skuId, { checkIn: item.checkIn, checkOut: item.checkOut }) : key(item.performanceId, item.skuId);
    const soldOf = new Map<string, SoldClaim>();
    for (const claim of sold) {
      const k = key(claim.performanceId, claim.skuId, claim.stay);
      const before = soldOf.get(k);
      soldOf.set(k, before ? { ...claim, quantity: before.quantity + claim.quantity, seats: [...before.seats, ...claim.seats] } : claim);
    }
    for (const item of items) {
      const claim = soldOf.get(itemKey(item));
      const have = item.seated ? (claim?.seats.length ?? 0) : (claim?.quantity ?? 0);
      // A stay stands on its rooms for every night; tickets on a performance.
      if ((item.kind !== 'stay' && item.performanceId === null) || have !== item.quantity) throw new CheckoutAbort('HOLD_LOST', CHECKOUT_ERRORS.holdLost);
    }

    const { totals, promo } = await priceCheckout(cart, details, tx);
    if (totals.balanceDueCents !== Number(payment.amount_cents)) throw new CheckoutAbort('CART_CHANGED', CHECKOUT_ERRORS.cartChanged);

    if (promo) {
      const used = await rows(tx, sql`update promo_codes set uses = uses + 1 where code = ${promo.code} and (max_uses is null or uses < max_uses) returning code`);
      if (used.length === 0) throw new CheckoutAbort('PROMO', 'This promo code has been fully redeemed.', 'promoCode');
    }
    if (details.giftCardCode && totals.giftCardCents > 0) {
      const debited = await rows(
        tx,
        sql`update gift_cards set balance_cents = balance_cents - ${totals.giftCardCents}
             where code = ${details.giftCardCode} and balance_cents >= ${totals.giftCardCents} returning code`,
      );
      if (debited.length === 0) throw new CheckoutAbort('GIFT_CARD', CHECKOUT_ERRORS.giftCardChanged, 'giftCardCode');
    }

    let order: { id: string; number: string } | undefined;
    for (let attempt = 0; !order && attempt < 5; attempt += 1) {
      const number = `VG-${randomInt(100_000_000, 1_000_000_000)}`;
      [order] = await rows<{ id: string; number: string }>(
        tx,
        sql`insert into orders (number, cart_id, submission_key, user_id, email, first_name, last_name, phone, country, postal_code, promo_code,
                                subtotal_cents, discount_cents, fees_cents, taxes_cents, total_cents, gift_card_cents, charged_cents,
                                payment_provider, payment_reference, order_date)
            values (${number}, ${payment.cart_id}, ${payment.submission_key}, ${details.userId}, ${details.email}, ${details.firstName},
                    ${details.lastName}, ${details.phone}, ${details.country}, ${details.postalCode}, ${promo?.code ?? null},
                    ${totals.subtotalCents}, ${totals.discountCents}, ${totals.feesCents}, ${totals.taxesCents}, ${totals.totalCents},
                    ${totals.giftCardCents}, ${totals.balanceDueCents}, ${payment.provider}, ${payment.reference}, ${pacificToday(new Date())})
            on conflict on constraint orders_number do nothing
            returning id, number`,
      );
    }
    if (!order) throw new Error('could not pick a free confirmation number');

    const lineOf = new Map(totals.items.map((l) => [l.id, l]));
    for (const item of items) {
      const view = cart.items.find((v) => v.id === item.id);
      const line = lineOf.get(item.id);
      if (!view || !line) throw new CheckoutAbort('CART_CHANGED', CHECKOUT_ERRORS.cartChanged);
      const stay = item.kind === 'stay' ? view.stay : null;
      const [orderItem] = await rows<{ id: number }>(
        tx,
        sql`insert into order_items (order_id, product_id, product_name, sku_id, sku_name, performance_id, starts_at, quantity,
                                     unit_price_cents, unit_fee_cents, unit_tax_cents, discount_cents, total_cents,
                                     check_in, check_out, guests, stay_confirmation, stay_nights, cancellation_hours, fulfillment_message)
            values (${order.id}, ${item.productId}, ${item.productName}, ${item.skuId}, ${item.skuName}, ${item.performanceId},
                    ${item.startsAt === null ? null : item.startsAt.toISOString()}, ${item.quantity},
                    ${view.prices.unitPriceCents}, ${view.prices.unitFeeCents}, ${view.prices.unitTaxCents}, ${line.discountCents}, ${line.totalCents},
                    ${stay ? stay.checkIn : null}::date, ${stay ? stay.checkOut : null}::date, ${stay ? stay.guests : null}::int,
                    ${stay ? newStayConfirmation() : null}, ${stay ? JSON.stringify(stay.nightly) : null}::jsonb,
                    ${stay ? (item.cancellationHours ?? stay.cancellationHours) : null}::int,
                    ${stay ? null : item.fulfillmentMessage})
            returning id`,
      );
      if (!orderItem) throw new Error('insert into order_items returned no row');
      // A stay has no tickets: its confirmation number is the hotel's reference.
      if (stay) continue;
      const seats = item.seated ? (soldOf.get(itemKey(item))?.seats ?? []) : [];
      const values = Array.from({ length: item.quantity }, (_, i) => {
        const seat = seats[i];
        return sql`(${newTicketId()}, ${orderItem.id}, ${seat?.seatId ?? null}, ${seat?.section ?? null}, ${seat?.row ?? null}, ${seat?.seat ?? null}, ${i + 1})`;
      });
      await tx.execute(sql`insert into tickets (id, order_item_id, seat_id, section, row_name, seat_name, admission) values ${sql.join(values, sql`, `)}`);
    }
    if (details.giftCardCode && totals.giftCardCents > 0) {
      await tx.execute(sql`insert into gift_card_redemptions (order_id, code, amount_cents) values (${order.id}, ${details.giftCardCode}, ${totals.giftCardCents})`);
    }
    await inventory.markBooked(tx, payment.cart_id, order.id);
    // The payment must still be open: the reconciliation job may have settled (voided) a payment
    // whose checkout took past its grace period; the order then rolls back with everything else.
    const attached = await rows(
      tx,
      sql`update payments set order_id = ${order.id}, updated_at = now()
           where id = ${payment.id} and order_id is null and status in ('pending', 'authorized') returning id`,
    );
    if (attached.length === 0) throw new CheckoutAbort('PAYMENT_FAILED', CHECKOUT_ERRORS.paymentAbandoned);
    return order;
  });
}
