import { describe, expect, it } from 'vitest';
import { formatPacificDateTime, pacificInstant } from '@/lib/dates';
import { showCalendarFragment } from './fragment';
import { addMonths, buildMonthGrid, calendarRange, compareMonths, formatShowTime, isInRange, monthBounds, monthLabel, monthsOf, neighbours } from './month';
import type { CalendarPerformance } from './types';

const performance = (productId: number, dateTime: string, productName = `Show ${productId}`): CalendarPerformance => ({
  performanceId: productId * 1000 + Number(dateTime.slice(8, 10)),
  productId,
  productName,
  dateTime,
  detailsHref: `/iv2/las-vegas-shows/${productId}/show/dates/${dateTime.slice(0, 10)}/${dateTime.slice(0, 10)}`,
  bookHref: `/iv2/las-vegas-shows/${productId}/show/quantity/${dateTime}`,
});

describe('show calendar months', () => {
  it('adds and compares months across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, 26)).toEqual({ year: 2029, month: 1 });
    expect(compareMonths({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toBeLessThan(0);
    expect(monthLabel({ year: 2026, month: 12 })).toBe('December 2026');
    expect(monthBounds({ year: 2026, month: 12 })).toEqual({ firstDay: '2026-12-01', nextFirstDay: '2027-01-01' });
  });

  it('runs from the current month to the month of the last performance', () => {
    const range = calendarRange('2026-11-23', '2027-03-22');
    expect(range).toEqual({ first: { year: 2026, month: 11 }, last: { year: 2027, month: 3 } });
    expect(monthsOf(range).map(monthLabel)).toEqual(['November 2026', 'December 2026', 'January 2027', 'February 2027', 'March 2027']);
    expect(isInRange({ year: 2026, month: 10 }, range)).toBe(false);
    expect(isInRange({ year: 2027, month: 4 }, range)).toBe(false);
    expect(isInRange({ year: 2027, month: 3 }, range)).toBe(true);
  });

  it('never reaches beyond the search rules’ furthest day, and always has the current month', () => {
    expect(calendarRange('2026-11-23', '2030-01-01', 730).last).toEqual({ year: 2028, month: 11 });
    expect(calendarRange('2026-11-23', '2030-01-01', 7).last).toEqual({ year: 2026, month: 11 });
    expect(calendarRange('2026-11-30', '2030-01-01', 1).last).toEqual({ year: 2026, month: 12 });
    expect(calendarRange('2026-11-23', null)).toEqual({ first: { year: 2026, month: 11 }, last: { year: 2026, month: 11 } });
    // Shows that stopped selling before this month.
    expect(calendarRange('2026-11-23', '2026-09-01').last).toEqual({ year: 2026, month: 11 });
  });

  it('links to the months either side within the range only', () => {
    const range = calendarRange('2026-11-23', '2027-01-10');
    expect(neighbours({ year: 2026, month: 11 }, range)).toEqual({ previous: null, next: { year: 2026, month: 12 } });
    expect(neighbours({ year: 2026, month: 12 }, range)).toEqual({ previous: { year: 2026, month: 11 }, next: { year: 2027, month: 1 } });
    expect(neighbours({ year: 2027, month: 1 }, range)).toEqual({ previous: { year: 2026, month: 12 }, next: null });
  });

  it('lays a month out in whole weeks, Sunday first, padded with the neighbouring months', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = buildMonthGrid({ year: 2026, month: 12 }, [], '2026-11-23');
    expect(weeks).toHaveLength(5);
    for (const week of weeks) expect(week.days).toHaveLength(7);
    expect(weeks[0]!.days.map((d) => d.date)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks[0]!.days[0]!.inMonth).toBe(false);
    expect(weeks[4]!.days.at(-1)).toMatchObject({ date: '2027-01-02', inMonth: false });
    expect(weeks.flatMap((w) => w.days).filter((d) => d.inMonth)).toHaveLength(31);
    // February 2026 starts on a Sunday and has exactly four weeks.
    expect(buildMonthGrid({ year: 2026, month: 2 }, [], '2026-01-01')).toHaveLength(4);
    // August 2026 starts on a Saturday: six weeks.
    expect(buildMonthGrid({ year: 2026, month: 8 }, [], '2026-01-01')).toHaveLength(6);
  });

  it('puts each performance on its Pacific day, grouped by show in time order', () => {
    // 23:30 on New Year's Eve in Las Vegas is already 1 January in UTC.
    const lateShow = formatPacificDateTime(pacificInstant('2026-12-31', '23:30'));
    expect(lateShow).toBe('2026-12-31T23:30');
    expect(pacificInstant('2026-12-31', '23:30').toISOString()).toBe('2027-01-01T07:30:00.000Z');
    const weeks = buildMonthGrid(
      { year: 2026, month: 12 },
      [
        performance(2, '2026-12-05T21:30'),
        performance(1, '2026-12-05T19:00'),
        performance(2, '2026-12-05T18:00'),
        performance(3, lateShow),
        performance(4, '2027-01-01T00:30'),
        performance(5, '2026-11-30T20:00'),
      ],
      '2026-12-03',
    );
    const days = weeks.flatMap((w) => w.days);
    const dec5 = days.find((d) => d.date === '2026-12-05')!;
    expect(dec5.shows.map((s) => s.productId)).toEqual([2, 1]);
    expect(dec5.shows[0]!.performances.map((p) => formatShowTime(p.dateTime))).toEqual(['6:00 PM', '9:30 PM']);
    expect(days.find((d) => d.date === '2026-12-31')!.shows.map((s) => s.productId)).toEqual([3]);
    // Outside the month: never listed, not even on the padding days.
    expect(days.flatMap((d) => d.shows).map((s) => s.productId).sort()).toEqual([1, 2, 3]);
    expect(days.find((d) => d.date === '2026-12-02')!.past).toBe(true);
    expect(days.find((d) => d.date === '2026-12-03')!.past).toBe(false);
  });

  it('formats times on the 12-hour clock', () => {
    expect(formatShowTime('2026-12-05T00:15')).toBe('12:15 AM');
    expect(formatShowTime('2026-12-05T12:00')).toBe('12:00 PM');
    expect(formatShowTime('2026-12-05T19:30')).toBe('7:30 PM');
  });
});

describe('the event calendar HTML', () => {
  const weeks = buildMonthGrid(
    { year: 2026, month: 12 },
    [performance(1, '2026-12-05T19:00', 'Tom & Jerry <Live>'), performance(2, '2026-12-05T21:00')],
    '2026-12-01',
  );
  const html = showCalendarFragment({ year: 2026, month: 12 }, weeks);

  it('links the days with performances to that day of the month page, in a new tab', () => {
    expect(html).toContain('href="/shows/december-2026#day-2026-12-05" target="_blank" rel="noopener"');
    expect(html).toContain('Saturday, December 5, 2026: 2 shows, 2 performances');
    expect(html).toMatch(/<caption><a href="\/shows\/december-2026" target="_blank" rel="noopener">December 2026 shows<\/a><\/caption>/);
    // Only one day has performances: one day link besides the caption's.
    expect(html.match(/<a /g)).toHaveLength(2);
    for (const link of html.match(/<a [^>]*>/g) ?? []) expect(link).toContain('target="_blank" rel="noopener"');
  });

  it('writes nothing unescaped', () => {
    expect(html).not.toContain('<Live>');
  });
});
