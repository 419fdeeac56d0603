import { NextRequest } from 'next/server';
import type { CartPageData } from '@/features/cart/cart-page-data';
import { CART_COOKIE, getCartView } from '@/features/cart/queries';
import { savedPromoTotals } from '@/features/checkout/cart-steps';
import { handle } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/**
 * GET /api/cart: the visitor's cart as the cart page shows it (its items, prices, hold times and
 * the saved promo code's totals). The page itself is one cached page for everyone (issue 27);
 * this is its per-visitor part, fetched by the cart island.
 */
export const GET = handle(
  async (request): Promise<CartPageData> => {
    const cartId = new NextRequest(request).cookies.get(CART_COOKIE)?.value;
    const [cart, saved] = await Promise.all([getCartView(cartId), savedPromoTotals(cartId)]);
    const promo = saved ? { code: saved.code, discountCents: saved.totals.discountCents, totalCents: saved.totals.totalCents } : null;
    return { cart, promo };
  },
  { label: 'api/cart' },
);
