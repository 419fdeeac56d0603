import 'server-only';
import { and, asc, eq, exists, gte, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/database';
import { performances, products, skus } from '@/lib/db/schema';
import { findNightsWithRoomsLeft, findPublicRoomsForStay } from '@/features/hotels/queries';
import { unavailableLabelFor } from '@/lib/config/product-types';
import { addCalendarDays, formatPacificDateTime, pacificInstant, pacificToday } from '@/lib/dates';
import { routes } from '@/lib/routes';
import type { Availability, AvailabilityRoom, AvailabilitySlot } from './schema';
import { AVAILABILITY_MESSAGES, NEXT_AVAILABLE_DATES, availabilityWindow, isSoldByDate } from './window';

/** Types sold by date and time (every one sold by date but hotels, which sell nights). */
type SlotType = 'SHOW' | 'TOUR' | 'ATTRACTION' | 'CLUB' | 'RESTAURANT';

// The sku that says whether a product sells by seat, beside the cheapest sku it is priced from.
const seatSkus = alias(skus, 'seat_skus');

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

/** A timestamptz column as its Pacific calendar date, `yyyy-MM-dd`. */
const pacificDay = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'America/Los_Angeles', 'YYYY-MM-DD')`;

async function findSlots(type: SlotType, target: Target, now: Date): Promise<{ slots: AvailabilitySlot[]; next: string[] }> {
  const db = await getDb();
  const from = pacificInstant(target.startDate, '00:00');
  const to = pacificInstant(addCalendarDays(target.endDate, 1), '00:00');
  const notBefore = from > now ? from : now;
  const [slotRows, [sku]] = await Promise.all([
    db
      .select({ id: performances.id, startsAt: performances.startsAt, cancelled: performances.cancelled })
      .from(performances)
      .where(and(eq(performances.productId, target.id), gte(performances.startsAt, notBefore), lt(performances.startsAt, to)))
      .orderBy(asc(performances.startsAt)),
    db
      .select({
        priceCents: skus.priceCents,
        basePriceCents: skus.basePriceCents,
        seatMap: sql<boolean>`${exists(
          db
            .select({ id: seatSkus.id })
            .from(seatSkus)
            .where(and(eq(seatSkus.productId, target.id), eq(seatSkus.supportsSeatSelection, true))),
        )}`,
      })
      .from(skus)
      .where(eq(skus.productId, target.id))
      .orderBy(asc(skus.priceCents), asc(skus.id))
      .limit(1),
  ]);
  const slots = sku
    ? slotRows.map((row): AvailabilitySlot => {
        const dateTime = formatPacificDateTime(row.startsAt);
        const available = !row.cancelled;
        return {
          performanceId: row.id,
          dateTime,
          available,
          priceCents: sku.priceCents,
          basePriceCents: sku.basePriceCents,
          href: available ? slotHref(type, target, dateTime, sku.seatMap) : null,
        };
      })
    : [];
  if (slots.some((slot) => slot.available)) return { slots, next: [] };
  const day = pacificDay(performances.startsAt);
  const laterFrom = to > now ? to : now;
  const next = await db
    .selectDistinct({ day })
    .from(performances)
    .where(and(eq(performances.productId, target.id), eq(performances.cancelled, false), gte(performances.startsAt, laterFrom)))
    .orderBy(day)
    .limit(NEXT_AVAILABLE_DATES);
  return { slots, next: sku ? next.map((r) => r.day) : [] };
}

/**
 * A hotel's room types over the stay, from the hotels feature (which owns room nights): a room
 * type is available when it has the rooms asked for on every night, counting the rooms sold and
 * held, exactly as room selection counts them. Public rates: the page is the same for everybody.
 */
async function findRooms(target: Target, roomQty: number, today: string): Promise<{ rooms: AvailabilityRoom[]; next: string[] }> {
  const found = await findPublicRoomsForStay({ productId: target.id, checkIn: target.startDate, checkOut: target.endDate, rooms: roomQty });
  const href = routes.hotelSkuSelection.build({
    productID: target.id,
    productName: target.slug,
    dateTime: `${target.startDate}T${HOTEL_CHECK_IN}`,
    startDate: target.startDate,
    endDate: target.endDate,
    ...(roomQty > 1 ? { roomQty } : {}),
  });
  const rooms = found.map((type): AvailabilityRoom => {
    const nightly = type.perRoom.averageNightlyCents;
    const baseNightly = type.nights.length > 0 ? Math.round(type.nights.reduce((sum, n) => sum + n.baseRateCents, 0) / type.nights.length) : nightly;
    const available = type.complete && type.available;
    return {
      skuId: type.roomType.skuId,
      name: type.roomType.name,
      maxOccupancy: type.roomType.maxOccupancy,
      available,
      nightlyCents: nightly,
      baseNightlyCents: Math.max(nightly, baseNightly),
      totalCents: type.perRoom.roomCents,
      href: available ? href : null,
    };
  });
  if (rooms.some((room) => room.available)) return { rooms, next: [] };
  const from = target.endDate > today ? target.endDate : today;
  return { rooms, next: await findNightsWithRoomsLeft({ productId: target.id, from, rooms: roomQty, limit: NEXT_AVAILABLE_DATES }) };
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
