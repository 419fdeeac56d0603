import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { performanceTicketsResponse } from '@/features/seating/live';
import { idParamSchema } from '@/features/seating/schema';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ performanceId: string }> };

/**
 * GET /api/performances/{id}/tickets: the performance's ticket types with this visitor's prices
 * (insider prices for a member deal, password-protected ones only for a signed-in member) and
 * what is left of each, from the performance's shared snapshot (at most a second old), with an
 * ETag for conditional requests.
 */
export const GET = handle<Context>(
  async (request, context) => {
    const performanceId = parseInput(idParamSchema, (await context.params).performanceId);
    const response = await performanceTicketsResponse(request, performanceId, await findInsiderEntitlement(request));
    if (response === null) throw new AppError('NOT_FOUND', 'No performance has this id.');
    return response;
  },
  { label: 'api/performances/tickets' },
);
