import * as z from 'zod/mini';
import { countCodeCheck } from '@/features/cart/limits';
import { CART_COOKIE } from '@/features/cart/queries';
import { applyCartPromo } from '@/features/cart/workflows/promo';
import { billingCodesSchema } from '@/features/checkout/schema';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/http/client-ip';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

const cartIdSchema = z.uuid();

/**
 * POST /api/cart/promo {promoCode}: the cart page's promo code, checked against the cart and
 * saved on it (an empty code removes it). Answers the totals the server computed with it.
 */
export const POST = withBody(
  billingCodesSchema,
  async ({ promoCode }, request) => {
    requireJson(request);
    const cartId = z.safeParse(cartIdSchema, readCookie(request, CART_COOKIE));
    if (!cartId.success) throw new AppError('CONFLICT', 'Your cart is empty.');
    // Per cart (any id the cookie names, real or not) and per address: codes cannot be walked through.
    await countCodeCheck({ cartId: cartId.data, ip: clientIp(request) });
    const saved = await applyCartPromo(cartId.data, promoCode ?? null);
    if (!saved.ok) throw new AppError('BAD_REQUEST', saved.message, { fieldErrors: { [saved.field]: [saved.message] } });
    return saved.totals;
  },
  { label: 'api/cart/promo' },
);
