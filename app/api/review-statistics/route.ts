import { findReviewStatistics } from '@/features/sitesearch/queries';
import { reviewStatisticsQuerySchema } from '@/features/sitesearch/schema';
import { withQuery } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/** GET /api/review-statistics?productIds=1,2,3 (at most 50): rating and review count per product. */
export const GET = withQuery(reviewStatisticsQuerySchema, async ({ productIds }) => ({ statistics: await findReviewStatistics(productIds) }), {
  label: 'api/review-statistics',
});
