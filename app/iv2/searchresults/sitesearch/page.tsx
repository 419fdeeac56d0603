import type { Metadata } from 'next';
import { SiteSearchPageBody, siteSearchMetadata } from '@/features/sitesearch/components/site-search-page';
import { getSiteSearchFirstPage } from '@/features/sitesearch/queries';
import { siteSearchQuerySchema } from '@/features/sitesearch/schema';
import { normaliseSiteSearchText } from '@/lib/cache/shared-queries.mjs';
import * as z from 'zod/mini';

// What reaches this page renders per request: no query, a query the search refuses, `nc=1`, a
// client navigation, `next dev`. A valid query served by scripts/server.mjs goes to the cached
// twin (app/iv2/shared-results/sitesearch, lib/cache/shared-queries.mjs) instead.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function queryOf(props: Props): Promise<string | null> {
  const { rq } = await props.searchParams;
  const parsed = z.safeParse(siteSearchQuerySchema, { rq: typeof rq === 'string' ? rq : '' });
  return parsed.success ? normaliseSiteSearchText(parsed.data.rq) : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return siteSearchMetadata(await queryOf(props));
}

export default async function SiteSearchRoute(props: Props) {
  const query = await queryOf(props);
  return <SiteSearchPageBody page={query ? await getSiteSearchFirstPage(query) : null} />;
}
