import 'server-only';
import { unstable_cache } from 'next/cache';
import { sql } from 'drizzle-orm';
import { catalogTags } from '@/features/catalog/tags';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { formatPacificDateTime, pacificInstant, pacificToday } from '@/lib/dates';
import { routes } from '@/lib/routes';
import { showCalendarFragment } from './fragment';
import { buildMonthGrid, calendarRange, isInRange, monthBounds, monthKey, monthsOf, neighbours } from './month';
import type { CalendarMonth, CalendarPerformance, CalendarRange, ShowCalendar } from './types';

type Rows<T> = { rows: T[] };

type PerformanceRow = { id: number; starts_at: string | Date; product_id: number; name: string; slug: string; seat_map: boolean };

/**
 * The show performances on sale in a Pacific month: not cancelled, not started at `now`, of a
 * sellable show that has a sku to sell. Each links to the show's details page on that day and to
 * its seat map (shows sold by seat) or quantity selection, as the details page's picker does.
 * Uncached.
 */
export async function findShowMonthPerformances(month: CalendarMonth, now: Date, db?: Db): Promise<CalendarPerformance[]> {
  const database = db ?? (await getDb());
  const { firstDay, nextFirstDay } = monthBounds(month);
  const from = pacificInstant(firstDay, '00:00').toISOString();
  const to = pacificInstant(nextFirstDay, '00:00').toISOString();
  const result = (await database.execute(sql`
    select pf.id, pf.starts_at, p.id as product_id, p.name, p.slug,
           exists (select 1 from skus k where k.product_id = p.id and k.supports_seat_selection) as seat_map
      from performances pf join products p on p.id = pf.product_id
     where p.type = 'SHOW' and p.sellable and not pf.cancelled
       and exists (select 1 from skus k where k.product_id = p.id)
       and pf.starts_at >= greatest(${from}::timestamptz, ${now.toISOString()}::timestamptz)
       and pf.starts_at < ${to}::timestamptz
     order by pf.starts_at, p.name, pf.id`)) as unknown as Rows<PerformanceRow>;
  return result.rows.map((row) => {
    const dateTime = formatPacificDateTime(new Date(row.starts_at));
    const day = dateTime.slice(0, 10);
    const show = { productID: Number(row.product_id), productName: row.slug };
    const dates = { startDate: day, endDate: day };
    return {
      performanceId: Number(row.id),
      productId: Number(row.product_id),
      productName: row.name,
      dateTime,
      detailsHref: routes.showProductDetails.build({ ...show, ...dates }),
      bookHref: row.seat_map
        ? routes.showSeatSelection.build({ ...show, dateTime, ...dates })
        : routes.showSkuSelection.build({ ...show, dateTime, ...dates }),
    };
  });
}

/** The Pacific date of the last show performance on sale from `now`, or null when there is none. Uncached. */
export async function findLastShowDay(now: Date, db?: Db): Promise<string | null> {
  const database = db ?? (await getDb());
  const result = (await database.execute(sql`
    select to_char(max(pf.starts_at) at time zone 'America/Los_Angeles', 'YYYY-MM-DD') as day
      from performances pf join products p on p.id = pf.product_id
     where p.type = 'SHOW' and p.sellable and not pf.cancelled and pf.starts_at >= ${now.toISOString()}::timestamptz`)) as unknown as Rows<{
    day: string | null;
  }>;
  return result.rows[0]?.day ?? null;
}

/** The months with a calendar page at `now` (uncached; see calendarRange). */
export async function findShowCalendarRange(now: Date, db?: Db): Promise<CalendarRange> {
  return calendarRange(pacificToday(now), await findLastShowDay(now, db));
}

/** Every month with a calendar page at `now`, in order (the sitemap lists them). Uncached. */
export async function findShowCalendarMonths(now: Date, db?: Db): Promise<CalendarMonth[]> {
  return monthsOf(await findShowCalendarRange(now, db));
}

/**
 * The calendar of a month, or null for a month out of range (the page is then not found).
 * Uncached: the page's own read is getShowCalendar.
 */
export async function findShowCalendar(month: CalendarMonth, now: Date, db?: Db): Promise<ShowCalendar | null> {
  const range = await findShowCalendarRange(now, db);
  if (!isInRange(month, range)) return null;
  const performances = await findShowMonthPerformances(month, now, db);
  return {
    month,
    range,
    ...neighbours(month, range),
    weeks: buildMonthGrid(month, performances, pacificToday(now)),
    performanceCount: performances.length,
    showCount: new Set(performances.map((p) => p.productId)).size,
  };
}

// Performances start and the month turns with the clock, and the catalog changes: reads are
// tagged with the show type's catalog tags (a reseed or a show's change expires them) and
// also expire on their own after five minutes, like the line pages and search results.
const FIVE_MINUTES = 300;
const SHOW_TAGS = [catalogTags.all, catalogTags.productType('SHOW')];

/** The range of months, cached. */
export async function getShowCalendarRange(): Promise<CalendarRange> {
  return unstable_cache(() => findShowCalendarRange(new Date()), ['show-calendar-range'], { tags: SHOW_TAGS, revalidate: FIVE_MINUTES })();
}

/**
 * A month's calendar, cached per month; null (not cached: months out of range are a visitor's
 * guess) for a month without a page.
 */
export async function getShowCalendar(month: CalendarMonth): Promise<ShowCalendar | null> {
  const range = await getShowCalendarRange();
  if (!isInRange(month, range)) return null;
  return unstable_cache(() => findShowCalendar(month, new Date()), ['show-calendar-month', monthKey(month)], {
    tags: SHOW_TAGS,
    revalidate: FIVE_MINUTES,
  })();
}

/**
 * The month a url segment names (`december-2026`), validated by the show calendar route's zod
 * schema, or null.
 */
export function parseMonthSlug(slug: string): CalendarMonth | null {
  return routes.showCalendarMonth.parseSegments(['shows', slug]);
}

/** The url segment of a month, `december-2026`. */
export function monthSlug(month: CalendarMonth): string {
  return routes.showCalendarMonth.build(month).split('/').pop() ?? '';
}

/** The event calendar HTML of a month (storefront 7), or null for a month without a page. */
export async function getShowCalendarFragment(month: CalendarMonth): Promise<string | null> {
  const calendar = await getShowCalendar(month);
  return calendar === null ? null : showCalendarFragment(calendar.month, calendar.weeks);
}
