import * as z from 'zod/mini';
import { countCodeCheck } from '@/features/cart/limits';
import { CART_COOKIE } from '@/features/cart/queries';
import { previewTotals } from '@/features/checkout/price-checkout';
import { billingCodesSchema } from '@/features/checkout/schema';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/http/client-ip';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

const cartIdSchema = z.uuid();

/** POST /api/checkout/totals {promoCode?, giftCardCode?}: the billing page's totals with a promo code and gift card applied, computed here. */
export const POST = withBody(
  billingCodesSchema,
  async (codes, request) => {
    requireJson(request);
    const cartId = z.safeParse(cartIdSchema, readCookie(request, CART_COOKIE));
    if (!cartId.success) throw new AppError('CONFLICT', 'Your cart is empty.');
    // Per cart (any id the cookie names, real or not) and per address: codes cannot be walked through.
    await countCodeCheck({ cartId: cartId.data, ip: clientIp(request) });
    const preview = await previewTotals(cartId.data, { promoCode: codes.promoCode ?? null, giftCardCode: codes.giftCardCode ?? null });
    if (!preview.ok) throw new AppError('BAD_REQUEST', preview.message, { fieldErrors: { [preview.field]: [preview.message] } });
    return preview.totals;
  },
  { label: 'api/checkout/totals' },
);
