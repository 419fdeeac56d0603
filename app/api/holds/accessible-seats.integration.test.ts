// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from './route';
import { migrationsFolder } from '@/lib/db/client';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { ensureCart } from '@/features/cart/mutations';
import { holdSeats } from '@/features/seating/seat-claims';
import { findVenueSeats } from '@/features/seating/queries';
import { COMPANION_SEAT_MESSAGE } from '@/features/seating/quantity-rules';

installTestDataCache();

type Seat = { id: number; venue_id: number; section_id: number; row_name: string; seat_number: number; price_tier: number; accessibility: string | null };

describe.each(testDatabaseKinds())('wheelchair spaces and companion seats on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;

  async function markedSeats(): Promise<string[]> {
    const marked = await rows<{ id: number; accessibility: string }>(sql`select id, accessibility from seats where accessibility is not null order by id`);
    return marked.map((s) => `${s.id}:${s.accessibility}`);
  }

  it('the seed gives every venue wheelchair spaces, each companion seat right beside one', async () => {
    const venues = await rows<{ venue_id: number; spaces: number | string }>(sql`
      select v.id as venue_id, count(s.id) filter (where s.accessibility = 'wheelchair') as spaces
        from venues v left join seats s on s.venue_id = v.id group by v.id`);
    expect(venues.length).toBeGreaterThan(0);
    for (const venue of venues) expect(Number(venue.spaces)).toBeGreaterThan(0);
    const lonely = await rows<{ id: number }>(sql`
      select c.id from seats c
       where c.accessibility = 'companion'
         and not exists (select 1 from seats w where w.accessibility = 'wheelchair' and w.section_id = c.section_id
                           and w.row_name = c.row_name and abs(w.seat_number - c.seat_number) = 1)`);
    expect(lonely).toEqual([]);
    // The venue's seats api lists them.
    const venueId = Number(venues[0]!.venue_id);
    const columns = (await findVenueSeats(venueId))!;
    const [counts] = await rows<{ wheelchair: number | string; companion: number | string }>(sql`
      select count(*) filter (where accessibility = 'wheelchair') as wheelchair, count(*) filter (where accessibility = 'companion') as companion
        from seats where venue_id = ${venueId}`);
    expect(columns.wheelchair).toHaveLength(Number(counts!.wheelchair));
    expect(columns.companion).toHaveLength(Number(counts!.companion));
  });

  it('migration 0009 marks the seats of venues seeded before it exactly as the seed does now', async () => {
    const seeded = await markedSeats();
    expect(seeded.length).toBeGreaterThan(0);
    const migration = readFileSync(path.join(migrationsFolder, '0009_accessible_seats.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/UPDATE seats/);
    await database().db.execute(sql`update seats set accessibility = null`);
    await database().db.execute(sql.raw(backfill));
    expect(await markedSeats()).toEqual(seeded);
  });

  async function accessibleRow(offset: number) {
    // The n-th upcoming seated performance (each test its own), its sku for the price of a row with wheelchair spaces.
    const [found] = await rows<{ performance_id: number; sku_id: number; venue_id: number; price_tier: number }>(sql`
      select p.id as performance_id, k.id as sku_id, p.venue_id, k.price_tier
        from performances p join skus k on k.product_id = p.product_id and k.supports_seat_selection
       where p.starts_at > now() + interval '1 day' and not p.cancelled and p.venue_id is not null
         and exists (select 1 from seats s where s.venue_id = p.venue_id and s.price_tier = k.price_tier and s.accessibility = 'wheelchair')
       order by p.starts_at, p.id, k.id limit 1 offset ${offset}`);
    await database().db.execute(sql`update skus set purchase_quantities = '{}', max_quantity = 12 where id = ${found!.sku_id}`);
    const [space] = await rows<Seat>(sql`
      select * from seats where venue_id = ${found!.venue_id} and price_tier = ${found!.price_tier} and accessibility = 'wheelchair'
       order by id limit 1`);
    const row = await rows<Seat>(sql`
      select * from seats where section_id = ${space!.section_id} and row_name = ${space!.row_name} order by seat_number`);
    const at = (n: number) => Number(row.find((s) => s.seat_number === n)!.id);
    const companionNumber = space!.seat_number === 1 ? 2 : space!.seat_number - 1;
    return {
      performanceId: Number(found!.performance_id),
      skuId: Number(found!.sku_id),
      wheelchair: Number(space!.id),
      companion: at(companionNumber),
      plainBeside: at(space!.seat_number === 1 ? 3 : space!.seat_number - 2),
    };
  }

  it('refuses a companion seat held without the wheelchair space beside it, with a clear 400, and holds nothing', async () => {
    const seats = await accessibleRow(0);
    const cartId = await ensureCart(null);
    await expect(holdSeats({ cartId, performanceId: seats.performanceId, skuId: seats.skuId, seatIds: [seats.companion] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: COMPANION_SEAT_MESSAGE,
    });
    await expect(
      holdSeats({ cartId, performanceId: seats.performanceId, skuId: seats.skuId, seatIds: [seats.companion, seats.plainBeside] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: COMPANION_SEAT_MESSAGE });

    const response = await POST(
      new Request('http://localhost/api/holds', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `CART_UUID=${cartId}` },
        body: JSON.stringify({ kind: 'seats', performanceId: seats.performanceId, skuId: seats.skuId, seatIds: [seats.companion] }),
      }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(COMPANION_SEAT_MESSAGE);
    expect(await rows(sql`select 1 from seat_claims where cart_id = ${cartId}`)).toEqual([]);
  });

  it('holds a companion seat together with its wheelchair space, and a wheelchair space alone', async () => {
    const seats = await accessibleRow(1);
    const cartId = await ensureCart(null);
    const alone = await holdSeats({ cartId, performanceId: seats.performanceId, skuId: seats.skuId, seatIds: [seats.wheelchair] });
    expect(alone).toMatchObject({ seatIds: [seats.wheelchair], relocked: false });
    const together = await holdSeats({ cartId, performanceId: seats.performanceId, skuId: seats.skuId, seatIds: [seats.companion, seats.wheelchair] });
    expect([...together.seatIds].sort()).toEqual([seats.companion, seats.wheelchair].sort());
    expect(together.relocked).toBe(false);
  });

  it('relocks a buyer of a wheelchair space only to another wheelchair space', async () => {
    const seats = await accessibleRow(2);
    const first = await ensureCart(null);
    const second = await ensureCart(null);
    await holdSeats({ cartId: first, performanceId: seats.performanceId, skuId: seats.skuId, seatIds: [seats.wheelchair] });
    const relocked = await holdSeats({ cartId: second, performanceId: seats.performanceId, skuId: seats.skuId, seatIds: [seats.wheelchair] });
    expect(relocked.relocked).toBe(true);
    const [seat] = await rows<{ accessibility: string | null }>(sql`select accessibility from seats where id = ${relocked.seatIds[0]}`);
    expect(seat!.accessibility).toBe('wheelchair');
  });
});
