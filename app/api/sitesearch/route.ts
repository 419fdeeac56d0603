import { searchSite } from '@/features/sitesearch/queries';
import { siteSearchQuerySchema } from '@/features/sitesearch/schema';
import { withQuery } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/** GET /api/sitesearch?rq=…&offset=N: the next page of full-text results (spec 2.7). */
export const GET = withQuery(siteSearchQuerySchema, ({ rq, offset }) => searchSite(rq, offset), { label: 'api/sitesearch' });
