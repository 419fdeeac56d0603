import { CART_COOKIE } from '@/features/cart/queries';
import { removeCartItemSchema, type RemoveCartItemAnswer } from '@/features/cart/schema';
import { removeCartItem } from '@/features/cart/workflows/remove';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * DELETE /api/cart/items {itemId}: the cart page's Remove. The booking core's remove workflow
 * gives back what the item holds and removes it in one transaction.
 */
export const DELETE = withBody(
  removeCartItemSchema,
  async ({ itemId }, request): Promise<RemoveCartItemAnswer> => {
    requireJson(request);
    return removeCartItem({ cartId: readCookie(request, CART_COOKIE), itemId });
  },
  { label: 'api/cart/items' },
);
