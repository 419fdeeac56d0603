import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rows } from '@/lib/db/rows';
import { addCalendarDays, pacificToday } from '@/lib/dates';

export interface StayFixture {
  readonly productId: number;
  readonly skuId: number;
  readonly maxOccupancy: number;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly nights: readonly string[];
}

/**
 * The n-th seeded hotel room type (by sku id) for a 3-night stay starting 10 + 4n days from
 * today, with `middleRooms` rooms on the middle night and `otherRooms` on the others, none held
 * or sold: distinct n give tests of one file stays of their own.
 */
export async function seededStay(db: Db, n: number, middleRooms = 5, otherRooms = 200): Promise<StayFixture> {
  const [room] = await rows<{ product_id: number; sku_id: number; max_occupancy: number }>(
    db,
    sql`select k.product_id, k.id as sku_id, k.max_occupancy from skus k join room_types rt on rt.sku_id = k.id
          join products p on p.id = k.product_id where p.type = 'HOTEL' and p.sellable
         order by k.id offset ${n} limit 1`,
  );
  if (!room) throw new Error(`no ${n}-th room type`);
  const checkIn = addCalendarDays(pacificToday(new Date()), 10 + 4 * n);
  const nights = [checkIn, addCalendarDays(checkIn, 1), addCalendarDays(checkIn, 2)];
  await db.execute(sql`update room_nights set rooms_total = ${otherRooms}, held = 0, sold = 0
                        where sku_id = ${room.sku_id} and night in (${nights[0]}::date, ${nights[2]}::date)`);
  await db.execute(sql`update room_nights set rooms_total = ${middleRooms}, held = 0, sold = 0 where sku_id = ${room.sku_id} and night = ${nights[1]}::date`);
  return { productId: Number(room.product_id), skuId: Number(room.sku_id), maxOccupancy: Number(room.max_occupancy), checkIn, checkOut: addCalendarDays(checkIn, 3), nights };
}

/** Every cart's hold of the room type, per cart: the nights it holds. */
export async function stayHoldsBy(db: Db, skuId: number): Promise<Map<string, string[]>> {
  const found = await rows<{ cart_id: string; night: string }>(
    db,
    sql`select cart_id, to_char(night, 'YYYY-MM-DD') as night from room_night_holds where sku_id = ${skuId} order by cart_id, night`,
  );
  const byCart = new Map<string, string[]>();
  for (const r of found) byCart.set(r.cart_id, [...(byCart.get(r.cart_id) ?? []), r.night]);
  return byCart;
}

/** The counted inventory of the room type's nights. */
export async function roomNightCounts(db: Db, skuId: number, nights: readonly string[]): Promise<{ night: string; held: number; sold: number }[]> {
  const found = await rows<{ night: string; held: number; sold: number }>(
    db,
    sql`select to_char(night, 'YYYY-MM-DD') as night, held, sold from room_nights
         where sku_id = ${skuId} and night in (${sql.join(nights.map((n) => sql`${n}::date`), sql`, `)}) order by night`,
  );
  return found.map((r) => ({ night: r.night, held: Number(r.held), sold: Number(r.sold) }));
}
