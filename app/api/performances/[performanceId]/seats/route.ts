import { CART_COOKIE } from '@/features/cart/queries';
import { findSeatStates } from '@/features/seating/queries';
import { idParamSchema } from '@/features/seating/schema';
import { handle, parseInput } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ performanceId: string }> };

/**
 * GET /api/performances/{id}/seats: `{ taken, mine, sold }`, the seat ids sold or held by others,
 * those the visitor's cart holds, and which of the taken ones are sold. Small and fresh: the seat map polls it to show seats going.
 */
export const GET = handle<Context>(
  async (request, context) => {
    const performanceId = parseInput(idParamSchema, (await context.params).performanceId);
    return findSeatStates(performanceId, readCookie(request, CART_COOKIE));
  },
  { label: 'api/performances/seats' },
);
