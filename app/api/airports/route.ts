import { findAirports } from '@/features/search/air-hotel/airports';
import { airportLookupQuerySchema } from '@/features/search/schema';
import { withQuery } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/**
 * GET /api/airports?q=los: the air+hotel widget's airport suggestions (ticket-buying 7: query
 * text, suggestion limit 10), best first. The list changes only with a deploy, so browsers and
 * shared caches may keep an answer for a day.
 */
export const GET = withQuery(
  airportLookupQuerySchema,
  async ({ q }) => {
    const airports = await findAirports(q);
    return jsonResponse({ airports }, { headers: { 'Cache-Control': 'public, max-age=86400, s-maxage=86400' } });
  },
  { label: 'api/airports' },
);
