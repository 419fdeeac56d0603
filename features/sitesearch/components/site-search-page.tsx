import type { Metadata } from 'next';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl, routes } from '@/lib/routes';
import type { SiteSearchPage as SearchPage } from '../queries';
import { SiteSearchResults } from './site-search-results';

/** The results page's metadata: the same for the per-request page and its cached twin. */
export function siteSearchMetadata(query: string | null): Metadata {
  const { siteUrl } = getSiteSettings();
  return {
    title: query ? `Search results for ${query}` : 'Search',
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(routes.siteSearch.build({}), siteUrl) },
  };
}

/**
 * Full-text search results (storefront 2.7): the first page rendered on the server, more on
 * scroll. One body for app/iv2/searchresults/sitesearch (per request) and its cached twin
 * (app/iv2/shared-results/sitesearch), so both answer alike.
 */
export function SiteSearchPageBody({ page }: { page: SearchPage | null }) {
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
