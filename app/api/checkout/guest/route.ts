import { CART_COOKIE } from '@/features/cart/queries';
import { saveCartGuest } from '@/features/cart/mutations';
import { guestInfoSchema } from '@/features/checkout/schema';
import { AppError } from '@/lib/errors';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

/** POST /api/checkout/guest: the guest information step (name, e-mail, phone) saved on the visitor's cart. */
export const POST = withBody(
  guestInfoSchema,
  async (guest, request) => {
    requireJson(request);
    const saved = await saveCartGuest(readCookie(request, CART_COOKIE) ?? '', guest);
    if (!saved) throw new AppError('CONFLICT', 'Your cart is empty or has already been booked.');
    return { ok: true, next: routes.checkout.build() };
  },
  { label: 'api/checkout/guest' },
);
