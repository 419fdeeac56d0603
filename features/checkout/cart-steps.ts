import 'server-only';
import { getCartCheckoutState } from '@/features/cart/queries';
import type { OrderTotals } from './pricing';
import { previewTotals } from './price-checkout';
import { parseDefaultPromo } from './default-promo';

// What checkout reads for the cart's steps: the saved promo code's totals, an abandoned cart's
// restore. The cart saves the steps (features/cart/mutations.ts and its promo workflow); the
// totals are price-checkout.ts's, order writing is order-writing.ts's, the payment state
// machine payment-flow.ts's.

/**
 * The cart an abandoned-cart link names, to become the visitor's cart: 'ok' for an open cart,
 * 'booked' when it already became an order, 'unknown' when there is no such cart.
 */
export async function findRestorableCart(cartId: string): Promise<'ok' | 'booked' | 'unknown'> {
  const saved = await getCartCheckoutState(cartId);
  if (saved === null) return 'unknown';
  return saved.booked ? 'booked' : 'ok';
}

/** The cart's saved promo code with the totals it gives, or null when none is saved or it no longer applies. */
export async function savedPromoTotals(cartId: string | null | undefined): Promise<{ code: string; totals: OrderTotals } | null> {
  const saved = await getCartCheckoutState(cartId);
  if (!saved?.promoCode) return null;
  const preview = await previewTotals(cartId!, { promoCode: saved.promoCode, giftCardCode: null });
  return preview.ok ? { code: saved.promoCode, totals: preview.totals } : null;
}

/**
 * The promo code billing starts with, applied: the one saved on the cart, else the campaign's
 * default promo (the cookie's value) when it is valid for this cart now; null otherwise (an
 * unknown or expired campaign code is left out, never shown as an error the visitor did not make).
 */
export async function billingPromoTotals(cartId: string | null | undefined, defaultPromoCookie: string | null | undefined): Promise<{ code: string; totals: OrderTotals } | null> {
  const saved = await savedPromoTotals(cartId);
  if (saved || !cartId) return saved;
  const code = parseDefaultPromo(defaultPromoCookie);
  if (code === null) return null;
  const preview = await previewTotals(cartId, { promoCode: code, giftCardCode: null });
  return preview.ok ? { code, totals: preview.totals } : null;
}
