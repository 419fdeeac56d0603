import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { products } from '@/lib/db/schema';
import { unavailableLabelFor } from '@/lib/config/product-types';
import { addCalendarDays, differenceInCalendarDays, formatPacificDateTime, pacificInstant, pacificToday } from '@/lib/dates';
import { routes } from '@/lib/routes';
import type { Availability, AvailabilityRoom, AvailabilitySlot } from './schema';
import { AVAILABILITY_MESSAGES, NEXT_AVAILABLE_DATES, availabilityWindow, isSoldByDate } from './window';

/** Types sold by date and time (every one sold by date but hotels, which sell nights). */
type SlotType = 'SHOW' | 'TOUR' | 'ATTRACTION' | 'CLUB' | 'RESTAURANT';

type Rows<T> = { rows: T[] };

interface Target {
  readonly id: number;
  readonly slug: string;
  readonly startDate: string;
  readonly endDate: string;
}

/** Where choosing a slot leads: quantity selection, or the seat map for shows sold by seat. */
function slotHref(type: SlotType, target: Target, dateTime: string, seatMap: boolean): string {
  const product = { productID: target.id, productName: target.slug };
  const dates = { startDate: target.startDate, endDate: target.endDate };
  switch (type) {
    case 'SHOW':
      return seatMap
        ? routes.showSeatSelection.build({ ...product, dateTime, ...dates })
        : routes.showSkuSelection.build({ ...product, dateTime, ...dates });
    case 'TOUR':
      return routes.tourSkuSelection.build({ ...product, dateTime, ...dates });
    case 'ATTRACTION':
      return routes.attractionSkuSelection.build({ ...product, dateTime, ...dates });
    case 'CLUB':
      return routes.clubSkuSelection.build({ ...product, dateTime });
    case 'RESTAURANT':
      return routes.restaurantSkuSelection.build({ ...product, dateTime });
  }
}

/** Hotels check in at 15:00 (the time part of their quantity route). */
const HOTEL_CHECK_IN = '15:00';

async function findSlots(type: SlotType, target: Target, now: Date): Promise<{ slots: AvailabilitySlot[]; next: string[] }> {
  const db = await getDb();
  const from = pacificInstant(target.startDate, '00:00').toISOString();
  const to = pacificInstant(addCalendarDays(target.endDate, 1), '00:00').toISOString();
  const nowIso = now.toISOString();
  const [performances, cheapest] = await Promise.all([
    db.execute(sql`
      select pf.id, pf.starts_at, pf.cancelled
        from performances pf
       where pf.product_id = ${target.id}
         and pf.starts_at >= greatest(${from}::timestamptz, ${nowIso}::timestamptz)
         and pf.starts_at < ${to}::timestamptz
       order by pf.starts_at`) as unknown as Promise<Rows<{ id: number; starts_at: string | Date; cancelled: boolean }>>,
    db.execute(sql`
      select s.price_cents, s.base_price_cents,
             exists (select 1 from skus x where x.product_id = s.product_id and x.supports_seat_selection) as seat_map
        from skus s where s.product_id = ${target.id}
       order by s.price_cents, s.id limit 1`) as unknown as Promise<Rows<{ price_cents: number; base_price_cents: number; seat_map: boolean }>>,
  ]);
  const sku = cheapest.rows[0];
  const slots = sku
    ? performances.rows.map((row): AvailabilitySlot => {
        const dateTime = formatPacificDateTime(new Date(row.starts_at));
        const available = !row.cancelled;
        return {
          performanceId: Number(row.id),
          dateTime,
          available,
          priceCents: Number(sku.price_cents),
          basePriceCents: Number(sku.base_price_cents),
          href: available ? slotHref(type, target, dateTime, Boolean(sku.seat_map)) : null,
        };
      })
    : [];
  if (slots.some((slot) => slot.available)) return { slots, next: [] };
  const next = (await db.execute(sql`
    select distinct to_char(pf.starts_at at time zone 'America/Los_Angeles', 'YYYY-MM-DD') as day
      from performances pf
     where pf.product_id = ${target.id} and not pf.cancelled
       and pf.starts_at >= greatest(${to}::timestamptz, ${nowIso}::timestamptz)
     order by day
     limit ${NEXT_AVAILABLE_DATES}`)) as unknown as Rows<{ day: string }>;
  return { slots, next: sku ? next.rows.map((r) => r.day) : [] };
}

