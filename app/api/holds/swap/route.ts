import { CART_COOKIE } from '@/features/cart/queries';
import { swapToPerformance } from '@/features/cart/workflows/swap';
import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { swapBodySchema, type SwapAnswer } from '@/features/seating/schema';
import { withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/holds/swap {performanceId}: the 'swap' default of a show's quantity page
 * (ticket-buying 4): the booking core's swap workflow. Without a cart nothing moves.
 */
export const POST = withBody(
  swapBodySchema,
  async ({ performanceId }, request): Promise<SwapAnswer> => {
    requireJson(request);
    return swapToPerformance({ cartId: readCookie(request, CART_COOKIE), performanceId, entitlement: () => findInsiderEntitlement(request) });
  },
  { label: 'api/holds/swap' },
);
