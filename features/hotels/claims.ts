import 'server-only';
import { sql } from 'drizzle-orm';
import type { ClaimKind, RoomNightsClaimRequest, SoldClaim } from '@/features/cart/types';
import { rows, type Tx } from '@/lib/db/rows';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { STAY_MESSAGES, stayNights } from './rules';

// Hotels own room_nights, room_types and room_night_holds: every statement on them is here or in
// queries.ts. A stay is held as one claim per night, all in the workflow's transaction.

/** Rooms a stay could still have, for the refusal's message. */
function refusal(left: number): AppError {
  return new AppError('CONFLICT', left > 0 ? `Sorry, only ${left} ${left === 1 ? 'room is' : 'rooms are'} left for every night of your stay.` : STAY_MESSAGES.noVacancy, {
    fieldErrors: { rooms: [String(left)] },
  });
}

/**
 * Holds `rooms` rooms of the room type for every night of the stay for the cart, in `tx`, or
 * none of them. The nights' inventory rows are locked in night order (so two stays that share
 * nights never wait on each other in a circle), the lapsed holds of other carts on them are given
 * back first (no job needed), then every night must have the rooms free; the room_nights CHECK
 * refuses a count beyond the total whatever this code does. The cart's own hold of the same stay
 * (a renewal) is changed in place.
 */
async function holdStay(tx: Tx, cartId: string, claim: RoomNightsClaimRequest): Promise<Date> {
  const { skuId, checkIn, checkOut, rooms } = claim;
  const nights = stayNights(checkIn, checkOut);
  const locked = await rows<{ night: string }>(
    tx,
    sql`select to_char(night, 'YYYY-MM-DD') as night from room_nights
         where sku_id = ${skuId} and night >= ${checkIn}::date and night < ${checkOut}::date
         order by night for update`,
  );
  if (nights.length === 0 || locked.length !== nights.length) throw refusal(0);
  const inventory = await rows<{ night: string; free: number; mine: number }>(
    tx,
    sql`with lapsed as (
          delete from room_night_holds
           where sku_id = ${skuId} and night >= ${checkIn}::date and night < ${checkOut}::date and held_until <= now()
             and not (cart_id = ${cartId} and check_in = ${checkIn}::date and check_out = ${checkOut}::date)
          returning night, rooms),
        given_back as (select night, sum(rooms)::int as rooms from lapsed group by night),
        counted as (
          update room_nights rn set held = rn.held - g.rooms from given_back g
           where rn.sku_id = ${skuId} and rn.night = g.night)
        select to_char(rn.night, 'YYYY-MM-DD') as night,
               (rn.rooms_total - rn.sold - (rn.held - coalesce(g.rooms, 0)))::int as free,
               coalesce((select h.rooms from room_night_holds h
                          where h.cart_id = ${cartId} and h.sku_id = ${skuId} and h.check_in = ${checkIn}::date
                            and h.check_out = ${checkOut}::date and h.night = rn.night), 0)::int as mine
          from room_nights rn left join given_back g on g.night = rn.night
         where rn.sku_id = ${skuId} and rn.night >= ${checkIn}::date and rn.night < ${checkOut}::date`,
  );
  // What the cart could hold on every night: the free rooms plus what it already holds of this stay.
  const fits = Math.min(...inventory.map((n) => Number(n.free) + Number(n.mine)));
  if (fits < rooms) throw refusal(Math.max(0, fits));
  await tx.execute(sql`
    with mine as (
      select night, rooms from room_night_holds
       where cart_id = ${cartId} and sku_id = ${skuId} and check_in = ${checkIn}::date and check_out = ${checkOut}::date)
    update room_nights rn set held = rn.held + ${rooms}::int - coalesce((select m.rooms from mine m where m.night = rn.night), 0)
     where rn.sku_id = ${skuId} and rn.night >= ${checkIn}::date and rn.night < ${checkOut}::date`);
  const [held] = await rows<{ held_until: Date | string }>(
    tx,
    sql`insert into room_night_holds (cart_id, sku_id, check_in, check_out, night, rooms, held_until)
        select ${cartId}, ${skuId}, ${checkIn}::date, ${checkOut}::date, night, ${rooms}::int, now() + make_interval(mins => ${getEnv().HOLD_MINUTES}::int)
          from room_nights where sku_id = ${skuId} and night >= ${checkIn}::date and night < ${checkOut}::date
        on conflict (cart_id, sku_id, check_in, check_out, night) do update set rooms = excluded.rooms, held_until = excluded.held_until
        returning held_until`,
  );
  return new Date(held!.held_until);
}

