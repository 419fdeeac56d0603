import { redirect } from 'next/navigation';
import { searchPageFor, shiftPastWindow, type SearchPage } from '@/features/search/request';
import { pacificToday } from '@/lib/dates';
import { HOTEL_SEARCH_CANONICAL_PATH } from '@/lib/config/product-types';
import { routes } from '@/lib/routes';

type Query = Record<string, string | string[] | undefined>;

/**
 * The hotel search the canonical url asks for (storefront 2.2: /mytrip/app/Products/hotel), or
 * null when a query value is malformed (then the page is not found). Its parameters are those of
 * a hotel results path, as a query and validated by the same schemas (routes.hotelSearchCanonical);
 * none is the default hotel search (today, two nights, one room, popular). A search that starts
 * before today redirects to the same search from today, same length, as the results pages do.
 */
export function hotelSearchCanonicalPage(query: Query): SearchPage | null {
  const params = routes.hotelSearchCanonical.parse(HOTEL_SEARCH_CANONICAL_PATH, query);
  if (params === null) return null;
  const today = pacificToday(new Date());
  if (params.startDate !== undefined) {
    const shifted = shiftPastWindow(params.startDate, params.endDate ?? params.startDate, today);
    if (shifted !== null) redirect(routes.hotelSearchCanonical.build({ ...params, ...(params.endDate === undefined ? { startDate: shifted.startDate } : shifted) }));
  }
  return searchPageFor('hotels', params, today);
}
