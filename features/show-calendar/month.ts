import { SEARCH_RULES } from '@/lib/config/search-rules';
import { addCalendarDays, parseCalendarDate, weekdayOf } from '@/lib/dates';
import type { CalendarMonth, CalendarPerformance, CalendarRange, MonthDay, MonthWeek, ShowOfDay } from './types';

/**
 * The rules of the show calendar month pages (/shows/{month}-{year}): which months exist, how a
 * month is laid out in weeks, and how performances fall on its days. Pure: no clock, no database.
 * Every date is a Pacific calendar date (`yyyy-MM-dd`); performances carry their Pacific
 * `yyyy-MM-ddTHH:mm`, so a show at 23:30 on 31 December stays on the 31st whatever the server's zone.
 */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The month a Pacific date falls in. */
export function monthOfDate(date: string): CalendarMonth {
  const parts = parseCalendarDate(date);
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return { year: parts.year, month: parts.month };
}

/** `months` later (negative: earlier). */
export function addMonths(value: CalendarMonth, months: number): CalendarMonth {
  const index = value.year * 12 + (value.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** `2026-12`: a cache key and a stable id. */
export function monthKey(value: CalendarMonth): string {
  return `${value.year}-${pad2(value.month)}`;
}

/** 'December 2026'. */
export function monthLabel(value: CalendarMonth): string {
  return `${MONTH_NAMES[value.month - 1]} ${value.year}`;
}

/** The month's first day, and the first day of the month after it (the end, excluded). */
export function monthBounds(value: CalendarMonth): { firstDay: string; nextFirstDay: string } {
  const next = addMonths(value, 1);
  return { firstDay: `${monthKey(value)}-01`, nextFirstDay: `${monthKey(next)}-01` };
}

/**
 * The months a calendar page exists for: from the month of today (Las Vegas) to the month of the
 * last show performance on sale, never beyond the search rules' furthest day (MaxDaysInFuture of
 * shows). The current month always exists, with or without performances, so the shows page can
 * always link to it.
 */
export function calendarRange(
  today: string,
  lastPerformanceDay: string | null,
  maxDaysInFuture: number = SEARCH_RULES.SHOW.maxDaysInFuture,
): CalendarRange {
  const first = monthOfDate(today);
  const limit = monthOfDate(addCalendarDays(today, maxDaysInFuture));
  if (lastPerformanceDay === null) return { first, last: first };
  const lastShow = monthOfDate(lastPerformanceDay);
  const capped = compareMonths(lastShow, limit) > 0 ? limit : lastShow;
  return { first, last: compareMonths(capped, first) < 0 ? first : capped };
}

export function isInRange(value: CalendarMonth, range: CalendarRange): boolean {
  return compareMonths(value, range.first) >= 0 && compareMonths(value, range.last) <= 0;
}

/** Every month of the range, in order. */
export function monthsOf(range: CalendarRange): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let m = range.first; compareMonths(m, range.last) <= 0; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The months before and after, where the range has them. */
export function neighbours(value: CalendarMonth, range: CalendarRange): { previous: CalendarMonth | null; next: CalendarMonth | null } {
  const previous = addMonths(value, -1);
  const next = addMonths(value, 1);
  return { previous: isInRange(previous, range) ? previous : null, next: isInRange(next, range) ? next : null };
}

/** The show's performances of one day, grouped: one entry per show in order of its first time. */
function showsOfDay(performances: readonly CalendarPerformance[]): ShowOfDay[] {
  const byShow = new Map<number, ShowOfDay>();
  for (const p of performances) {
    const entry = byShow.get(p.productId);
    if (entry) (entry.performances as CalendarPerformance[]).push(p);
    else byShow.set(p.productId, { productId: p.productId, productName: p.productName, detailsHref: p.detailsHref, performances: [p] });
  }
  return [...byShow.values()];
}

/**
 * The month as weeks of seven days, Sunday first, padded with the days of the months either side
 * (`inMonth` false, never with performances). Each performance lands on its Pacific date;
 * performances outside the month are ignored. Days before `today` are `past`.
 */
export function buildMonthGrid(value: CalendarMonth, performances: readonly CalendarPerformance[], today: string): MonthWeek[] {
  const { firstDay, nextFirstDay } = monthBounds(value);
  const byDay = new Map<string, CalendarPerformance[]>();
  const sorted = [...performances].sort((a, b) => (a.dateTime < b.dateTime ? -1 : a.dateTime > b.dateTime ? 1 : a.productName.localeCompare(b.productName)));
  for (const p of sorted) {
    const day = p.dateTime.slice(0, 10);
    if (day < firstDay || day >= nextFirstDay) continue;
    const list = byDay.get(day) ?? [];
    list.push(p);
    byDay.set(day, list);
  }
  const start = addCalendarDays(firstDay, -weekdayOf(firstDay));
  const lastDay = addCalendarDays(nextFirstDay, -1);
  const end = addCalendarDays(lastDay, 6 - weekdayOf(lastDay));
  const weeks: MonthWeek[] = [];
  let week: MonthDay[] = [];
  for (let date = start; date <= end; date = addCalendarDays(date, 1)) {
    const inMonth = date >= firstDay && date < nextFirstDay;
    week.push({ date, day: Number(date.slice(8)), inMonth, past: date < today, shows: inMonth ? showsOfDay(byDay.get(date) ?? []) : [] });
    if (week.length === 7) {
      weeks.push({ days: week });
      week = [];
    }
  }
  return weeks;
}

/** '7:30 PM' from a Pacific `yyyy-MM-ddTHH:mm`. */
export function formatShowTime(dateTime: string): string {
  const hours = Number(dateTime.slice(11, 13));
  const minutes = dateTime.slice(14, 16);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Saturday, December 5, 2026'. */
export function formatDayLong(date: string): string {
  const { year, month, day } = parseCalendarDate(date) ?? { year: 0, month: 1, day: 1 };
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/** The id of a day's cell on the month page (a link target of the compact calendar). */
export const dayAnchor = (date: string) => `day-${date}`;

/** Where the event calendar HTML of a month is served (app/api/show-calendar/[month]). */
export const SHOW_CALENDAR_FRAGMENT_BASE = '/api/show-calendar';
