import { NextRequest } from 'next/server';
import { CART_COOKIE, getCartItemCount } from '@/features/cart/queries';
import { handle } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/** The header's cart badge: `{ count }`, the total quantity in the visitor's cart (0 without one). */
export const GET = handle(
  async (request) => {
    const cartId = new NextRequest(request).cookies.get(CART_COOKIE)?.value;
    return { count: await getCartItemCount(cartId) };
  },
  { label: 'api/cart/count' },
);
