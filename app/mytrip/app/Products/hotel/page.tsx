import { notFound } from 'next/navigation';
import { SearchResultsPage, searchMetadata } from '@/app/_search/search-page';
import { hotelSearchCanonicalPage } from '@/app/_search/hotel-search-canonical';

// The canonical hotel search (storefront 2.2), which every hotel results page names as its
// canonical: the default hotel search (today, two nights, one room, popular), rendered on its
// first request and then served from the cache like the results pages. With the search's
// parameters as a query it is rewritten to ./search, rendered per request (next.config.ts).
export const revalidate = 300;

export function generateMetadata() {
  const page = hotelSearchCanonicalPage({});
  return page === null ? {} : searchMetadata(page);
}

export default function Page() {
  const page = hotelSearchCanonicalPage({});
  if (page === null) notFound();
  return <SearchResultsPage page={page} />;
}