/** Gives back the cart's hold of one stay (every night of it), lapsed or not. */
export async function releaseStay(tx: Tx, cartId: string, stay: Pick<RoomNightsClaimRequest, 'skuId' | 'checkIn' | 'checkOut'>): Promise<void> {
  await tx.execute(sql`select 1 from room_nights where sku_id = ${stay.skuId} and night >= ${stay.checkIn}::date and night < ${stay.checkOut}::date order by night for update`);
  await tx.execute(sql`
    with gone as (
      delete from room_night_holds
       where cart_id = ${cartId} and sku_id = ${stay.skuId} and check_in = ${stay.checkIn}::date and check_out = ${stay.checkOut}::date
      returning night, rooms)
    update room_nights rn set held = rn.held - g.rooms from gone g where rn.sku_id = ${stay.skuId} and rn.night = g.night`);
}

/** Room nights: a counted capacity per room type and night, every night of a stay taken in the workflow's transaction. */
export const roomNightsClaimKind: ClaimKind<RoomNightsClaimRequest> = {
  kind: 'room-nights',
  holdsOnItsOwn: false,
  async hold(cartId, claim, within) {
    if (within === null) throw new AppError('INTERNAL', 'room nights are held inside the workflow transaction');
    const heldUntil = await holdStay(within, cartId, claim);
    return { claim, heldUntil, relocked: false, message: null };
  },
  async release(tx, cartId, claim) {
    await releaseStay(tx, cartId, claim);
  },
  async heldQuantity() {
    // Room nights are not tickets of a performance; a stay's rooms are counted by queries.findCartStayHolds.
    return 0;
  },
  async extend(tx, cartId, minutes) {
    await tx.execute(sql`update room_night_holds set held_until = greatest(held_until, now() + make_interval(mins => ${minutes}::int))
                          where cart_id = ${cartId} and held_until > now()`);
  },
  async sell(tx, cartId) {
    // A stay is sold only when every one of its nights is still live: a stay with a lapsed night
    // is left alone (the order is refused by its item's count), never sold in part. The nights are
    // locked in the order a hold locks them first.
    await tx.execute(sql`select 1 from room_nights rn
                          where exists (select 1 from room_night_holds h where h.cart_id = ${cartId} and h.sku_id = rn.sku_id and h.night = rn.night)
                          order by rn.sku_id, rn.night for update`);
    const sold = await rows<{ sku_id: number; check_in: string; check_out: string; rooms: number }>(
      tx,
      sql`with whole as (
            select sku_id, check_in, check_out from room_night_holds where cart_id = ${cartId}
             group by sku_id, check_in, check_out
            having count(*) filter (where held_until > now()) = (check_out - check_in)),
          gone as (
            delete from room_night_holds h using whole w
             where h.cart_id = ${cartId} and h.sku_id = w.sku_id and h.check_in = w.check_in and h.check_out = w.check_out
            returning h.sku_id, h.check_in, h.check_out, h.night, h.rooms),
          counted as (
            update room_nights rn set held = rn.held - g.rooms, sold = rn.sold + g.rooms from gone g
             where rn.sku_id = g.sku_id and rn.night = g.night)
          select g.sku_id, to_char(g.check_in, 'YYYY-MM-DD') as check_in, to_char(g.check_out, 'YYYY-MM-DD') as check_out, min(g.rooms)::int as rooms
            from gone g
           group by g.sku_id, g.check_in, g.check_out`,
    );
    return sold.map(
      (s): SoldClaim => ({ performanceId: null, skuId: Number(s.sku_id), stay: { checkIn: s.check_in, checkOut: s.check_out }, quantity: Number(s.rooms), seats: [] }),
    );
  },
};
