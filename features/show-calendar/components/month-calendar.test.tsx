// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { buildMonthGrid } from '../month';
import type { CalendarPerformance, ShowCalendar } from '../types';
import { MonthCalendar } from './month-calendar';

afterEach(() => {
  cleanup();
});

const performance = (productId: number, productName: string, dateTime: string): CalendarPerformance => ({
  performanceId: productId * 100 + Number(dateTime.slice(11, 13)),
  productId,
  productName,
  dateTime,
  detailsHref: `/iv2/las-vegas-shows/${productId}/show-${productId}/dates/${dateTime.slice(0, 10)}/${dateTime.slice(0, 10)}`,
  bookHref: `/iv2/las-vegas-shows/${productId}/show-${productId}/quantity/${dateTime}/${dateTime.slice(0, 10)}/${dateTime.slice(0, 10)}`,
});

function calendarOf(performances: CalendarPerformance[], neighbours: Pick<ShowCalendar, 'previous' | 'next'>): ShowCalendar {
  const month = { year: 2026, month: 12 };
  return {
    month,
    range: { first: { year: 2026, month: 11 }, last: { year: 2027, month: 1 } },
    ...neighbours,
    weeks: buildMonthGrid(month, performances, '2026-12-03'),
    performanceCount: performances.length,
    showCount: new Set(performances.map((p) => p.productId)).size,
  };
}

describe('show calendar month page', () => {
  it("lists each day's shows with their times, and says which days are past or have no shows", () => {
    const calendar = calendarOf(
      [performance(1, 'Cirque of Lights', '2026-12-05T19:00'), performance(1, 'Cirque of Lights', '2026-12-05T21:30'), performance(2, 'Laugh Late', '2026-12-05T22:00')],
      { previous: { year: 2026, month: 11 }, next: { year: 2027, month: 1 } },
    );
    const { container } = render(<MonthCalendar calendar={calendar} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Las Vegas Shows Calendar: December 2026');
    const day = container.querySelector('#day-2026-12-05') as HTMLElement;
    const list = within(day).getByRole('list', { name: 'Shows on Saturday, December 5, 2026' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Cirque of Lights' }).getAttribute('href')).toBe('/iv2/las-vegas-shows/1/show-1/dates/2026-12-05/2026-12-05');
    expect(within(list).getByRole('link', { name: '9:30 PM' }).getAttribute('href')).toBe('/iv2/las-vegas-shows/1/show-1/quantity/2026-12-05T21:30/2026-12-05/2026-12-05');
    expect(container.querySelector('#day-2026-12-02')?.textContent).toContain('Past');
    expect(container.querySelector('#day-2026-12-06')?.textContent).toContain('No shows');
    // The padding days of November and January are no days of this page.
    expect(container.querySelector('#day-2026-11-30')).toBeNull();
    expect(screen.getByText(/2 shows have 3 performances on sale in December 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '‹ November 2026' }).getAttribute('href')).toBe('/shows/november-2026');
    expect(screen.getByRole('link', { name: 'January 2027 ›' }).getAttribute('href')).toBe('/shows/january-2027');
  });

  it('says when a month has nothing on sale yet, and links no month outside the range', () => {
    render(<MonthCalendar calendar={calendarOf([], { previous: null, next: null })} />);
    expect(screen.getByText(/No show performances are on sale for December 2026 yet/)).toBeTruthy();
    expect(screen.queryByTestId('calendar-prev')).toBeNull();
    expect(screen.queryByTestId('calendar-next')).toBeNull();
    expect(screen.getByRole('link', { name: 'All Las Vegas shows' }).getAttribute('href')).toBe('/shows');
  });
});
