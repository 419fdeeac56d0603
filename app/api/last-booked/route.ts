import { z } from 'zod';
import { getLastBookedTimes } from '@/features/social-proof/queries';
import { withQuery } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

const querySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'ids: up to 100 product ids, comma-separated')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .pipe(z.array(z.number().int().min(1).max(2_147_483_647))),
});

/**
 * GET /api/last-booked?ids=1,2,3: minutes since each product's newest order (within the
 * 48-hour lookback), for the product cards' 'Last booked' line. The same for every visitor, so
 * shared caches may keep it for a minute.
 */
export const GET = withQuery(
  querySchema,
  async ({ ids }) => {
    const now = new Date();
    const times = await getLastBookedTimes(ids, now);
    const minutesAgo: Record<string, number> = {};
    for (const [id, at] of times) minutesAgo[id] = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
    return jsonResponse({ minutesAgo }, { headers: { 'Cache-Control': 'public, max-age=60' } });
  },
  { label: 'api/last-booked' },
);
