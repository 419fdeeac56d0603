import { findMemberFromPrices } from '@/features/catalog/queries';
import { memberPricesQuerySchema } from '@/features/catalog/schema';
import { findInsiderEntitlement } from '@/features/member-deals/queries';
import { withQuery } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/**
 * GET /api/member-prices?ids=1,2[&startDate=&endDate=] (storefront 6): this visitor's member
 * prices for the products a cached page shows (search results, details), called by its island.
 * The server decides the entitlement (member-deal cookie, session); per visitor, so private.
 */
export const GET = withQuery(
  memberPricesQuerySchema,
  async (query, request) => {
    const window = query.startDate && query.endDate ? { startDate: query.startDate, endDate: query.endDate } : null;
    const prices = await findMemberFromPrices(query.ids, await findInsiderEntitlement(request), window);
    return jsonResponse({ prices }, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } });
  },
  { label: 'api/member-prices' },
);
