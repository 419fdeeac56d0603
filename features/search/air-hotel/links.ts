import { SEARCH_RULES } from '@/lib/config/search-rules';
// Not the route table (lib/routes/README.md, "In the browser"): the air+hotel widget builds these.
import { airHotelSearchLink } from '@/lib/routes/search-link';
import type { AirHotelRequest, AirHotelSortId } from './request';
import { formatParty } from './rules';

/**
 * The url of an air+hotel search, with the sort changed if asked: the default sort is left out
 * of the path; the flight and the party are always written, so a shared link searches the same.
 */
export function airHotelSearchHref(request: Omit<AirHotelRequest, 'from'> & { from: string | null }, change: { sortId?: AirHotelSortId } = {}): string {
  const sortId = change.sortId ?? request.sortId;
  return airHotelSearchLink({
    startDate: request.startDate,
    endDate: request.endDate,
    sortId: sortId === SEARCH_RULES.AIR_HOTEL.defaultSortId ? undefined : sortId,
    from: request.from ?? undefined,
    party: formatParty(request.party),
    cabin: request.cabin,
    depart: request.depart,
    return: request.return,
  });
}
