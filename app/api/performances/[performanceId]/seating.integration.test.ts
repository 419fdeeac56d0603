// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatPacificDateTime } from '@/lib/dates';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET as getTickets } from './tickets/route';
import { GET as getSeats } from './seats/route';
import { GET as getVenueSeatsRoute } from '@/app/api/venues/[venueId]/seats/route';
import { ensureCart } from '@/features/cart/mutations';
import { holdSeats } from '@/features/seating/seat-claims';
import { setGeneralAdmissionHold } from '@/features/seating/ga-places';
import { findPerformanceAt, findPerformanceTickets, findSeatStates, findVenueSeats } from '@/features/seating/queries';
import type { PerformanceTickets } from '@/features/seating/types';
import { clearLiveSnapshots } from '@/features/seating/live';

installTestDataCache();

const params = <K extends string>(key: K, value: string) => ({ params: Promise.resolve({ [key]: value } as Record<K, string>) });

describe.each(testDatabaseKinds())('seat and ticket queries on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  // The routes answer from per-process snapshots: each database of the suite starts without them.
  beforeEach(() => clearLiveSnapshots());
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;

  async function seatedPerformance(offset = 0) {
    const [found] = await rows<{ id: number; product_id: number; venue_id: number; starts_at: string | Date }>(sql`
      select p.id, p.product_id, p.venue_id, p.starts_at from performances p
       where p.venue_id is not null and not p.cancelled and p.starts_at > now() + interval '1 day'
         and exists (select 1 from skus k where k.product_id = p.product_id and k.supports_seat_selection)
       order by p.starts_at, p.id limit 1 offset ${offset}`);
    return { id: Number(found!.id), productId: Number(found!.product_id), venueId: Number(found!.venue_id), startsAt: new Date(found!.starts_at) };
  }

  it('finds a performance by its Pacific date and time, and nothing at another minute', async () => {
    const performance = await seatedPerformance();
    const dateTime = formatPacificDateTime(performance.startsAt);
    const found = await findPerformanceAt(performance.productId, dateTime);
    expect(found).toMatchObject({ id: performance.id, cancelled: false });
    // The page reserves the map's box from the venue's drawing size before the seats load.
    const [venue] = await rows<{ map_width: number; map_height: number }>(sql`select map_width, map_height from venues where id = ${performance.venueId}`);
    expect(found!.mapLayout).toEqual({ mapWidth: Number(venue!.map_width), mapHeight: Number(venue!.map_height) });
    const minuteLater = `${dateTime.slice(0, 14)}${String((Number(dateTime.slice(14)) + 1) % 60).padStart(2, '0')}`;
    expect(await findPerformanceAt(performance.productId, minuteLater)).toBeNull();
    expect(await findPerformanceAt(performance.productId, '2026-02-30T19:00')).toBeNull();
  });

  it('prices seats and general admission from the database, counting what is left after holds', async () => {
    const performance = await seatedPerformance(1);
    const anonymous = { memberDeal: false, signedInInsider: false };
    const before = (await findPerformanceTickets(performance.id, anonymous))!;
    expect(before.onSale).toBe(true);
    expect(before.venue).toMatchObject({ id: performance.venueId });
    const seated = before.skus.find((s) => s.supportsSeatSelection)!;
    const [tierSeats] = await rows<{ n: number | string }>(sql`
      select count(*) as n from seats where venue_id = ${performance.venueId} and price_tier = ${seated.priceTier}`);
    expect(seated.remaining).toBe(Number(tierSeats!.n));
    expect(seated.capacity).toBe(Number(tierSeats!.n));
    expect(before.skus.map((s) => s.priceCents)).toEqual([...before.skus.map((s) => s.priceCents)].sort((a, b) => a - b));

    const cartId = await ensureCart(null);
    const seats = await rows<{ id: number }>(sql`select id from seats where venue_id = ${performance.venueId} and price_tier = ${seated.priceTier} order by id limit 2`);
    await holdSeats({ cartId, performanceId: performance.id, skuId: seated.id, seatIds: seats.map((s) => Number(s.id)) });
    const after = (await findPerformanceTickets(performance.id, anonymous))!;
    expect(after.skus.find((s) => s.id === seated.id)!.remaining).toBe(seated.remaining - 2);

    const ga = before.skus.find((s) => !s.supportsSeatSelection);
    if (ga) {
      await setGeneralAdmissionHold({ cartId, performanceId: performance.id, skuId: ga.id, quantity: 2 });
      const gaAfter = (await findPerformanceTickets(performance.id, anonymous))!.skus.find((s) => s.id === ga.id)!;
      expect(gaAfter.remaining).toBe(ga.remaining - 2);
      expect(gaAfter.capacity).toBe(ga.capacity);
      expect(ga.capacity).toBeGreaterThanOrEqual(ga.remaining);
    }

    // The cart sees its own seats as its own; another visitor sees them taken.
    const mine = await findSeatStates(performance.id, cartId);
    expect([...mine.mine].sort()).toEqual(seats.map((s) => Number(s.id)).sort());
    expect(mine.taken).toEqual([]);
    const theirs = await findSeatStates(performance.id, null);
    expect([...theirs.taken].sort()).toEqual(seats.map((s) => Number(s.id)).sort());
    expect((await findSeatStates(performance.id, 'not-a-uuid')).mine).toEqual([]);
    // Held is not sold: the map names the two apart.
    expect(theirs.sold).toEqual([]);
    const soldSeat = seats[0]!;
    await database().db.execute(sql`update seat_claims set status = 'sold', held_until = null where performance_id = ${performance.id} and seat_id = ${soldSeat.id}`);
    const afterSale = await findSeatStates(performance.id, null);
    expect(afterSale.sold).toEqual([Number(soldSeat.id)]);
    expect(afterSale.taken).toContain(Number(soldSeat.id));
    expect((await findSeatStates(performance.id, cartId)).sold).toEqual([Number(soldSeat.id)]);
  });

  it('gives insider prices only to visitors entitled to them', async () => {
    const performance = await seatedPerformance(2);
    const [sku] = await rows<{ id: number; price_cents: number }>(sql`
      select id, price_cents from skus where product_id = ${performance.productId} and supports_seat_selection order by id limit 1`);
    const [protectedSku] = await rows<{ id: number }>(sql`
      select id from skus where product_id = ${performance.productId} and supports_seat_selection and id <> ${sku!.id} order by id limit 1`);
    const insider = Number(sku!.price_cents) - 1000;
    await database().db.execute(sql`update skus set insider_price_cents = ${insider}, insider_password_protected = false where id = ${sku!.id}`);
    if (protectedSku) {
      await database().db.execute(sql`update skus set insider_price_cents = price_cents - 500, insider_password_protected = true where id = ${protectedSku.id}`);
    }
    const priceOf = (t: PerformanceTickets | null, id: number) => t!.skus.find((s) => s.id === id)!;

    const visitor = priceOf(await findPerformanceTickets(performance.id, { memberDeal: false, signedInInsider: false }), Number(sku!.id));
    expect(visitor).toMatchObject({ priceCents: Number(sku!.price_cents), hasInsiderPrice: true, insiderApplied: false });
    const member = priceOf(await findPerformanceTickets(performance.id, { memberDeal: true, signedInInsider: false }), Number(sku!.id));
    expect(member).toMatchObject({ priceCents: insider, publicPriceCents: Number(sku!.price_cents), insiderApplied: true });
    if (protectedSku) {
      const locked = priceOf(await findPerformanceTickets(performance.id, { memberDeal: true, signedInInsider: false }), Number(protectedSku.id));
      expect(locked.insiderApplied).toBe(false);
      const unlocked = priceOf(await findPerformanceTickets(performance.id, { memberDeal: false, signedInInsider: true }), Number(protectedSku.id));
      expect(unlocked.insiderApplied).toBe(true);
    }

    // Through the api: the member-deal cookie decides, nothing the client sends otherwise.
    const answer = async (cookie?: string) =>
      (await (
        await getTickets(new Request(`http://localhost/api/performances/${performance.id}/tickets`, { headers: cookie ? { cookie } : {} }), params('performanceId', String(performance.id)))
      ).json()) as PerformanceTickets;
    expect(priceOf(await answer(), Number(sku!.id)).priceCents).toBe(Number(sku!.price_cents));
    expect(priceOf(await answer('memberDeals=1'), Number(sku!.id)).priceCents).toBe(insider);
    expect(priceOf(await answer('memberDeals=yes'), Number(sku!.id)).priceCents).toBe(Number(sku!.price_cents));
  });

  it("serves a venue's seats as columns, and refuses malformed or unknown ids", async () => {
    const performance = await seatedPerformance();
    const seats = (await findVenueSeats(performance.venueId))!;
    const [count] = await rows<{ n: number | string }>(sql`select count(*) as n from seats where venue_id = ${performance.venueId}`);
    expect(seats.ids).toHaveLength(Number(count!.n));
    for (const column of [seats.section, seats.row, seats.seat, seats.x, seats.y, seats.tier, seats.seatNumber]) expect(column).toHaveLength(seats.ids.length);

    const ok = await getVenueSeatsRoute(new Request('http://localhost/'), params('venueId', String(performance.venueId)));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=3600');
    for (const bad of ['0', '-1', 'abc', '1e3', '99999999999']) {
      expect((await getVenueSeatsRoute(new Request('http://localhost/'), params('venueId', bad))).status).toBe(400);
      expect((await getSeats(new Request('http://localhost/'), params('performanceId', bad))).status).toBe(400);
      expect((await getTickets(new Request('http://localhost/'), params('performanceId', bad))).status).toBe(400);
    }
    expect((await getVenueSeatsRoute(new Request('http://localhost/'), params('venueId', '999999'))).status).toBe(404);
    expect((await getTickets(new Request('http://localhost/'), params('performanceId', '999999999'))).status).toBe(404);
    const states = await getSeats(new Request('http://localhost/', { headers: { cookie: 'CART_UUID=nope' } }), params('performanceId', String(performance.id)));
    expect(states.status).toBe(200);
    // Revalidated on every use, never kept by a shared cache (it names the visitor's own seats).
    expect(states.headers.get('cache-control')).toBe('private, no-cache');
  });
});
