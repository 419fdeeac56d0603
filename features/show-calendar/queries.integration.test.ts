import { describe, expect, it } from 'vitest';
import { performances, products, skus } from '@/lib/db/schema';
import { pacificInstant } from '@/lib/dates';
import { productRow, skuRow } from '@/tests/helpers/catalog-rows';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { findShowCalendar, findShowCalendarRange, findShowMonthPerformances } from './queries';

// "Now" is fixed: 2026-11-23 10:00 in Las Vegas.
const NOW = pacificInstant('2026-11-23', '10:00');
const DECEMBER = { year: 2026, month: 12 };

describe.each(testDatabaseKinds())('show calendar months on %s', (kind) => {
  const database = testDatabaseForSuite(kind);

  async function setUp() {
    const db = database().db;
    const [seated, counted, hidden, tour] = await db
      .insert(products)
      .values([
        productRow({ type: 'SHOW', name: 'Cirque of Lights', slug: 'cirque-of-lights' }),
        productRow({ type: 'SHOW', name: 'Laugh Factory Late', slug: 'laugh-factory-late' }),
        productRow({ type: 'SHOW', name: 'Not For Sale', slug: 'not-for-sale', sellable: false }),
        productRow({ type: 'TOUR', name: 'Hoover Dam Morning', slug: 'hoover-dam-morning' }),
      ])
      .returning({ id: products.id });
    await db.insert(skus).values([
      skuRow({ productId: seated!.id, supportsSeatSelection: true, ticketType: 'RESERVED' }),
      skuRow({ productId: counted!.id }),
      skuRow({ productId: hidden!.id }),
      skuRow({ productId: tour!.id }),
    ]);
    const at = (date: string, time: string) => pacificInstant(date, time);
    await db.insert(performances).values([
      // Already over at NOW, though in the current month.
      { productId: seated!.id, startsAt: at('2026-11-23', '09:00') },
      { productId: seated!.id, startsAt: at('2026-11-23', '19:00') },
      // The first day of December starts at midnight Pacific, 08:00 UTC.
      { productId: counted!.id, startsAt: at('2026-11-30', '23:45') },
      { productId: counted!.id, startsAt: at('2026-12-01', '00:15') },
      { productId: seated!.id, startsAt: at('2026-12-05', '19:30') },
      { productId: seated!.id, startsAt: at('2026-12-05', '22:00'), cancelled: true },
      // 23:30 on New Year's Eve is 07:30 UTC on 1 January: still December here.
      { productId: counted!.id, startsAt: at('2026-12-31', '23:30') },
      { productId: counted!.id, startsAt: at('2027-01-01', '00:30') },
      { productId: hidden!.id, startsAt: at('2026-12-06', '20:00') },
      { productId: tour!.id, startsAt: at('2026-12-06', '08:00') },
      { productId: seated!.id, startsAt: at('2027-02-14', '20:00') },
    ]);
    return { seated: seated!.id, counted: counted!.id };
  }

  it('lists a month’s show performances on sale by Pacific day, with their booking links', async () => {
    const { seated, counted } = await setUp();
    const december = await findShowMonthPerformances(DECEMBER, NOW);
    expect(december.map((p) => [p.productId, p.dateTime])).toEqual([
      [counted, '2026-12-01T00:15'],
      [seated, '2026-12-05T19:30'],
      [counted, '2026-12-31T23:30'],
    ]);
    const [first, second] = december;
    expect(first!.bookHref).toBe(`/iv2/las-vegas-shows/${counted}/laugh-factory-late/quantity/2026-12-01T00:15/2026-12-01/2026-12-01`);
    expect(second!.bookHref).toBe(`/iv2/las-vegas-shows/${seated}/cirque-of-lights/seats/2026-12-05T19:30/2026-12-05/2026-12-05`);
    expect(second!.detailsHref).toBe(`/iv2/las-vegas-shows/${seated}/cirque-of-lights/dates/2026-12-05/2026-12-05`);

    // November from NOW on: the morning performance has started, the 23:45 one on the 30th is November's.
    const november = await findShowMonthPerformances({ year: 2026, month: 11 }, NOW);
    expect(november.map((p) => p.dateTime)).toEqual(['2026-11-23T19:00', '2026-11-30T23:45']);
  });

  it('knows the months with a page: this month to the last performance’s', async () => {
    expect(await findShowCalendarRange(NOW)).toEqual({ first: { year: 2026, month: 11 }, last: { year: 2027, month: 2 } });
    // Five years on, nothing is on sale: only that month has a page.
    const later = pacificInstant('2031-06-10', '12:00');
    expect(await findShowCalendarRange(later)).toEqual({ first: { year: 2031, month: 6 }, last: { year: 2031, month: 6 } });
  });

  it('builds the month page, and none for a month out of range', async () => {
    const calendar = await findShowCalendar(DECEMBER, NOW);
    expect(calendar).not.toBeNull();
    expect(calendar!.previous).toEqual({ year: 2026, month: 11 });
    expect(calendar!.next).toEqual({ year: 2027, month: 1 });
    expect(calendar!.performanceCount).toBe(3);
    expect(calendar!.showCount).toBe(2);
    const days = calendar!.weeks.flatMap((w) => w.days).filter((d) => d.inMonth);
    expect(days.find((d) => d.date === '2026-12-31')!.shows.map((s) => s.productName)).toEqual(['Laugh Factory Late']);
    expect(days.find((d) => d.date === '2026-12-06')!.shows).toEqual([]);

    const february = await findShowCalendar({ year: 2027, month: 2 }, NOW);
    expect(february!.next).toBeNull();
    expect(await findShowCalendar({ year: 2027, month: 3 }, NOW)).toBeNull();
    expect(await findShowCalendar({ year: 2026, month: 10 }, NOW)).toBeNull();
  });
});
