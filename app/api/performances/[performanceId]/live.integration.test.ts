// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET as getTickets } from './tickets/route';
import { GET as getSeats } from './seats/route';
import { GET as getVenueSeatsRoute } from '@/app/api/venues/[venueId]/seats/route';
import { ensureCart } from '@/features/cart/mutations';
import { holdSeats } from '@/features/seating/seat-claims';
import { clearLiveSnapshots, LIVE_MAX_AGE_MS, liveSnapshotLoads } from '@/features/seating/live';
import { findVenueSeats } from '@/features/seating/queries';
import type { PerformanceTickets, SeatStates, VenueSeats } from '@/features/seating/types';

installTestDataCache();

const params = <K extends string>(key: K, value: string) => ({ params: Promise.resolve({ [key]: value } as Record<K, string>) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 27 item 2: the seat map's reads at on-sale scale, on the real routes and database.
describe.each(testDatabaseKinds())('the seat map from shared snapshots on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  beforeEach(() => clearLiveSnapshots());

  async function seatedPerformance(offset: number) {
    const [found] = await rows<{ id: number; venue_id: number; product_id: number }>(sql`
      select p.id, p.venue_id, p.product_id from performances p
       where p.venue_id is not null and not p.cancelled and p.starts_at > now() + interval '1 day'
         and exists (select 1 from skus k where k.product_id = p.product_id and k.supports_seat_selection)
       order by p.starts_at, p.id limit 1 offset ${offset}`);
    const [sku] = await rows<{ id: number; price_tier: number }>(sql`
      select id, price_tier from skus where product_id = ${found!.product_id} and supports_seat_selection order by id limit 1`);
    const seats = await rows<{ id: number }>(sql`
      select id from seats where venue_id = ${found!.venue_id} and price_tier = ${sku!.price_tier} order by id limit 2`);
    return { id: Number(found!.id), venueId: Number(found!.venue_id), skuId: Number(sku!.id), seatIds: seats.map((s) => Number(s.id)) };
  }

  const seatsOf = (performanceId: number, headers: Record<string, string> = {}) =>
    getSeats(new Request(`http://localhost/api/performances/${performanceId}/seats`, { headers }), params('performanceId', String(performanceId)));
  const ticketsOf = (performanceId: number, headers: Record<string, string> = {}) =>
    getTickets(new Request(`http://localhost/api/performances/${performanceId}/tickets`, { headers }), params('performanceId', String(performanceId)));

  it('answers taken seats from one snapshot per performance: one read for many visitors, ETag and 304, a hold seen within a second', async () => {
    const performance = await seatedPerformance(3);
    const before = liveSnapshotLoads().seatStates;
    const answers = await Promise.all(Array.from({ length: 40 }, () => seatsOf(performance.id)));
    expect(liveSnapshotLoads().seatStates - before).toBe(1);
    const etag = answers[0]!.headers.get('etag')!;
    expect(etag).toMatch(/^"s[A-Za-z0-9_-]+"$/);
    expect(new Set(answers.map((a) => a.headers.get('etag')))).toEqual(new Set([etag]));
    expect(answers[0]!.headers.get('cache-control')).toBe('private, no-cache');
    const empty = (await answers[0]!.json()) as SeatStates;
    expect(empty).toEqual({ performanceId: performance.id, taken: [], mine: [], sold: [] });

    // Polling with the ETag: a bodiless 304 while nothing changed.
    const unchanged = await seatsOf(performance.id, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    const cartId = await ensureCart(null);
    await holdSeats({ cartId, performanceId: performance.id, skuId: performance.skuId, seatIds: performance.seatIds });
    const heldAt = Date.now(); // committed by now
    // Another visitor sees the seats go once the snapshot is at most a second old.
    let seen: SeatStates | null = null;
    let response: Response | null = null;
    while (Date.now() - heldAt < LIVE_MAX_AGE_MS + 2000) {
      response = await seatsOf(performance.id, { 'if-none-match': etag });
      if (response.status === 200) {
        seen = (await response.json()) as SeatStates;
        break;
      }
      await pause(100);
    }
    // At most a second old, plus one poll and one read of a busy test machine.
    expect(Date.now() - heldAt).toBeLessThanOrEqual(LIVE_MAX_AGE_MS + 1000);
    expect([...seen!.taken].sort()).toEqual([...performance.seatIds].sort());
    expect(response!.headers.get('etag')).not.toBe(etag);

    // The holder sees them as theirs (a tag of their own, never their cart id); a stranger's cart as taken.
    const mine = await seatsOf(performance.id, { cookie: `CART_UUID=${cartId}` });
    const mineTag = mine.headers.get('etag')!;
    expect(mineTag).not.toContain(cartId);
    expect(mineTag).not.toBe(response!.headers.get('etag'));
    expect([...((await mine.json()) as SeatStates).mine].sort()).toEqual([...performance.seatIds].sort());
    expect((await seatsOf(performance.id, { cookie: `CART_UUID=${cartId}`, 'if-none-match': mineTag })).status).toBe(304);
    // Another cart may not reuse the holder's tag to learn anything: its answer is the stranger's.
    const stranger = await seatsOf(performance.id, { cookie: `CART_UUID=${await ensureCart(null)}`, 'if-none-match': mineTag });
    expect(stranger.status).toBe(200);
    expect(((await stranger.json()) as SeatStates).mine).toEqual([]);
  });

  it('prices ticket types per visitor from one snapshot, names the layout version, and revalidates with ETags', async () => {
    const performance = await seatedPerformance(4);
    const before = liveSnapshotLoads().tickets;
    const [anonymous, member] = await Promise.all([ticketsOf(performance.id), ticketsOf(performance.id, { cookie: 'memberDeals=1' })]);
    expect(liveSnapshotLoads().tickets - before).toBe(1);
    expect(anonymous.headers.get('etag')).not.toBe(member.headers.get('etag'));
    const tickets = (await anonymous.json()) as PerformanceTickets;
    const seated = tickets.skus.find((s) => s.id === performance.skuId)!;
    expect((await ticketsOf(performance.id, { 'if-none-match': anonymous.headers.get('etag')! })).status).toBe(304);
    // A member's tag is not an anonymous visitor's: prices differ by entitlement.
    expect((await ticketsOf(performance.id, { 'if-none-match': member.headers.get('etag')! })).status).toBe(200);

    // What is left follows a hold within a second.
    await holdSeats({ cartId: await ensureCart(null), performanceId: performance.id, skuId: performance.skuId, seatIds: performance.seatIds });
    await pause(LIVE_MAX_AGE_MS + 50);
    const after = (await (await ticketsOf(performance.id)).json()) as PerformanceTickets;
    expect(after.skus.find((s) => s.id === performance.skuId)!.remaining).toBe(seated.remaining - 2);

    // The venue's layout under the named version: immutable, the same bytes for everyone.
    const version = tickets.venue!.layoutVersion!;
    expect(version).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const venueUrl = `http://localhost/api/venues/${performance.venueId}/seats?v=${version}`;
    const venue = (headers: Record<string, string> = {}, url = venueUrl) => getVenueSeatsRoute(new Request(url, { headers }), params('venueId', String(performance.venueId)));
    const plain = await venue();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('x-layout-version')).toBe(version);
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(JSON.parse(bytes.toString('utf8')) as VenueSeats).toEqual(await findVenueSeats(performance.venueId));
    // Never encoded here (Next compresses route answers itself, and would encode twice).
    const asked = await venue({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(asked.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await asked.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await venue({ 'if-none-match': plain.headers.get('etag')! })).status).toBe(304);
    // Without a version, or under one that is not the layout's: the current layout, for an hour only.
    const stale = await venue({}, `http://localhost/api/venues/${performance.venueId}/seats?v=oldversion`);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await stale.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await venue({}, `http://localhost/api/venues/${performance.venueId}/seats?v=not%20a%20version`)).status).toBe(400);
  });
});
