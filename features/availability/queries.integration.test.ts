// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// Test setup only: a real stay hold of the booking core, as a visitor's cart takes it.
// eslint-disable-next-line boundaries/imports
import { holdStayForCart } from '@/features/cart/workflows/stay';
import { findHotelStayOffer } from '@/features/hotels/queries';
import { performances, products } from '@/lib/db/schema';
import { addCalendarDays, pacificInstant, pacificToday } from '@/lib/dates';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';
import { seededStay } from '@/tests/helpers/stays';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { findAvailability } from './queries';
import { AVAILABILITY_MESSAGES } from './window';

installTestDataCache();

describe.each(testDatabaseKinds())('availability on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });

  async function first(type: 'SHOW' | 'HOTEL' | 'SPA' | 'TOUR') {
    const [row] = await database().db.select().from(products).where(eq(products.type, type)).orderBy(asc(products.popularity), asc(products.id)).limit(1);
    return row!;
  }

  it('lists the performances of the window with prices, none before the server’s now', async () => {
    const show = await first('SHOW');
    // Mid-evening in Las Vegas, so some of today's performances have started.
    const now = pacificInstant(addCalendarDays(pacificToday(new Date()), 1), '20:00');
    const availability = (await findAvailability(show.id, { startDate: null, endDate: null, roomQty: null }, now))!;
    expect(availability.startDate).toBe(pacificToday(now));
    const expected = await database()
      .db.select({ startsAt: performances.startsAt })
      .from(performances)
      .where(
        and(
          eq(performances.productId, show.id),
          gte(performances.startsAt, now),
          lt(performances.startsAt, pacificInstant(addCalendarDays(availability.endDate, 1), '00:00')),
        ),
      )
      .orderBy(asc(performances.startsAt));
    expect(availability.slots.length).toBe(expected.length);
    expect(availability.slots.length).toBeGreaterThan(0);
    for (const slot of availability.slots) {
      expect(pacificInstant(slot.dateTime.slice(0, 10), slot.dateTime.slice(11)).getTime()).toBeGreaterThanOrEqual(now.getTime() - 60_000);
      expect(slot.priceCents).toBeGreaterThan(0);
      expect(slot.href).toMatch(new RegExp(`^/iv2/las-vegas-shows/${show.id}/${show.slug}/(seats|quantity)/${slot.dateTime}/`));
    }
    expect(availability.message).toBeNull();
  });

  it('labels a cancelled performance, and offers the next dates when the window has none', async () => {
    const tour = await first('TOUR');
    const now = new Date();
    const before = (await findAvailability(tour.id, { startDate: null, endDate: null, roomQty: null }, now))!;
    const firstSlot = before.slots[0]!;
    const window = and(
      eq(performances.productId, tour.id),
      gte(performances.startsAt, pacificInstant(before.startDate, '00:00')),
      lt(performances.startsAt, pacificInstant(addCalendarDays(before.endDate, 1), '00:00')),
    );
    const firstInstant = pacificInstant(firstSlot.dateTime.slice(0, 10), firstSlot.dateTime.slice(11));
    try {
      await database().db.update(performances).set({ cancelled: true }).where(and(eq(performances.productId, tour.id), eq(performances.startsAt, firstInstant)));
      const one = (await findAvailability(tour.id, { startDate: null, endDate: null, roomQty: null }, now))!;
      expect(one.slots[0]).toMatchObject({ dateTime: firstSlot.dateTime, available: false, href: null });
      expect(one.unavailableLabel).toBe('Sold Out/Unavailable');

      await database().db.update(performances).set({ cancelled: true }).where(window);
      const none = (await findAvailability(tour.id, { startDate: null, endDate: null, roomQty: null }, now))!;
      expect(none.slots.every((slot) => !slot.available)).toBe(true);
      expect(none.message).toBe(AVAILABILITY_MESSAGES.nextDates);
      expect(none.nextAvailableDates.length).toBeGreaterThan(0);
      for (const date of none.nextAvailableDates) expect(date > none.endDate).toBe(true);

      await database().db.update(performances).set({ cancelled: true }).where(eq(performances.productId, tour.id));
      const never = (await findAvailability(tour.id, { startDate: null, endDate: null, roomQty: null }, now))!;
      expect(never.message).toBe(AVAILABILITY_MESSAGES.noDates);
      expect(never.nextAvailableDates).toEqual([]);
    } finally {
      await database().db.update(performances).set({ cancelled: false }).where(eq(performances.productId, tour.id));
    }
  });

  it('prices a hotel’s rooms for the whole stay', async () => {
    const hotel = await first('HOTEL');
    const start = addCalendarDays(pacificToday(new Date()), 7);
    const end = addCalendarDays(start, 2);
    const availability = (await findAvailability(hotel.id, { startDate: start, endDate: end, roomQty: 1 }))!;
    expect(availability).toMatchObject({ startDate: start, endDate: end, slots: [], unavailableLabel: 'No Vacancy' });
    expect(availability.rooms.length).toBeGreaterThan(0);
    for (const room of availability.rooms.filter((r) => r.available)) {
      // The stay's rates summed; the average night rounds to the cent.
      expect(Math.abs(room.totalCents - room.nightlyCents * 2)).toBeLessThanOrEqual(1);
      expect(room.baseNightlyCents).toBeGreaterThanOrEqual(room.nightlyCents);
      expect(room.href).toBe(`/iv2/las-vegas-hotels/${hotel.id}/${hotel.slug}/quantity/${start}T15:00/${start}/${end}`);
    }
    // More rooms travel along to room selection as ?roomQty= (storefront 2.8).
    const two = (await findAvailability(hotel.id, { startDate: start, endDate: end, roomQty: 2 }))!;
    const twoHrefs = two.rooms.filter((r) => r.available).map((r) => r.href);
    expect(twoHrefs.length).toBeGreaterThan(0);
    for (const href of twoHrefs) expect(href).toBe(`/iv2/las-vegas-hotels/${hotel.id}/${hotel.slug}/quantity/${start}T15:00/${start}/${end}?roomQty=2`);
    // Far beyond the seeded nights nothing is free.
    const later = (await findAvailability(hotel.id, { startDate: addCalendarDays(start, 700), endDate: addCalendarDays(start, 702), roomQty: 1 }))!;
    expect(later.rooms.every((room) => !room.available && room.href === null)).toBe(true);
    expect(later.message).toBe(AVAILABILITY_MESSAGES.noDates);
  });

  it('counts sold and live-held rooms like room selection, so it never offers a room type that is No Vacancy there', async () => {
    // Two rooms on the middle night of the stay, plenty on the others.
    const stay = await seededStay(database().db, 0, 2, 200);
    const roomOf = async (rooms: number) => {
      const availability = (await findAvailability(stay.productId, { startDate: stay.checkIn, endDate: stay.checkOut, roomQty: rooms }))!;
      const offer = await findHotelStayOffer({ productId: stay.productId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms, entitlement: NO_ENTITLEMENT });
      const selection = offer.roomTypes.find((t) => t.roomType.skuId === stay.skuId)!;
      const room = availability.rooms.find((r) => r.skuId === stay.skuId)!;
      // The details page and room selection agree on every count.
      expect(room.available, `${rooms} rooms`).toBe(selection.available);
      return room;
    };
    expect((await roomOf(2)).available).toBe(true);
    try {
      // One of the two sold: one room is left for the whole stay.
      await database().db.execute(sql`update room_nights set sold = 1 where sku_id = ${stay.skuId} and night = ${stay.nights[1]}::date`);
      expect((await roomOf(2)).available).toBe(false);
      expect((await roomOf(1)).available).toBe(true);
      // The last one held by a cart: none is left while the hold lives...
      const { cartId } = await holdStayForCart({
        cookieCartId: null,
        body: { productId: stay.productId, skuId: stay.skuId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1, guests: 1 },
        entitlement: NO_ENTITLEMENT,
        ip: null,
      });
      const held = await roomOf(1);
      expect(held).toMatchObject({ available: false, href: null });
      // ...and it is free again once the hold has lapsed, without a job running.
      await database().db.execute(sql`update room_night_holds set held_until = now() - interval '1 second' where cart_id = ${cartId}`);
      expect((await roomOf(1)).available).toBe(true);
    } finally {
      await database().db.execute(sql`delete from room_night_holds where sku_id = ${stay.skuId}`);
      await database().db.execute(sql`update room_nights set held = 0, sold = 0 where sku_id = ${stay.skuId}`);
    }
  });

  it('has nothing for catalogue products and unknown ids', async () => {
    const spa = await first('SPA');
    expect(await findAvailability(spa.id, { startDate: null, endDate: null, roomQty: null })).toBeNull();
    expect(await findAvailability(999_999_999, { startDate: null, endDate: null, roomQty: null })).toBeNull();
  });
});
