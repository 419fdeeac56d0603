import { CART_COOKIE } from '@/features/cart/queries';
import { renewCartItemSchema, type RenewCartItemAnswer } from '@/features/cart/schema';
import { renewCartItem } from '@/features/cart/workflows/renew';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/cart/items/renew {itemId}: the cart page's 'Hold Again' on an expired item (the
 * booking core's renew workflow). A seat already in another cart, a performance no longer on
 * sale or places sold out answer 409.
 */
export const POST = withBody(
  renewCartItemSchema,
  async ({ itemId }, request): Promise<RenewCartItemAnswer> => {
    requireJson(request);
    return renewCartItem({ cartId: readCookie(request, CART_COOKIE), itemId });
  },
  { label: 'api/cart/items/renew' },
);
