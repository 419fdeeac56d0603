// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageEnding } from '@/tests/helpers/page-outcome';
import { findAvailability } from '@/features/availability/queries';
import { rows } from '@/lib/db/rows';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { seededStay } from '@/tests/helpers/stays';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET as offer } from '@/app/api/stays/offer/route';
import QuantityPage, { generateMetadata } from './page';

installTestDataCache();

/** What Next answers for a page path: 200 with the markup, 404, or a redirect's status and target. */
async function follow(href: string): Promise<{ status: number; html?: string; location?: string }> {
  const [pathname] = href.split('?');
  const [, iv2, base, productID, productName, quantity, ...rest] = pathname!.split('/');
  expect([iv2, quantity]).toEqual(['iv2', 'quantity']);
  const props = { params: Promise.resolve({ base: base!, productID: productID!, productName: productName!, rest: rest.map(encodeURIComponent) }) };
  const ending = await pageEnding(async () => {
    await generateMetadata(props);
    return renderToStaticMarkup(await QuantityPage(props));
  });
  return 'value' in ending ? { status: 200, html: ending.value } : ending;
}

const offerOf = (params: Record<string, string | number>) =>
  offer(new Request(`http://localhost/api/stays/offer?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`), undefined);

describe.each(testDatabaseKinds())('hotel room selection (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const db = () => database().db;
  const hotels = () =>
    rows<{ id: number; slug: string; name: string }>(db(), sql`select id, slug, name from products where type = 'HOTEL' and sellable order by id`);

  it('every room Select link of every seeded hotel’s details page answers 200 with the hotel and its rooms', async () => {
    const checkIn = addCalendarDays(pacificToday(new Date()), 20);
    const checkOut = addCalendarDays(checkIn, 2);
    const all = await hotels();
    expect(all.length).toBeGreaterThan(0);
    let followed = 0;
    for (const hotel of all) {
      // The details page's room list (its island reads /api/availability, which answers this).
      const availability = (await findAvailability(Number(hotel.id), { startDate: checkIn, endDate: checkOut, roomQty: 1 }))!;
      const links = availability.rooms.map((room) => room.href).filter((href): href is string => href !== null);
      expect(links.length, hotel.name).toBeGreaterThan(0);
      for (const href of links) {
        const answer = await follow(href);
        expect(answer.status, href).toBe(200);
        expect(answer.html).toContain('data-testid="room-selection"');
        expect(answer.html).toContain('SELECT ROOM');
        followed += 1;
      }
      // The page's fresh part: the same stay's room types with prices.
      const response = await offerOf({ productId: hotel.id, checkIn, checkOut, rooms: 1 });
      expect(response.status, hotel.name).toBe(200);
      const body = (await response.json()) as { roomTypes: { available: boolean; total: { totalCents: number } }[]; unavailableLabel: string | null };
      expect(body.roomTypes.length).toBe(availability.rooms.length);
      expect(body.roomTypes.some((room) => room.available && room.total.totalCents > 0)).toBe(true);
    }
    expect(followed).toBeGreaterThanOrEqual(all.length);
  });

  it('answers 404 for every bad route parameter, 308 to the canonical name and spec 4’s redirect for a past check-in', async () => {
    const [hotel] = await hotels();
    const [show] = await rows<{ id: number; slug: string }>(db(), sql`select id, slug from products where type = 'SHOW' order by id limit 1`);
    const today = pacificToday(new Date());
    const start = addCalendarDays(today, 5);
    const path = (id: number | string, slug: string, dateTime: string, s: string, e: string) => `/iv2/las-vegas-hotels/${id}/${slug}/quantity/${dateTime}/${s}/${e}`;
    const good = path(hotel!.id, hotel!.slug, `${start}T15:00`, start, addCalendarDays(start, 2));
    expect((await follow(good)).status).toBe(200);
    const notFound: [string, string][] = [
      ['an unknown hotel', path(2_000_000_000, hotel!.slug, `${start}T15:00`, start, addCalendarDays(start, 2))],
      ['a show’s id', path(show!.id, show!.slug, `${start}T15:00`, start, addCalendarDays(start, 2))],
      ['an id that is no number', path('abc', hotel!.slug, `${start}T15:00`, start, addCalendarDays(start, 2))],
      ['a same-day check-out', path(hotel!.id, hotel!.slug, `${start}T15:00`, start, start)],
      ['a check-out before check-in', path(hotel!.id, hotel!.slug, `${start}T15:00`, start, addCalendarDays(start, -1))],
      ['15 nights', path(hotel!.id, hotel!.slug, `${start}T15:00`, start, addCalendarDays(start, 15))],
      ['a check-in time on another day', path(hotel!.id, hotel!.slug, `${addCalendarDays(start, 1)}T15:00`, start, addCalendarDays(start, 2))],
      ['a date that is no date', path(hotel!.id, hotel!.slug, `${start}T15:00`, '2026-02-30', addCalendarDays(start, 2))],
      ['a time that is no time', path(hotel!.id, hotel!.slug, `${start}T25:00`, start, addCalendarDays(start, 2))],
    ];
    for (const [what, href] of notFound) expect((await follow(href)).status, what).toBe(404);
    // 14 nights is still a stay.
    expect((await follow(path(hotel!.id, hotel!.slug, `${start}T15:00`, start, addCalendarDays(start, 14)))).status).toBe(200);
    // A wrong name moves (308) to the hotel's own, the stay kept.
    expect(await follow(path(hotel!.id, 'not-its-name', `${start}T15:00`, start, addCalendarDays(start, 2)))).toEqual({ status: 308, location: good });
    // Spec 4: a stay starting in the past goes to the hotel's details from today, same length.
    const past = addCalendarDays(today, -3);
    expect(await follow(path(hotel!.id, hotel!.slug, `${past}T15:00`, past, addCalendarDays(past, 2)))).toEqual({
      status: 307,
      location: `/iv2/las-vegas-hotels/${hotel!.id}/${hotel!.slug}/dates/${today}/${addCalendarDays(today, 2)}`,
    });
  });

  it('the offer says No Vacancy when no room type has the rooms for every night, and shows the low-capacity message under 10', async () => {
    const stay = await seededStay(db(), 3, 3, 200);
    const three = (await (await offerOf({ productId: stay.productId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1 })).json()) as {
      roomTypes: { roomType: { skuId: number }; roomsLeft: number; lowCapacityMessage: string | null; available: boolean }[];
    };
    const room = three.roomTypes.find((r) => r.roomType.skuId === stay.skuId)!;
    expect(room).toMatchObject({ roomsLeft: 3, available: true, lowCapacityMessage: 'Only 3 left' });
    // Every room type of the hotel full on the middle night: No Vacancy.
    await db().execute(sql`update room_nights set rooms_total = 0 where night = ${stay.nights[1]}::date and sku_id in (select id from skus where product_id = ${stay.productId})`);
    const none = (await (await offerOf({ productId: stay.productId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1 })).json()) as {
      roomTypes: { available: boolean }[];
      unavailableLabel: string | null;
    };
    expect(none.unavailableLabel).toBe('No Vacancy');
    expect(none.roomTypes.every((r) => !r.available)).toBe(true);
    await db().execute(sql`update room_nights set rooms_total = 200 where night = ${stay.nights[1]}::date and sku_id in (select id from skus where product_id = ${stay.productId})`);
  });

  it('answers a bad stay or an unknown hotel with a clear 4xx', async () => {
    const [hotel] = await hotels();
    const today = pacificToday(new Date());
    const start = addCalendarDays(today, 5);
    const base = { productId: Number(hotel!.id), checkIn: start, checkOut: addCalendarDays(start, 2), rooms: 1 };
    const cases: [string, Record<string, string | number>, number, string][] = [
      ['more than 14 nights', { ...base, checkOut: addCalendarDays(start, 15) }, 400, 'A stay can be at most 14 nights.'],
      ['a past check-in', { ...base, checkIn: addCalendarDays(today, -1) }, 400, 'Check-in cannot be in the past.'],
      ['a same-day check-out', { ...base, checkOut: start }, 400, 'Check-out must be at least one night after check-in.'],
      ['five rooms', { ...base, rooms: 5 }, 400, 'Online you can book 1 to 4 rooms at a time; for 5 or more, send a group request.'],
      ['an unknown hotel', { ...base, productId: 2_000_000 }, 404, 'No hotel is sold under this id.'],
    ];
    for (const [what, params, status, message] of cases) {
      const response = await offerOf(params);
      expect(response.status, what).toBe(status);
      expect(((await response.json()) as { error: string }).error, what).toBe(message);
    }
    expect((await offerOf({ ...base, checkIn: 'tomorrow' })).status).toBe(400);
  });
});
