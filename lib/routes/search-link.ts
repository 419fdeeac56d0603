import type { SearchKind } from './search-results';

/**
 * Search results paths for the browser, which must not load the route table
 * (lib/routes/README.md, "In the browser"). Writes exactly what
 * `routes.<kind>SearchResults.build` writes for the same parts; search-link.test.ts holds the
 * two equal over every kind and every combination of parts.
 */
export interface SearchLinkParts {
  readonly startDate: string;
  readonly endDate: string;
  readonly categoryId?: number | 'all' | undefined;
  readonly filterCode?: string | undefined;
  readonly sortId?: string | undefined;
  readonly roomQty?: number | undefined;
  readonly preferredProductId?: number | 'any' | undefined;
  /** Hotel and generic kinds: the productLinePage variant (storefront 2.2), a line page's default search. */
  readonly productLinePage?: 'plp' | undefined;
  /** A promotion page's merchandising list code, written as `?mo=` (merchListCodeSchema). */
  readonly mo?: string | undefined;
}

/** The optional parts each kind's path takes, in their order. */
const PARTS: Readonly<Record<SearchKind, readonly (keyof SearchLinkParts)[]>> = {
  shows: ['categoryId', 'filterCode', 'sortId', 'preferredProductId', 'productLinePage'],
  tours: ['categoryId', 'filterCode', 'sortId', 'productLinePage'],
  attractions: ['categoryId', 'filterCode', 'sortId', 'productLinePage'],
  clubs: ['categoryId', 'filterCode', 'sortId', 'productLinePage'],
  restaurants: ['filterCode', 'sortId'],
  hotels: ['roomQty', 'filterCode', 'sortId', 'preferredProductId', 'productLinePage'],
};

const KEYS: Readonly<Record<string, string>> = {
  categoryId: 'category',
  filterCode: 'filters',
  sortId: 'sort',
  roomQty: 'rooms',
  preferredProductId: 'product',
  productLinePage: 'variant',
};

export function searchLink(kind: SearchKind, parts: SearchLinkParts): string {
  let path = `/iv2/searchresults/${kind}/${parts.startDate}/-/${parts.endDate}`;
  for (const part of PARTS[kind]) {
    const value = parts[part];
    // Every value is url-safe by its schema (dates, ids, sort ids, filter codes).
    if (value !== undefined) path += `/${KEYS[part]}/${String(value)}`;
  }
  return parts.mo === undefined ? path : `${path}?mo=${encodeURIComponent(parts.mo)}`;
}

/**
 * A hotel's details for a stay, fresh (ticket-buying 2: a hotel search from the hotel's own page
 * goes to that hotel's details with the dates and `nc=1`). `datesPath` is the page's
 * `routes.hotelProductDetails` path without dates; one room is the default and left out, and
 * '5+' rooms never gets here (group travel). Equal to `routes.hotelProductDetails.build` with
 * `nc: true` (search-link.test.ts).
 */
export function hotelDetailsLink(datesPath: string, parts: { readonly startDate: string; readonly endDate: string; readonly roomQty?: number | undefined }): string {
  const rooms = parts.roomQty !== undefined && parts.roomQty > 1 ? `/quantity/${parts.roomQty}` : '';
  return `${datesPath}/${parts.startDate}/${parts.endDate}${rooms}?nc=1`;
}

/** The parts of an air+hotel search path; the sort in the path, the flight and the party as a query. */
export interface AirHotelLinkParts {
  readonly startDate: string;
  readonly endDate: string;
  readonly sortId?: string | undefined;
  readonly from?: string | undefined;
  readonly party?: string | undefined;
  readonly cabin?: string | undefined;
  readonly depart?: string | undefined;
  readonly return?: string | undefined;
}

/** The query keys of `routes.airHotelSearchResults`, in its order. */
const AIR_HOTEL_QUERY = ['from', 'party', 'cabin', 'depart', 'return'] as const;

/** Equal to `routes.airHotelSearchResults.build` for the same parts (search-link.test.ts). */
export function airHotelSearchLink(parts: AirHotelLinkParts): string {
  const path = `/iv2/searchresults/airhotels/${parts.startDate}/-/${parts.endDate}${parts.sortId === undefined ? '' : `/sort/${parts.sortId}`}`;
  const search = new URLSearchParams();
  for (const key of AIR_HOTEL_QUERY) {
    const value = parts[key];
    if (value !== undefined) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
