import { findProductRatings } from '@/features/reviews/queries';
import { reviewStatisticsQuerySchema } from '@/features/sitesearch/schema';
import { withQuery } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/** GET /api/review-statistics?productIds=1,2,3 (at most 50): the rating and review count each product shows (own reviews, else the customer rating). */
export const GET = withQuery(reviewStatisticsQuerySchema, async ({ productIds }) => ({ statistics: await findProductRatings(productIds) }), {
  label: 'api/review-statistics',
});
