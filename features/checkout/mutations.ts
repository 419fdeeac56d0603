import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getCartView } from '@/features/cart/queries';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { CheckoutAbort } from './errors';
import type { OrderTotals } from './pricing';
import { priceCheckout, type OrderDetails } from './price-checkout';
import { getCartGuest } from './queries';
import type { GuestInfo } from './schema';

// The cart steps of checkout (guest information, promo code, totals, an abandoned cart's
// restore). Order writing is in order-writing.ts, the payment state machine in payment-flow.ts.

export { CHECKOUT_ERRORS } from './errors';
export type { OrderDetails } from './price-checkout';
export type { PaymentChoice, Providers } from './payment-flow';

const uuid = z.uuid();

/** Saves the guest information step on the cart. False when the cart is unknown or already booked. */
export async function saveGuestInfo(cartId: string, guest: GuestInfo): Promise<boolean> {
  if (!uuid.safeParse(cartId).success) return false;
  const db = await getDb();
  const updated = await rows<{ id: string }>(
    db,
    sql`update carts set guest_first_name = ${guest.firstName}, guest_last_name = ${guest.lastName}, guest_email = ${guest.email},
               guest_phone = ${guest.phone}, updated_at = now()
         where id = ${cartId} and booked_order_id is null returning id`,
  );
  return updated.length > 0;
}

/** The totals the billing page shows for a promo code and gift card, or the message about them. */
export async function previewTotals(cartId: string, details: Pick<OrderDetails, 'promoCode' | 'giftCardCode'>): Promise<{ ok: true; totals: OrderTotals } | { ok: false; message: string; field: string }> {
  const cart = await getCartView(cartId);
  try {
    return { ok: true, totals: (await priceCheckout(cart, details)).totals };
  } catch (error) {
    if (error instanceof CheckoutAbort) return { ok: false, message: error.message, field: error.field ?? '_' };
    throw error;
  }
}

/**
 * The cart an abandoned-cart link names, to become the visitor's cart: 'ok' for an open cart,
 * 'booked' when it already became an order, 'unknown' when there is no such cart.
 */
export async function findRestorableCart(cartId: string): Promise<'ok' | 'booked' | 'unknown'> {
  const saved = await getCartGuest(cartId);
  if (saved === null) return 'unknown';
  return saved.booked ? 'booked' : 'ok';
}

/**
 * The promo code entered on the cart page (the cart's EnteredPromoCode), checked against the
 * cart first; `null` removes it. Answers the totals with it, or why it does not apply.
 */
export async function saveCartPromo(
  cartId: string,
  promoCode: string | null,
): Promise<{ ok: true; totals: OrderTotals } | { ok: false; message: string; field: string }> {
  if (promoCode !== null) {
    const preview = await previewTotals(cartId, { promoCode, giftCardCode: null });
    if (!preview.ok) return preview;
  }
  const db = await getDb();
  await db.execute(sql`update carts set promo_code = ${promoCode}, updated_at = now() where id = ${cartId} and booked_order_id is null`);
  return previewTotals(cartId, { promoCode, giftCardCode: null });
}

/** The cart's saved promo code with the totals it gives, or null when none is saved or it no longer applies. */
export async function savedPromoTotals(cartId: string | null | undefined): Promise<{ code: string; totals: OrderTotals } | null> {
  if (!uuid.safeParse(cartId).success) return null;
  const db = await getDb();
  const [row] = await rows<{ promo_code: string | null }>(db, sql`select promo_code from carts where id = ${cartId!}`);
  if (!row?.promo_code) return null;
  const preview = await previewTotals(cartId!, { promoCode: row.promo_code, giftCardCode: null });
  return preview.ok ? { code: row.promo_code, totals: preview.totals } : null;
}