async function findRooms(target: Target, roomQty: number, today: string): Promise<{ rooms: AvailabilityRoom[]; next: string[] }> {
  const db = await getDb();
  const nights = differenceInCalendarDays(target.endDate, target.startDate);
  const result = (await db.execute(sql`
    select s.id, s.name, s.max_occupancy, s.price_cents, s.base_price_cents,
           count(rn.night) filter (where rn.rooms_total >= ${roomQty}::int) as free_nights,
           coalesce(sum(rn.rate_cents), 0) as rate_sum,
           coalesce(sum(rn.base_rate_cents), 0) as base_sum,
           count(rn.night) as priced_nights
      from skus s
      left join room_nights rn on rn.sku_id = s.id and rn.night >= ${target.startDate}::date and rn.night < ${target.endDate}::date
     where s.product_id = ${target.id}
     group by s.id, s.name, s.max_occupancy, s.price_cents, s.base_price_cents, s.sort_order
     order by s.sort_order, s.id`)) as unknown as Rows<{
    id: number;
    name: string;
    max_occupancy: number | null;
    price_cents: number;
    base_price_cents: number;
    free_nights: number | string;
    rate_sum: number | string;
    base_sum: number | string;
    priced_nights: number | string;
  }>;
  const href = routes.hotelSkuSelection.build({
    productID: target.id,
    productName: target.slug,
    dateTime: `${target.startDate}T${HOTEL_CHECK_IN}`,
    startDate: target.startDate,
    endDate: target.endDate,
  });
  const rooms = result.rows.map((row): AvailabilityRoom => {
    const priced = Number(row.priced_nights);
    const nightly = priced > 0 ? Math.round(Number(row.rate_sum) / priced) : Number(row.price_cents);
    const baseNightly = priced > 0 ? Math.round(Number(row.base_sum) / priced) : Number(row.base_price_cents);
    const available = Number(row.free_nights) === nights;
    return {
      skuId: Number(row.id),
      name: row.name,
      maxOccupancy: row.max_occupancy === null ? null : Number(row.max_occupancy),
      available,
      nightlyCents: nightly,
      baseNightlyCents: Math.max(nightly, baseNightly),
      totalCents: nightly * nights,
      href: available ? href : null,
    };
  });
  if (rooms.some((room) => room.available)) return { rooms, next: [] };
  const next = (await db.execute(sql`
    select distinct to_char(rn.night, 'YYYY-MM-DD') as day
      from room_nights rn join skus s on s.id = rn.sku_id
     where s.product_id = ${target.id} and rn.rooms_total >= ${roomQty}::int
       and rn.night >= greatest(${target.endDate}::date, ${today}::date)
     order by day
     limit ${NEXT_AVAILABLE_DATES}`)) as unknown as Rows<{ day: string }>;
  return { rooms, next: next.rows.map((r) => r.day) };
}

/**
 * What a product has on sale from the window of storefront 2.8 on, read fresh (never cached:
 * it moves with every hold and sale). Null when the product is unknown or not sold by date here
 * (catalogue types, air+hotel packages).
 */
export async function findAvailability(
  productId: number,
  requested: { startDate: string | null; endDate: string | null; roomQty: number | null },
  now: Date = new Date(),
): Promise<Availability | null> {
  const db = await getDb();
  const [product] = await db
    .select({ type: products.type, slug: products.slug, sellable: products.sellable })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product || !product.sellable) return null;
  const type = product.type;
  if (!isSoldByDate(type)) return null;
  const today = pacificToday(now);
  const window = availabilityWindow(type, requested, today);
  const target: Target = { id: productId, slug: product.slug, ...window };
  const found =
    type === 'HOTEL'
      ? { slots: [], ...(await findRooms(target, requested.roomQty ?? 1, today)) }
      : { rooms: [], ...(await findSlots(type, target, now)) };
  const bookable = found.slots.some((s) => s.available) || found.rooms.some((r) => r.available);
  return {
    productId,
    ...window,
    slots: found.slots,
    rooms: found.rooms,
    unavailableLabel: unavailableLabelFor(type),
    nextAvailableDates: found.next,
    message: bookable ? null : found.next.length > 0 ? AVAILABILITY_MESSAGES.nextDates : AVAILABILITY_MESSAGES.noDates,
  };
}
