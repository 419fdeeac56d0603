import { notFound } from 'next/navigation';
import { SearchResultsPage, searchMetadata } from '@/app/_search/search-page';
import { hotelSearchCanonicalPage } from '@/app/_search/hotel-search-canonical';

// /mytrip/app/Products/hotel with the hotel search's parameters as a query (startDate, endDate,
// roomQty, filterCode, sortId, preferredProductId), rewritten here by lib/routes/query-rewrites.json:
// the search a visitor's url asks for, rendered per request (the results themselves are a cached
// read). A malformed value is the not-found page; its canonical link is the canonical hotel search.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  const page = hotelSearchCanonicalPage(await searchParams);
  return page === null ? {} : searchMetadata(page);
}

export default async function Page({ searchParams }: Props) {
  const page = hotelSearchCanonicalPage(await searchParams);
  if (page === null) notFound();
  return <SearchResultsPage page={page} />;
}
