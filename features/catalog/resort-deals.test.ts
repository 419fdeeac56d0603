import { describe, expect, it } from 'vitest';
import { resortDealGroups, RESORT_DEAL_GROUP_SIZE, RESORT_DEAL_GROUPS } from './resort-deals';

type Hotel = {
  id: number;
  fromPriceCents: number | null;
  fromBasePriceCents: number | null;
  starRating: number | null;
  rating: number;
  reviewCount: number;
};

let nextId = 1;
function hotel(over: Partial<Hotel> = {}): Hotel {
  return { id: nextId++, fromPriceCents: 10_000, fromBasePriceCents: 10_000, starRating: 4, rating: 4, reviewCount: 100, ...over };
}
const ids = (list: readonly Hotel[]) => list.map((h) => h.id);

describe('resortDealGroups', () => {
  it('has the three groups of spec 2.4, titled exactly', () => {
    expect(RESORT_DEAL_GROUPS.map((g) => g.title)).toEqual(['Daily Deals', 'Best Value', 'Trending']);
    expect(RESORT_DEAL_GROUP_SIZE).toBeGreaterThanOrEqual(3);
    expect(RESORT_DEAL_GROUP_SIZE).toBeLessThanOrEqual(4);
  });

  it('gives empty groups for no hotels', () => {
    expect(resortDealGroups([])).toEqual({ dailyDeals: [], bestValue: [], trending: [] });
  });

  it('leaves hotels with nothing on sale out of every group', () => {
    const unpriced = hotel({ fromPriceCents: null, fromBasePriceCents: null, reviewCount: 99_999 });
    const groups = resortDealGroups([unpriced]);
    expect(groups).toEqual({ dailyDeals: [], bestValue: [], trending: [] });
  });

  it('orders Daily Deals by the discount against the original price, leaving undiscounted hotels out', () => {
    const ten = hotel({ fromPriceCents: 9_000, fromBasePriceCents: 10_000 });
    const none = hotel({ fromPriceCents: 10_000, fromBasePriceCents: 10_000 });
    const forty = hotel({ fromPriceCents: 30_000, fromBasePriceCents: 50_000 });
    const twenty = hotel({ fromPriceCents: 8_000, fromBasePriceCents: 10_000 });
    expect(ids(resortDealGroups([ten, none, forty, twenty]).dailyDeals)).toEqual([forty.id, twenty.id, ten.id]);
  });

  it('breaks a Daily Deals tie by the lower price, then by popularity (input order)', () => {
    const dear = hotel({ fromPriceCents: 20_000, fromBasePriceCents: 25_000 });
    const cheap = hotel({ fromPriceCents: 8_000, fromBasePriceCents: 10_000 });
    const cheapToo = hotel({ fromPriceCents: 8_000, fromBasePriceCents: 10_000 });
    expect(ids(resortDealGroups([dear, cheapToo, cheap]).dailyDeals)).toEqual([cheapToo.id, cheap.id, dear.id]);
  });

  it('orders Best Value by the price per star, falling back to the guest rating', () => {
    const fiveStar = hotel({ fromPriceCents: 25_000, starRating: 5 }); // 5,000 a star
    const twoStar = hotel({ fromPriceCents: 6_000, starRating: 2 }); // 3,000 a star
    const unrated = hotel({ fromPriceCents: 16_000, starRating: null, rating: 4 }); // 4,000 a point
    const nothing = hotel({ fromPriceCents: 1_000, starRating: null, rating: 0 });
    expect(ids(resortDealGroups([fiveStar, twoStar, unrated, nothing]).bestValue)).toEqual([twoStar.id, unrated.id, fiveStar.id]);
  });

  it('breaks a Best Value tie by the higher guest rating', () => {
    const liked = hotel({ fromPriceCents: 10_000, starRating: 4, rating: 4.8 });
    const lessLiked = hotel({ fromPriceCents: 10_000, starRating: 4, rating: 3.9 });
    expect(ids(resortDealGroups([lessLiked, liked]).bestValue)).toEqual([liked.id, lessLiked.id]);
  });

  it('orders Trending by review count, then guest rating, then popularity', () => {
    const most = hotel({ reviewCount: 5_000 });
    const tiedHigh = hotel({ reviewCount: 1_000, rating: 4.6 });
    const tiedLow = hotel({ reviewCount: 1_000, rating: 4.1 });
    const tiedLowToo = hotel({ reviewCount: 1_000, rating: 4.1 });
    expect(ids(resortDealGroups([tiedLow, tiedLowToo, tiedHigh, most]).trending)).toEqual([most.id, tiedHigh.id, tiedLow.id, tiedLowToo.id]);
  });

  it('keeps at most the group size and does not reorder its input', () => {
    const hotels = Array.from({ length: 10 }, (_, i) => hotel({ fromPriceCents: 10_000 - i * 100, fromBasePriceCents: 12_000, reviewCount: i }));
    const before = ids(hotels);
    const groups = resortDealGroups(hotels);
    for (const group of Object.values(groups)) expect(group).toHaveLength(RESORT_DEAL_GROUP_SIZE);
    expect(ids(resortDealGroups(hotels, 3).trending)).toEqual([before[9], before[8], before[7]]);
    expect(ids(hotels)).toEqual(before);
  });
});
