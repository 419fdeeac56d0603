import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { buildDealsCalendar, NO_DEAL_LABEL, oneNightHref, type DealsHotel, type DealsNight } from './deals-calendar';
import type { LowestRate } from './rules';

const HOTELS = new Map<number, DealsHotel>([
  [1001, { name: 'Aurora Tower', slug: 'aurora-tower' }],
  [1002, { name: 'Bellamy Suites', slug: 'bellamy-suites' }],
]);
const rate = (night: string, productId: number, rateCents: number): LowestRate => ({ night, productId, rateCents, hotelName: `stored name ${productId}`, skuId: productId * 100 });

function nights(calendar: ReturnType<typeof buildDealsCalendar>): DealsNight[] {
  return calendar.months.flatMap((m) => m.weeks.flat()).filter((n): n is DealsNight => n !== null);
}

describe('buildDealsCalendar (the city-wide deals calendar)', () => {
  // From November 25 (today) to the end of December: two month grids, Sunday first.
  const city = {
    from: '2026-11-25',
    until: '2027-01-01',
    rates: [rate('2026-11-25', 1001, 12_900), rate('2026-11-26', 1002, 8_900), rate('2026-12-31', 1001, 8_900), rate('2026-12-05', 9999, 1_000)],
  };
  const calendar = buildDealsCalendar(city, HOTELS);

  it('lays the nights out as the two month grids of the rate calendar', () => {
    expect(calendar.months.map((m) => [m.month, m.label])).toEqual([
      ['2026-11', 'November 2026'],
      ['2026-12', 'December 2026'],
    ]);
    // November 1, 2026 is a Sunday; December 1 a Tuesday, so its first week starts with two blanks.
    expect(calendar.months[0]!.weeks[0]![0]).toMatchObject({ night: '2026-11-01' });
    expect(calendar.months[1]!.weeks[0]!.slice(0, 3).map((n) => n?.night ?? null)).toEqual([null, null, '2026-12-01']);
    for (const month of calendar.months) for (const week of month.weeks) expect(week).toHaveLength(7);
    expect(nights(calendar)).toHaveLength(30 + 31);
  });

  it('links each night with a rate to its hotel for that one night, under the hotel’s current name', () => {
    const byNight = new Map(nights(calendar).map((n) => [n.night, n]));
    expect(byNight.get('2026-11-25')).toEqual({
      kind: 'deal',
      night: '2026-11-25',
      rateCents: 12_900,
      productId: 1001,
      hotelName: 'Aurora Tower',
      href: '/iv2/las-vegas-hotels/1001/aurora-tower/dates/2026-11-25/2026-11-26',
    });
    // A month end: check-out is the first of the next month (and of the next year).
    expect(byNight.get('2026-12-31')).toMatchObject({ kind: 'deal', href: '/iv2/las-vegas-hotels/1001/aurora-tower/dates/2026-12-31/2027-01-01' });
    const parsed = routes.hotelProductDetails.parse(oneNightHref(1002, 'bellamy-suites', '2026-11-26'));
    expect(parsed).toMatchObject({ productID: 1002, productName: 'bellamy-suites', startDate: '2026-11-26', endDate: '2026-11-27' });
  });

  it('says past for the days before today and No Vacancy for a night without a rate or whose hotel is gone, never linking them', () => {
    const byNight = new Map(nights(calendar).map((n) => [n.night, n]));
    expect(byNight.get('2026-11-24')).toEqual({ kind: 'past', night: '2026-11-24' });
    expect(byNight.get('2026-11-01')).toEqual({ kind: 'past', night: '2026-11-01' });
    expect(byNight.get('2026-11-27')).toEqual({ kind: 'none', night: '2026-11-27' });
    expect(byNight.get('2026-12-05')).toEqual({ kind: 'none', night: '2026-12-05' });
    expect(NO_DEAL_LABEL).toBe('No Vacancy');
    expect(calendar.dealNights).toBe(3);
  });

  it('names the lowest deal, the earliest night of a tie', () => {
    expect(calendar.lowest).toMatchObject({ night: '2026-11-26', rateCents: 8_900, hotelName: 'Bellamy Suites' });
    expect(buildDealsCalendar({ ...city, rates: [] }, HOTELS)).toMatchObject({ dealNights: 0, lowest: null });
  });

  it('starts on the first of a month with no past days', () => {
    const fresh = buildDealsCalendar({ from: '2027-02-01', until: '2027-04-01', rates: [] }, HOTELS);
    expect(fresh.months.map((m) => m.month)).toEqual(['2027-02', '2027-03']);
    expect(nights(fresh).every((n) => n.kind === 'none')).toBe(true);
    expect(nights(fresh)).toHaveLength(28 + 31);
  });
});
