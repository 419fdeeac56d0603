// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/lib/db/rows';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { seededStay, type StayFixture } from '@/tests/helpers/stays';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST } from './route';

installTestDataCache();

function request(body: unknown): Request {
  return new Request('http://localhost/api/stays', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe.each(testDatabaseKinds())('POST /api/stays (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const db = () => database().db;
  const counts = async () => {
    const [found] = await rows<{ holds: number; carts: number; items: number }>(
      db(),
      sql`select (select count(*) from room_night_holds)::int as holds, (select count(*) from carts)::int as carts,
                 (select count(*) from cart_items where item_kind = 'stay')::int as items`,
    );
    return found;
  };
  const stayBody = (stay: StayFixture) => ({ productId: stay.productId, skuId: stay.skuId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1, guests: 1 });

  it('holds a stay for a new cart and sets CART_UUID', async () => {
    const stay = await seededStay(db(), 10, 5, 5);
    const response = await POST(request(stayBody(stay)), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/CART_UUID=[0-9a-f-]{36}/);
    expect(await response.json()).toMatchObject({ skuId: stay.skuId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1, guests: 1, cartCount: 1 });
  });

  it('answers a bad stay with a clear 4xx that holds nothing and makes no cart', async () => {
    const stay = await seededStay(db(), 11, 5, 5);
    const [otherHotel] = await rows<{ id: number }>(
      db(),
      sql`select k.id from skus k join room_types rt on rt.sku_id = k.id where k.product_id <> ${stay.productId} order by k.id limit 1`,
    );
    const [showSku] = await rows<{ id: number }>(db(), sql`select k.id from skus k join products p on p.id = k.product_id where p.type = 'SHOW' order by k.id limit 1`);
    const today = pacificToday(new Date());
    const before = await counts();
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['more than 14 nights', { ...stayBody(stay), checkOut: addCalendarDays(stay.checkIn, 15) }, 400, 'A stay can be at most 14 nights.'],
      ['a check-in in the past', { ...stayBody(stay), checkIn: addCalendarDays(today, -1), checkOut: addCalendarDays(today, 1) }, 400, 'Check-in cannot be in the past.'],
      ['a same-day check-out', { ...stayBody(stay), checkOut: stay.checkIn }, 400, 'Check-out must be at least one night after check-in.'],
      ['more guests than the room sleeps', { ...stayBody(stay), guests: Math.min(stay.maxOccupancy, 4) + 1 }, 400, `This room sleeps at most ${Math.min(stay.maxOccupancy, 4)} guests.`],
      ['five rooms', { ...stayBody(stay), rooms: 5, guests: 5 }, 400, 'Online you can book 1 to 4 rooms at a time; for 5 or more, send a group request.'],
      ['an unknown room type', { ...stayBody(stay), skuId: 2_000_000_000 }, 404, 'This room type is not available.'],
      ['a ticket type that is not a room', { ...stayBody(stay), skuId: Number(showSku!.id) }, 404, 'This room type is not available.'],
      ['a room type of another hotel', { ...stayBody(stay), skuId: Number(otherHotel!.id) }, 400, 'This room type is not one of this hotel’s rooms.'],
      ['a date that is no date', { ...stayBody(stay), checkIn: 'tomorrow' }, 400, 'Please choose a check-in and a check-out date.'],
    ];
    for (const [what, body, status, message] of cases) {
      const response = await POST(request(body), undefined);
      expect(response.status, what).toBe(status);
      expect(response.headers.get('set-cookie'), what).toBeNull();
      const answer = (await response.json()) as { message?: string; error?: string };
      expect(JSON.stringify(answer), what).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });
});
