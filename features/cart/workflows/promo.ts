import 'server-only';
import { previewTotals } from '@/features/checkout/price-checkout';
import { saveCartPromoCode } from '../mutations';

/**
 * POST /api/cart/promo: the promo code entered on the cart page (the cart's EnteredPromoCode),
 * checked against the cart by checkout's pricing first and saved only when it applies; `null`
 * removes it. Answers the totals with it, or why it does not apply.
 */
export async function applyCartPromo(
  cartId: string,
  promoCode: string | null,
): ReturnType<typeof previewTotals> {
  // The totals take the code as given, not the saved one: priced once, before the save.
  const preview = await previewTotals(cartId, { promoCode, giftCardCode: null });
  if (promoCode !== null && !preview.ok) return preview;
  await saveCartPromoCode(cartId, promoCode);
  return preview;
}
