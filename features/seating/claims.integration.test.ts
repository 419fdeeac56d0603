import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/client';
import { openDatabase } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { AppError } from '@/lib/errors';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
// eslint-disable-next-line boundaries/imports
import { ensureCart } from '@/features/cart/mutations';
import { setGeneralAdmissionHold } from './ga-places';
import { forgetTicketFacts, holdSeats, releaseSeats } from './seat-claims';
import { SEATS_RELOCKED_MESSAGE } from './quantity-rules';

const BUYERS = 200;
const LAST_SEATS = 10;

describe.each(testDatabaseKinds())('seat and general-admission holds on %s', (kind) => {
  let handle: (DatabaseHandle & { url?: string }) | undefined;
  // PostgreSQL: the buyers share a pool of many connections, as app instances under load do.
  let crowd: DatabaseHandle | undefined;
  let forget = () => {};

  beforeAll(async () => {
    handle = await createTestDatabase(kind, { seed: true });
    crowd = handle.url ? await openDatabase({ url: handle.url, poolSize: 40 }) : handle;
    forget = useDatabaseForProcess(crowd);
  }, 120_000);

  afterAll(async () => {
    forget();
    if (crowd !== handle) await crowd?.close();
    await handle?.close();
  });

  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await handle!.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The n-th upcoming performance with a seat-map sku (each test its own), that sku, and its price tier's seats. */
  async function seatedPerformance(n: number) {
    const [found] = await rows<{ performance_id: number; sku_id: number; price_tier: number; venue_id: number }>(sql`
      select * from (
        select distinct on (p.id) p.id as performance_id, k.id as sku_id, k.price_tier, p.venue_id, p.starts_at
          from performances p join skus k on k.product_id = p.product_id and k.supports_seat_selection
         where p.starts_at > now() + interval '1 day' and not p.cancelled and p.venue_id is not null
         order by p.id, k.id) one_per_performance
       order by starts_at, performance_id
       limit 1 offset ${n}`);
    const performanceId = Number(found!.performance_id);
    const skuId = Number(found!.sku_id);
    // Any quantity from 1 to 12, whatever the seed chose for this sku.
    await handle!.db.execute(sql`update skus set purchase_quantities = '{}', max_quantity = 12 where id = ${skuId}`);
    forgetTicketFacts();
    const seats = await rows<{ id: number; row_name: string; seat_number: number; section_id: number }>(sql`
      select id, row_name, seat_number, section_id from seats
       where venue_id = ${found!.venue_id} and price_tier = ${found!.price_tier} and accessibility is null
       order by section_id, row_name, seat_number`);
    return { performanceId, skuId, seats: seats.map((s) => ({ ...s, id: Number(s.id) })) };
  }

  async function claimsOf(performanceId: number) {
    return rows<{ seat_id: number; cart_id: string; status: string }>(sql`
      select seat_id, cart_id, status from seat_claims where performance_id = ${performanceId} order by seat_id`);
  }

  it(`${BUYERS} buyers for the last ${LAST_SEATS} seats: exactly ${LAST_SEATS} held, each by one cart`, async () => {
    const { performanceId, skuId, seats } = await seatedPerformance(0);
    const last = seats.slice(0, LAST_SEATS).map((s) => s.id);
    const soldOut = seats.slice(LAST_SEATS).map((s) => s.id);
    const boxOffice = await ensureCart(null);
    await handle!.db.execute(sql`
      insert into seat_claims (performance_id, seat_id, cart_id, sku_id, status)
      select ${performanceId}, id, ${boxOffice}, ${skuId}, 'sold' from seats where id in (${sql.join(soldOut.map((id) => sql`${id}`), sql`, `)})`);

    const carts = await Promise.all(Array.from({ length: BUYERS }, () => ensureCart(null)));
    const results = await Promise.allSettled(
      carts.map((cartId, i) => holdSeats({ cartId, performanceId, skuId, seatIds: [last[i % LAST_SEATS]!] })),
    );
    const held = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(held).toHaveLength(LAST_SEATS);
    expect(new Set(held.flatMap((h) => h.seatIds))).toEqual(new Set(last));
    expect(refused.every((e) => e instanceof AppError && e.code === 'CONFLICT')).toBe(true);

    const claims = await claimsOf(performanceId);
    const heldRows = claims.filter((c) => c.status === 'held');
    expect(heldRows.map((c) => Number(c.seat_id)).sort((a, b) => a - b)).toEqual([...last].sort((a, b) => a - b));
    for (const hold of held) {
      for (const seatId of hold.seatIds) expect(heldRows.find((c) => Number(c.seat_id) === seatId)?.cart_id).toBe(hold.cartId);
    }
    expect(claims.filter((c) => c.status === 'sold')).toHaveLength(soldOut.length);
  }, 120_000);

  it(`${BUYERS} buyers for a general-admission sku with capacity 10: exactly 10 places held`, async () => {
    const [found] = await rows<{ performance_id: number; sku_id: number }>(sql`
      select p.id as performance_id, k.id as sku_id
        from performances p join skus k on k.product_id = p.product_id and k.capacity_per_performance is not null and not k.supports_seat_selection
       where p.starts_at > now() + interval '1 day' and not p.cancelled
       order by p.starts_at, p.id, k.id limit 1`);
    const performanceId = Number(found!.performance_id);
    const skuId = Number(found!.sku_id);
    await handle!.db.execute(sql`update skus set capacity_per_performance = 10, purchase_quantities = '{}', max_quantity = 12 where id = ${skuId}`);

    const carts = await Promise.all(Array.from({ length: BUYERS }, () => ensureCart(null)));
    const results = await Promise.allSettled(carts.map((cartId) => setGeneralAdmissionHold({ cartId, performanceId, skuId, quantity: 1 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r.reason as AppError).message === 'Sorry, this ticket type is sold out for this performance.')).toBe(true);
    const [inventory] = await rows<{ held: number; sold: number; capacity: number; holds: number | string }>(sql`
      select i.held, i.sold, i.capacity, (select coalesce(sum(quantity), 0) from ga_holds h where h.performance_id = i.performance_id and h.sku_id = i.sku_id) as holds
        from ga_inventory i where performance_id = ${performanceId} and sku_id = ${skuId}`);
    expect(inventory).toMatchObject({ held: 10, sold: 0, capacity: 10 });
    expect(Number(inventory!.holds)).toBe(10);

    // The database itself refuses counts beyond the capacity.
    await expect(handle!.db.execute(sql`update ga_inventory set held = 11 where performance_id = ${performanceId} and sku_id = ${skuId}`)).rejects.toThrow();

    // A lapsed hold is given back on the next hold: no background job needed.
    await handle!.db.execute(sql`update ga_holds set held_until = now() - interval '1 minute' where performance_id = ${performanceId} and sku_id = ${skuId}`);
    const late = await ensureCart(null);
    const hold = await setGeneralAdmissionHold({ cartId: late, performanceId, skuId, quantity: 3 });
    expect(hold).toMatchObject({ quantity: 3, remaining: 7 });
    expect(hold.heldUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // Changing the quantity moves only the difference; 0 releases.
    expect(await setGeneralAdmissionHold({ cartId: late, performanceId, skuId, quantity: 5 })).toMatchObject({ quantity: 5, remaining: 5 });
    await expect(setGeneralAdmissionHold({ cartId: late, performanceId, skuId, quantity: 11 })).rejects.toThrow('Sorry, only 10 left for this performance.');
    expect(await setGeneralAdmissionHold({ cartId: late, performanceId, skuId, quantity: 0 })).toMatchObject({ quantity: 0, heldUntil: null, remaining: 10 });
  }, 120_000);

  it('lets another cart claim a seat whose hold has lapsed', async () => {
    const { performanceId, skuId, seats } = await seatedPerformance(1);
    const seat = seats[0]!.id;
    const first = await ensureCart(null);
    const second = await ensureCart(null);
    await holdSeats({ cartId: first, performanceId, skuId, seatIds: [seat] });
    const relocked = await holdSeats({ cartId: second, performanceId, skuId, seatIds: [seat] });
    expect(relocked.seatIds).not.toContain(seat);
    await releaseSeats({ cartId: second, performanceId });

    await handle!.db.execute(sql`update seat_claims set held_until = now() - interval '1 second' where performance_id = ${performanceId} and seat_id = ${seat}`);
    const taken = await holdSeats({ cartId: second, performanceId, skuId, seatIds: [seat] });
    expect(taken).toMatchObject({ seatIds: [seat], relocked: false, message: null });
    expect((await claimsOf(performanceId)).map((c) => [Number(c.seat_id), c.cart_id])).toEqual([[seat, second]]);
  });

  it('relocks to the best seats of the same price and quantity, never to seats another cart holds', async () => {
    const { performanceId, skuId, seats } = await seatedPerformance(2);
    const first = await ensureCart(null);
    const mine = await holdSeats({ cartId: first, performanceId, skuId, seatIds: [seats[0]!.id, seats[1]!.id] });
    expect(mine.relocked).toBe(false);

    const second = await ensureCart(null);
    const other = await holdSeats({ cartId: second, performanceId, skuId, seatIds: [seats[0]!.id, seats[1]!.id] });
    expect(other).toMatchObject({ relocked: true, message: SEATS_RELOCKED_MESSAGE });
    expect(other.seatIds).toHaveLength(2);
    expect(other.seatIds.some((id) => mine.seatIds.includes(id))).toBe(false);
    // Side by side in one row of the same price.
    const chosen = seats.filter((s) => other.seatIds.includes(s.id));
    expect(new Set(chosen.map((s) => `${s.section_id}/${s.row_name}`)).size).toBe(1);
    expect(Math.abs(chosen[0]!.seat_number - chosen[1]!.seat_number)).toBe(1);

    // Releasing gives the seats back; a cart re-holding its own seats keeps them.
    expect((await releaseSeats({ cartId: second, performanceId, seatIds: other.seatIds })).seatIds.sort()).toEqual([...other.seatIds].sort());
    expect(await holdSeats({ cartId: first, performanceId, skuId, seatIds: mine.seatIds })).toMatchObject({ relocked: false });
  });

  it('checks the sale in the claim itself: a performance cancelled a moment after a hold read it is refused', async () => {
    const { performanceId, skuId, seats: all } = await seatedPerformance(2);
    const claimed = new Set((await claimsOf(performanceId)).map((c) => Number(c.seat_id)));
    const seats = all.filter((s) => !claimed.has(s.id));
    const cartId = await ensureCart(null);
    const first = await holdSeats({ cartId, performanceId, skuId, seatIds: [seats[0]!.id] });
    expect(first.seatIds).toEqual([seats[0]!.id]);
    await handle!.db.execute(sql`update performances set cancelled = true where id = ${performanceId}`);
    try {
      // The performance's facts are still the ones read for the first hold; the claim reads the sale afresh.
      await expect(holdSeats({ cartId, performanceId, skuId, seatIds: [seats[1]!.id] })).rejects.toThrow('This performance is no longer on sale.');
      const [held] = await rows<{ n: number | string }>(sql`select count(*) as n from seat_claims where performance_id = ${performanceId} and seat_id = ${seats[1]!.id}`);
      expect(Number(held!.n)).toBe(0);
    } finally {
      await handle!.db.execute(sql`update performances set cancelled = false where id = ${performanceId}`);
    }
  });

  it('refuses seats of another price, quantities the sku does not allow, and unknown performances, changing nothing', async () => {
    const { performanceId, skuId, seats } = await seatedPerformance(3);
    const cartId = await ensureCart(null);
    const [foreign] = await rows<{ id: number }>(sql`
      select s.id from seats s join performances p on p.id = ${performanceId}
       where s.venue_id <> p.venue_id limit 1`);
    await expect(holdSeats({ cartId, performanceId, skuId, seatIds: [Number(foreign!.id)] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await handle!.db.execute(sql`update skus set purchase_quantities = '{2}', max_quantity = 2 where id = ${skuId}`);
    forgetTicketFacts();
    await expect(holdSeats({ cartId, performanceId, skuId, seatIds: [seats[0]!.id] })).rejects.toThrow('The seats at this price can only be purchased in the group of 2');
    await expect(holdSeats({ cartId, performanceId: 2_000_000_000, skuId, seatIds: [seats[0]!.id] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(setGeneralAdmissionHold({ cartId, performanceId, skuId, quantity: 1 })).rejects.toThrow('This ticket type is not general admission.');
    expect(await claimsOf(performanceId)).toEqual([]);
  });

  it('keeps a cart that exists and makes a new one for a missing or made-up id', async () => {
    const cart = await ensureCart(null);
    expect(await ensureCart(cart)).toBe(cart);
    expect(await ensureCart('not-a-uuid')).not.toBe(cart);
    expect(await ensureCart('00000000-0000-4000-8000-000000000000')).not.toBe('00000000-0000-4000-8000-000000000000');
  });
});
