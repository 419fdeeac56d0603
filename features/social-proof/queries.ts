import 'server-only';
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { orderItems, orders } from '@/lib/db/schema';
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
  const since = new Date(now.getTime() - BOOKINGS_LOOKBACK_HOURS * 3_600_000);
  const day = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const [row] = await db
    .select({
      today: sql<number>`count(distinct ${orders.id}) filter (where ${orders.orderDate} = ${pacificToday(now)}::date)::int`,
      pastDay: sql<number>`count(distinct ${orders.id}) filter (where ${orders.createdAt} > ${day}::timestamptz)::int`,
      newest: max(orders.createdAt),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), gt(orders.createdAt, since)));
  return {
    bookedToday: row?.today ?? 0,
    bookedPast24Hours: row?.pastDay ?? 0,
    lastBookedHoursAgo: row?.newest ? hoursSince(row.newest, now) : null,
  };
}

/** When each of these products was last booked, for those booked within the lookback window. */
export async function getLastBookedTimes(productIds: readonly number[], now: Date = new Date()): Promise<Map<number, Date>> {
  if (productIds.length === 0) return new Map();
  const db = await getDb();
  const since = new Date(now.getTime() - BOOKINGS_LOOKBACK_HOURS * 3_600_000);
  const found = await db
    .select({ productId: orderItems.productId, newest: max(orders.createdAt) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.productId, [...productIds]), gt(orders.createdAt, since)))
    .groupBy(orderItems.productId);
  // max() over the inner join's rows is never null.
  return new Map(found.flatMap((r) => (r.newest ? [[r.productId, r.newest] as const] : [])));
}
