import type { SearchCandidate, SearchableType } from './types';

/**
 * The search results query's withCrossSell (storefront 7: startDate, endDate, crossSellListCode,
 * crossSellType): a search of these types asks for the products of another type, from a
 * merchandising list, that are on sale in the same dates: shows during a hotel stay, tours beside
 * shows, shows beside tours, attractions and clubs. Restaurants ask for none.
 */
export interface CrossSellRequest {
  readonly crossSellListCode: string;
  readonly crossSellType: SearchableType;
}

export const CROSS_SELL_BY_TYPE: Readonly<Partial<Record<SearchableType, CrossSellRequest>>> = {
  HOTEL: { crossSellListCode: 'MoreShows', crossSellType: 'SHOW' },
  SHOW: { crossSellListCode: 'MoreTours', crossSellType: 'TOUR' },
  TOUR: { crossSellListCode: 'MoreShows', crossSellType: 'SHOW' },
  ATTRACTION: { crossSellListCode: 'MoreShows', crossSellType: 'SHOW' },
  CLUB: { crossSellListCode: 'MoreShows', crossSellType: 'SHOW' },
};

/** One row of cards. */
export const CROSS_SELL_LIMIT = 3;

export function crossSellFor(type: SearchableType): CrossSellRequest | null {
  return CROSS_SELL_BY_TYPE[type] ?? null;
}

/**
 * The cross-sell list of a search: the list's products in the list's order that are on sale in
 * the searched dates (the candidates of the cross-sell type for the same window), at most `limit`.
 */
export function crossSellItems(listIds: readonly number[], candidates: readonly SearchCandidate[], limit = CROSS_SELL_LIMIT): SearchCandidate[] {
  const byId = new Map(candidates.filter((c) => c.available).map((c) => [c.summary.id, c]));
  return listIds.flatMap((id) => {
    const candidate = byId.get(id);
    return candidate ? [candidate] : [];
  }).slice(0, limit);
}

/** The heading of a cross-sell list: what the visitor can add to the dates they searched. */
export function crossSellHeading(searchType: SearchableType, plural: string): string {
  return searchType === 'HOTEL' ? `Las Vegas ${plural} during your stay` : `Also in Las Vegas on your dates: ${plural}`;
}
