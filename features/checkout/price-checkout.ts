import 'server-only';
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
