import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { findPerformanceTickets } from '@/features/seating/queries';
import { idParamSchema } from '@/features/seating/schema';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ performanceId: string }> };

/**
 * GET /api/performances/{id}/tickets: the performance's ticket types with this visitor's prices
 * (insider prices for a member deal, password-protected ones only for a signed-in member) and
 * what is left of each. Fresh on every call.
 */
export const GET = handle<Context>(
  async (request, context) => {
    const performanceId = parseInput(idParamSchema, (await context.params).performanceId);
    const tickets = await findPerformanceTickets(performanceId, await findInsiderEntitlement(request));
    if (tickets === null) throw new AppError('NOT_FOUND', 'No performance has this id.');
    return tickets;
  },
  { label: 'api/performances/tickets' },
);
