import { findStayOfferForVisitor } from '@/features/hotels/queries';
import { stayOfferQuerySchema } from '@/features/hotels/schema';
import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { withQuery } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/**
 * GET /api/stays/offer?productId=&checkIn=&checkOut=&rooms=: a hotel's room types for a stay with
 * this visitor's rates, totals, taxes and fees and the rooms left, read fresh for the room
 * selection page's island (the page itself is cached and the same for every visitor).
 */
export const GET = withQuery(
  stayOfferQuerySchema,
  async (query, request) => findStayOfferForVisitor(query, await findInsiderEntitlement(request)),
  { label: 'api/stays/offer' },
);
