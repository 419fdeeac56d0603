import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { pacificToday } from '@/lib/dates';
import { BOOKINGS_LOOKBACK_HOURS, hoursSince } from './rules';

export interface BookingCounts {
  readonly bookedToday: number;
  readonly bookedPast24Hours: number;
  readonly lastBookedHoursAgo: number | null;
}

/** Real orders of a product: today's (Pacific date), the past 24 hours', and how long since the newest. */
export async function getBookingCounts(productId: number, now: Date = new Date()): Promise<BookingCounts> {
  const db = await getDb();
  const since = new Date(now.getTime() - BOOKINGS_LOOKBACK_HOURS * 3_600_000).toISOString();
  const day = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const [row] = (
    (await db.execute(sql`
      select count(distinct o.id) filter (where o.order_date = ${pacificToday(now)}::date)::int as today,
             count(distinct o.id) filter (where o.created_at > ${day}::timestamptz)::int as past_day,
             max(o.created_at) as newest
        from order_items i join orders o on o.id = i.order_id
       where i.product_id = ${productId} and o.created_at > ${since}::timestamptz`)) as unknown as {
      rows: { today: number; past_day: number; newest: string | Date | null }[];
    }
  ).rows;
  return {
    bookedToday: Number(row?.today ?? 0),
    bookedPast24Hours: Number(row?.past_day ?? 0),
    lastBookedHoursAgo: row?.newest ? hoursSince(new Date(row.newest), now) : null,
  };
}

/** When each of these products was last booked, for those booked within the lookback window. */
export async function getLastBookedTimes(productIds: readonly number[], now: Date = new Date()): Promise<Map<number, Date>> {
  if (productIds.length === 0) return new Map();
  const db = await getDb();
  const since = new Date(now.getTime() - BOOKINGS_LOOKBACK_HOURS * 3_600_000).toISOString();
  const found = (
    (await db.execute(sql`
      select i.product_id, max(o.created_at) as newest
        from order_items i join orders o on o.id = i.order_id
       where i.product_id in (${sql.join(
         productIds.map((id) => sql`${id}`),
         sql`, `,
       )}) and o.created_at > ${since}::timestamptz
       group by i.product_id`)) as unknown as { rows: { product_id: number; newest: string | Date }[] }
  ).rows;
  return new Map(found.map((r) => [Number(r.product_id), new Date(r.newest)]));
}
