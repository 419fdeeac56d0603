import { notFound, redirect } from 'next/navigation';
import { hotelSearchCanonicalPage } from '@/app/_search/hotel-search-canonical';
import { HOTEL_SEARCH_CANONICAL_PATH } from '@/lib/config/product-types';
import { routes } from '@/lib/routes';
import { searchLink } from '@/lib/routes/search-link';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /mytrip/app/Products/hotel with the hotel search's parameters as a query (startDate, endDate,
 * roomQty, filterCode, sortId, preferredProductId), rewritten here by lib/routes/query-rewrites.json.
 * It renders nothing: a valid search is a 307 to its results path, a cached page whose canonical
 * link is the canonical hotel search; a malformed value is the not-found page (a page, not a route
 * handler, so that it gets the site's not-found markup); a stay before today moves to today first
 * (hotelSearchCanonicalPage).
 */
export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  const page = hotelSearchCanonicalPage(query);
  const params = routes.hotelSearchCanonical.parse(HOTEL_SEARCH_CANONICAL_PATH, query);
  if (page === null || params === null) notFound();
  redirect(
    searchLink('hotels', {
      startDate: page.request.startDate,
      endDate: page.request.endDate,
      roomQty: params.roomQty,
      filterCode: params.filterCode,
      sortId: params.sortId,
      preferredProductId: params.preferredProductId,
    }),
  );
}
