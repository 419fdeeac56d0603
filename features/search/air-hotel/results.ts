import type { ProductSummary } from '@/features/catalog/types';
import type { SortId } from '@/lib/config/search-rules';
import type { RoomTravellers } from '../widget-rules';
import { quotePackage, sortPackages, type PackageQuote, type PackageRoomType } from './packages';
import type { AirHotelSearch } from './request';
import { AIRPORT_MESSAGE } from './rules';

/**
 * What the air+hotel results page shows for one search, decided here rather than in the page
 * (issue 23, item 3) so the rules have unit tests and the page only parses, asks and renders.
 */

/** One package as read for a search window: its summary, its hotel, its room types over the nights. */
export interface PackageListingFacts {
  readonly summary: ProductSummary;
  readonly hotel: ProductSummary | null;
  readonly stay: { readonly roomTypes: readonly PackageRoomType[] };
  /** Place in the catalog's most-popular order: the tie-break of every sort. */
  readonly popularity: number;
}

/** One row of the results: the package, its hotel and its price for the party (null: unavailable). */
export interface PricedPackage {
  readonly summary: ProductSummary;
  readonly hotel: ProductSummary | null;
  readonly quote: PackageQuote | null;
}

/** Prices every package for the party at the seat fare and puts them in the order the visitor chose. */
export function priceAndSortPackages(
  listings: readonly PackageListingFacts[],
  party: readonly RoomTravellers[],
  seatCents: number,
  sortId: SortId,
): PricedPackage[] {
  const candidates = listings.map((listing) => ({
    summary: listing.summary,
    hotel: listing.hotel,
    popularity: listing.popularity,
    id: listing.summary.id,
    name: listing.summary.name,
    starRating: listing.hotel?.starRating ?? null,
    rating: listing.summary.rating,
    reviewCount: listing.summary.reviewCount,
    quote: quotePackage(listing.stay.roomTypes, party, seatCents),
  }));
  return sortPackages(candidates, sortId).map((c) => ({ summary: c.summary, hotel: c.hotel, quote: c.quote }));
}

/**
 * The messages shown beside the widget, each once: the search's own, and the airport's when a
 * well-formed code names no airport we fly from. Nothing is searched while there are any.
 */
export function airHotelSearchErrors(search: AirHotelSearch, airportKnown: boolean): string[] {
  const errors = [...(search.status === 'invalid' ? search.errors : [])];
  if (search.request.from !== null && !airportKnown) errors.push(AIRPORT_MESSAGE);
  return [...new Set(errors)];
}
