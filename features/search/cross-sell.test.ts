import { describe, expect, it } from 'vitest';
import type { SearchCandidate } from './types';
import { CROSS_SELL_LIMIT, crossSellFor, crossSellHeading, crossSellItems } from './cross-sell';
import { searchPageFor } from './request';

const candidate = (id: number, available: boolean) => ({ summary: { id }, available }) as unknown as SearchCandidate;

describe('cross-sell (storefront 7: withCrossSell startDate, endDate, crossSellListCode, crossSellType)', () => {
  it('is asked for by hotel and generic searches, not restaurants', () => {
    expect(crossSellFor('HOTEL')).toEqual({ crossSellListCode: 'MoreShows', crossSellType: 'SHOW' });
    expect(crossSellFor('SHOW')).toEqual({ crossSellListCode: 'MoreTours', crossSellType: 'TOUR' });
    expect(crossSellFor('TOUR')?.crossSellType).toBe('SHOW');
    expect(crossSellFor('RESTAURANT')).toBeNull();
    expect(searchPageFor('hotels', {}, '2026-11-22')?.request.crossSell).toEqual({ crossSellListCode: 'MoreShows', crossSellType: 'SHOW' });
    expect(searchPageFor('restaurants', {}, '2026-11-22')?.request.crossSell).toBeNull();
  });

  it("keeps the list's order, only what is on sale in the dates, one row at most", () => {
    const candidates = [candidate(1, true), candidate(2, false), candidate(3, true), candidate(4, true), candidate(5, true)];
    expect(crossSellItems([5, 2, 9, 3, 1, 4], candidates).map((c) => c.summary.id)).toEqual([5, 3, 1]);
    expect(CROSS_SELL_LIMIT).toBe(3);
    expect(crossSellItems([2, 9], candidates)).toEqual([]);
  });

  it('heads the list by what the visitor searched', () => {
    expect(crossSellHeading('HOTEL', 'Shows')).toBe('Las Vegas Shows during your stay');
    expect(crossSellHeading('SHOW', 'Tours')).toBe('Also in Las Vegas on your dates: Tours');
  });
});
