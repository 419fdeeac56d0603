import { findSignedInProfile } from '@/features/accounts/queries';
import { findPerformanceTickets } from '@/features/seating/queries';
import { idParamSchema } from '@/features/seating/schema';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { MEMBER_DEALS_COOKIE } from '@/lib/member-deals-cookie';

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
    const tickets = await findPerformanceTickets(performanceId, {
      memberDeal: readCookie(request, MEMBER_DEALS_COOKIE) === '1',
      // Ticket-buying 6: signing up or signing in makes a member an insider.
      signedInInsider: (await findSignedInProfile(request.headers)) !== null,
    });
    if (tickets === null) throw new AppError('NOT_FOUND', 'No performance has this id.');
    return tickets;
  },
  { label: 'api/performances/tickets' },
);
