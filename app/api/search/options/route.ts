import { getSearchOptions } from '@/features/search/queries';
import { searchOptionsQuerySchema } from '@/features/search/schema';
import { withQuery } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/** GET /api/search/options?productType=SHOW: the search widget's categories (and restaurant filters). */
export const GET = withQuery(searchOptionsQuerySchema, async ({ productType }) => ({ groups: await getSearchOptions(productType) }), {
  label: 'api/search/options',
});
