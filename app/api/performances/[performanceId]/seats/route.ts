import { CART_COOKIE } from '@/features/cart/queries';
import { seatStatesResponse } from '@/features/seating/live';
import { idParamSchema } from '@/features/seating/schema';
import { handle, parseInput } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ performanceId: string }> };

/**
 * GET /api/performances/{id}/seats: `{ taken, mine, sold }`, the seat ids sold or held by others,
 * those the visitor's cart holds, and which of the taken ones are sold. Read from the
 * performance's shared snapshot (at most a second old) with an ETag: the seat map polls it every
 * second with If-None-Match and gets a 304 while nothing changed.
 */
export const GET = handle<Context>(
  async (request, context) => {
    const performanceId = parseInput(idParamSchema, (await context.params).performanceId);
    return seatStatesResponse(request, performanceId, readCookie(request, CART_COOKIE));
  },
  { label: 'api/performances/seats' },
);
