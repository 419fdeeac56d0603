import 'server-only';
import { getCartView } from '@/features/cart/queries';
import type { CartView } from '@/features/cart/types';
import type { Runner } from '@/lib/db/rows';
import { CheckoutAbort } from './errors';
import { checkPromo, GIFT_CARD_MESSAGES, orderTotals, type OrderTotals, type PromoRule } from './pricing';
import { findGiftCardBalance, findPromo, pricedItems } from './queries';

/** Billing and guest details kept with a payment (no card data). */
export interface OrderDetails {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly country: string;
  readonly postalCode: string;
  /** The billing address's city and state (ticket-buying 3); absent on payments made before billing asked for them. */
  readonly city?: string;
  readonly state?: string | null;
  readonly promoCode: string | null;
  readonly giftCardCode: string | null;
  readonly userId: string | null;
}

/** Prices the cart with the promo code and gift card of the billing form, or says why it cannot. */
export async function priceCheckout(cart: CartView, details: Pick<OrderDetails, 'promoCode' | 'giftCardCode'>, runner?: Runner): Promise<{ totals: OrderTotals; promo: PromoRule | null }> {
  const items = pricedItems(cart);
  let promo: PromoRule | null = null;
  if (details.promoCode) {
    promo = await findPromo(details.promoCode, runner);
    const checked = checkPromo(promo, items, new Date());
    if (!checked.ok) throw new CheckoutAbort('PROMO', checked.message, 'promoCode');
  }
  let balance = 0;
  if (details.giftCardCode) {
    const found = await findGiftCardBalance(details.giftCardCode, runner);
    if (found === null) throw new CheckoutAbort('GIFT_CARD', GIFT_CARD_MESSAGES.unknown, 'giftCardCode');
    if (found === 0) throw new CheckoutAbort('GIFT_CARD', GIFT_CARD_MESSAGES.empty, 'giftCardCode');
    balance = found;
  }
  return { totals: orderTotals(items, promo, balance), promo };
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
