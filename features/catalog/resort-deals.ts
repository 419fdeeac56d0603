import type { ProductSummary } from './types';

/** Hotels per group of the hotel landing page's resort deals block (storefront 2.4). */
export const RESORT_DEAL_GROUP_SIZE = 4;

export const RESORT_DEAL_GROUPS = [
  { key: 'dailyDeals', title: 'Daily Deals' },
  { key: 'bestValue', title: 'Best Value' },
  { key: 'trending', title: 'Trending' },
] as const;

export type ResortDealGroupKey = (typeof RESORT_DEAL_GROUPS)[number]['key'];
export type ResortDeals<T> = Record<ResortDealGroupKey, T[]>;

type DealCandidate = Pick<ProductSummary, 'id' | 'fromPriceCents' | 'fromBasePriceCents' | 'starRating' | 'rating' | 'reviewCount'>;

/**
 * The three resort deal groups, computed from the hotels' from-prices, stars and reviews.
 * Every entry shows a from-price, so hotels with nothing on sale are in no group; a hotel may
 * appear in more than one group. `hotels` comes most popular first, and that order breaks the
 * ties that remain below.
 *
 * - Daily Deals: the largest discount of the from-price against its original (box-office)
 *   price, as a fraction of the original; hotels without a discount are left out. Ties: the
 *   lower from-price first.
 * - Best Value: the lowest from-price per hotel star (a hotel without a star rating is priced
 *   per guest-rating point out of 5 instead; one with neither is left out). Ties: the higher
 *   guest rating first.
 * - Trending: the most reviews. Ties: the higher guest rating first, then the more popular.
 */
export function resortDealGroups<T extends DealCandidate>(hotels: readonly T[], size = RESORT_DEAL_GROUP_SIZE): ResortDeals<T> {
  const priced = hotels
    .map((hotel, popularity) => ({ hotel, popularity, price: hotel.fromPriceCents }))
    .filter((entry): entry is { hotel: T; popularity: number; price: number } => entry.price !== null && entry.price > 0);
  type Entry = (typeof priced)[number];
  const top = (entries: Entry[], compare: (a: Entry, b: Entry) => number) =>
    entries
      .sort((a, b) => compare(a, b) || a.popularity - b.popularity)
      .slice(0, Math.max(0, size))
      .map((entry) => entry.hotel);

  const discount = (e: Entry) => {
    const base = e.hotel.fromBasePriceCents ?? e.price;
    return base > e.price ? (base - e.price) / base : 0;
  };
  const perPoint = (e: Entry) => {
    const points = e.hotel.starRating && e.hotel.starRating > 0 ? e.hotel.starRating : e.hotel.rating;
    return points > 0 ? e.price / points : null;
  };

  return {
    dailyDeals: top(
      priced.filter((e) => discount(e) > 0),
      (a, b) => discount(b) - discount(a) || a.price - b.price,
    ),
    bestValue: top(
      priced.filter((e) => perPoint(e) !== null),
      (a, b) => (perPoint(a) ?? 0) - (perPoint(b) ?? 0) || b.hotel.rating - a.hotel.rating,
    ),
    trending: top([...priced], (a, b) => b.hotel.reviewCount - a.hotel.reviewCount || b.hotel.rating - a.hotel.rating),
  };
}
