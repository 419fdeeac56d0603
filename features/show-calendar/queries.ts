import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, eq, exists, gte, lt, sql } from 'drizzle-orm';
import { catalogTags } from '@/features/catalog/tags';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { performances, products, skus } from '@/lib/db/schema';
import { formatPacificDateTime, pacificInstant, pacificToday } from '@/lib/dates';
import { routes } from '@/lib/routes';
import { showCalendarFragment } from './fragment';
import { buildMonthGrid, calendarRange, isInRange, monthBounds, monthKey, monthsOf, neighbours } from './month';
import type { CalendarMonth, CalendarPerformance, CalendarRange, ShowCalendar } from './types';

/** A performance of a sellable show that is not cancelled (the join to products is the caller's). */
const onSaleShowPerformance = and(eq(products.type, 'SHOW'), eq(products.sellable, true), eq(performances.cancelled, false));

/**
 * The show performances on sale in a Pacific month: not cancelled, not started at `now`, of a
 * sellable show that has a sku to sell. Each links to the show's details page on that day and to
 * its seat map (shows sold by seat) or quantity selection, as the details page's picker does.
 * Uncached.
 */
export async function findShowMonthPerformances(month: CalendarMonth, now: Date, db?: Db): Promise<CalendarPerformance[]> {
  const database = db ?? (await getDb());
  const { firstDay, nextFirstDay } = monthBounds(month);
  const from = pacificInstant(firstDay, '00:00');
  const to = pacificInstant(nextFirstDay, '00:00');
  const notBefore = from > now ? from : now;
  const found = await database
    .select({
      id: performances.id,
      startsAt: performances.startsAt,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      seatMap: sql<boolean>`${exists(
        database
          .select({ id: skus.id })
          .from(skus)
          .where(and(eq(skus.productId, products.id), eq(skus.supportsSeatSelection, true))),
      )}`,
    })
    .from(performances)
    .innerJoin(products, eq(products.id, performances.productId))
    .where(
      and(
        onSaleShowPerformance,
        exists(database.select({ id: skus.id }).from(skus).where(eq(skus.productId, products.id))),
        gte(performances.startsAt, notBefore),
        lt(performances.startsAt, to),
      ),
    )
    .orderBy(asc(performances.startsAt), asc(products.name), asc(performances.id));
  return found.map((row) => {
    const dateTime = formatPacificDateTime(row.startsAt);
    const day = dateTime.slice(0, 10);
    const show = { productID: row.productId, productName: row.slug };
    const dates = { startDate: day, endDate: day };
    return {
      performanceId: row.id,
      productId: row.productId,
      productName: row.name,
      dateTime,
      detailsHref: routes.showProductDetails.build({ ...show, ...dates }),
      bookHref: row.seatMap
        ? routes.showSeatSelection.build({ ...show, dateTime, ...dates })
        : routes.showSkuSelection.build({ ...show, dateTime, ...dates }),
    };
  });
}

/** The Pacific date of the last show performance on sale from `now`, or null when there is none. Uncached. */
export async function findLastShowDay(now: Date, db?: Db): Promise<string | null> {
  const database = db ?? (await getDb());
  const [last] = await database
    .select({ day: sql<string | null>`to_char(max(${performances.startsAt}) at time zone 'America/Los_Angeles', 'YYYY-MM-DD')` })
    .from(performances)
    .innerJoin(products, eq(products.id, performances.productId))
    .where(and(onSaleShowPerformance, gte(performances.startsAt, now)));
  return last?.day ?? null;
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
