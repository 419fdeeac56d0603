import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The demo city sells this many Pacific days ahead; a database started again days later is extended. */
export const BOOKABLE_DAYS = 120;

/** How far before the window's end the last deal may end before the generator tops deals up. */
const DEALS_SLACK_DAYS = 7;

/**
 * Whether the demo-city generator has work to do on this database: the catalog or the content
 * store (issue 12) is empty, or its performances or room nights end before the bookable window
 * does, or its deals end more than a week before it (deals end on some days only, so the last
 * one need not be on the last day). One cheap query, so a server whose database is in order
 * never loads the generator at all.
 */
export async function demoCityNeedsWork(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select not exists (select 1 from products) as empty,
           not exists (select 1 from content_entries) as no_content,
           coalesce((select max(starts_at at time zone 'America/Los_Angeles')::date from performances), date '1970-01-01')
             < (now() at time zone 'America/Los_Angeles')::date + ${BOOKABLE_DAYS - 1}::int as short_schedule,
           coalesce((select max(night) from room_nights), date '1970-01-01')
             < (now() at time zone 'America/Los_Angeles')::date + ${BOOKABLE_DAYS - 1}::int as short_stock,
           coalesce((select max(ends_at at time zone 'America/Los_Angeles')::date from deals), date '1970-01-01')
             < (now() at time zone 'America/Los_Angeles')::date + ${BOOKABLE_DAYS - 1 - DEALS_SLACK_DAYS}::int as short_deals`);
  // Both drivers (PGlite, node-postgres) answer execute() with { rows }.
  const [row] = (result as { rows: { empty: boolean; no_content: boolean; short_schedule: boolean; short_stock: boolean; short_deals: boolean }[] }).rows;
  return !row || row.empty || row.no_content || row.short_schedule || row.short_stock || row.short_deals;
}
