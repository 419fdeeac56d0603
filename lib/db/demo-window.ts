import { count, inArray, sql, type SQL } from 'drizzle-orm';
import { CONTENT_PAGE_PATHS } from '@/lib/config/content-pages';
import type { Db } from './client';
import { rows } from './rows';
import { contentEntries, deals, performances, products, roomNights } from './schema';

/** The demo city sells this many Pacific days ahead; a database started again days later is extended. */
export const BOOKABLE_DAYS = 120;

/** How far before the window's end the last deal may end before the generator tops deals up. */
const DEALS_SLACK_DAYS = 7;

/**
 * The entries the site cannot do without: the header and a page for every configured content path
 * (stored with a trailing slash). A database seeded before one of them existed lacks it.
 */
export const REQUIRED_CONTENT_URLS: readonly string[] = ['/header/', ...CONTENT_PAGE_PATHS.map((path) => (path.endsWith('/') ? path : `${path}/`))];

/**
 * Whether the demo-city generator has work to do on this database: the catalog is empty, the
 * content store (issue 12) lacks an entry the site needs (REQUIRED_CONTENT_URLS: it is empty, or it
 * was seeded before a configured page existed), or its performances or room nights end before the bookable window
 * does, or its deals end more than a week before it (deals end on some days only, so the last
 * one need not be on the last day). One cheap query, so a server whose database is in order
 * never loads the generator at all.
 */
export async function demoCityNeedsWork(db: Db): Promise<boolean> {
  const pacificToday = sql`(now() at time zone 'America/Los_Angeles')::date`;
  const lastDay = (day: SQL) => sql`coalesce((${day}), date '1970-01-01')`;
  const [row] = await rows<{ empty: boolean; no_content: boolean; short_schedule: boolean; short_stock: boolean; short_deals: boolean }>(
    db,
    sql`
    select not exists (select 1 from ${products}) as empty,
           (${requiredContentCount(db)}) < ${REQUIRED_CONTENT_URLS.length}::int as no_content,
           ${lastDay(sql`select max(${performances.startsAt} at time zone 'America/Los_Angeles')::date from ${performances}`)}
             < ${pacificToday} + ${BOOKABLE_DAYS - 1}::int as short_schedule,
           ${lastDay(sql`select max(${roomNights.night}) from ${roomNights}`)}
             < ${pacificToday} + ${BOOKABLE_DAYS - 1}::int as short_stock,
           ${lastDay(sql`select max(${deals.endsAt} at time zone 'America/Los_Angeles')::date from ${deals}`)}
             < ${pacificToday} + ${BOOKABLE_DAYS - 1 - DEALS_SLACK_DAYS}::int as short_deals`,
  );
  return !row || row.empty || row.no_content || row.short_schedule || row.short_stock || row.short_deals;
}

/** How many of REQUIRED_CONTENT_URLS the content store holds. */
function requiredContentCount(db: Db) {
  return db
    .select({ n: count() })
    .from(contentEntries)
    .where(inArray(contentEntries.url, [...REQUIRED_CONTENT_URLS]));
}

/** Whether an entry of REQUIRED_CONTENT_URLS is missing. One query. */
export async function contentIsIncomplete(db: Db): Promise<boolean> {
  const [row] = await requiredContentCount(db);
  return (row?.n ?? 0) < REQUIRED_CONTENT_URLS.length;
}
