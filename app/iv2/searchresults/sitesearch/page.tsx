import type { Metadata } from 'next';
import { SiteSearchResults } from '@/features/sitesearch/components/site-search-results';
import { searchSite } from '@/features/sitesearch/queries';
import { siteSearchQuerySchema } from '@/features/sitesearch/schema';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl, routes } from '@/lib/routes';
import * as z from 'zod/mini';

// Answers what a visitor typed, so it renders per request and stays out of search engines.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function queryOf(props: Props): Promise<string | null> {
  const { rq } = await props.searchParams;
  const parsed = z.safeParse(siteSearchQuerySchema, { rq: typeof rq === 'string' ? rq : '' });
  return parsed.success ? parsed.data.rq : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const query = await queryOf(props);
  const { siteUrl } = getSiteSettings();
  return {
    title: query ? `Search results for ${query}` : 'Search',
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(routes.siteSearch.build({}), siteUrl) },
  };
}

/** Full-text search results (storefront 2.7): the first page rendered here, more on scroll. */
export default async function SiteSearchPage(props: Props) {
  const query = await queryOf(props);
  const page = query ? await searchSite(query, 0) : null;
  return (
    <main id="main" className="page">
      {page ? (
        <>
          <h1 className="page-heading" data-testid="site-search-heading">
            Searching for {page.query}, {page.totalResults} matching results found
          </h1>
          <SiteSearchResults key={page.query} initial={{ ...page, results: [...page.results] }} />
        </>
      ) : (
        <>
          <h1 className="page-heading">Search</h1>
          <p>Type a show, hotel, tour or anything else Las Vegas into the search box at the top of the page.</p>
        </>
      )}
    </main>
  );
}
