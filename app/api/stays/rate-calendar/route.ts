import { findRateCalendarForVisitor } from '@/features/hotels/queries';
import { rateCalendarQuerySchema } from '@/features/hotels/schema';
import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { withQuery } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/**
 * GET /api/stays/rate-calendar?productId=&month=: the hotel details page's rate calendar, two
 * months of the lowest one-night rate with this visitor's member deal, read fresh for its island.
 */
export const GET = withQuery(
  rateCalendarQuerySchema,
  async ({ productId, month }, request) => findRateCalendarForVisitor({ productId, month: month ?? null }, await findInsiderEntitlement(request)),
  { label: 'api/stays/rate-calendar' },
);
