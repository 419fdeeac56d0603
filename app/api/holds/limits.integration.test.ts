import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureCart } from '@/features/cart/mutations';
import { CART_TICKET_CAP, CART_TICKET_CAP_MESSAGE, HOLDS_MAX_PER_CART, HOLDS_THROTTLED_MESSAGE, NEW_CARTS_MAX_PER_ADDRESS } from '@/features/cart/limits';
import { upcomingGeneralAdmission, upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST } from './route';

/** What scripts/server.mjs would have decided: the client address in x-vegas-client-ip; X-Forwarded-For is the client's own text. */
function hold(body: unknown, options: { cart?: string; ip?: string; xff?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-vegas-client-ip': options.ip ?? '192.0.2.10' };
  if (options.cart) headers.cookie = `CART_UUID=${options.cart}`;
  if (options.xff) headers['x-forwarded-for'] = options.xff;
  return POST(new Request('http://localhost/api/holds', { method: 'POST', headers, body: JSON.stringify(body) }), undefined);
}

const cartCookieOf = (response: Response): string | null => /CART_UUID=([0-9a-f-]{36})/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;

describe.each(testDatabaseKinds())('/api/holds limits, as an attacker would try them (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  const cartCount = async () => Number((await rows<{ n: number }>(sql`select count(*)::int as n from carts`))[0]!.n);
  const heldSeats = async (cartId: string) => Number((await rows<{ n: number }>(sql`select count(*)::int as n from seat_claims where cart_id = ${cartId}`))[0]!.n);
  const tickets = async (cartId: string) =>
    Number((await rows<{ n: number }>(sql`select coalesce(sum(quantity), 0)::int as n from cart_items where cart_id = ${cartId} and item_kind = 'performance'`))[0]!.n);

  it(`refuses the ${CART_TICKET_CAP + 1}th ticket to one cart, over seats and places of any performance`, async () => {
    const show = await upcomingSeatedPerformance(database().db, 0, { seatCount: CART_TICKET_CAP + 1 });
    const ids = show.seats.map((s) => s.id);
    const first = await hold({ kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: ids.slice(0, CART_TICKET_CAP) });
    expect(first.status).toBe(200);
    const cart = cartCookieOf(first)!;
    expect(await tickets(cart)).toBe(CART_TICKET_CAP);

    const thirteenth = await hold({ kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: ids.slice(CART_TICKET_CAP) }, { cart });
    expect(thirteenth.status).toBe(409);
    expect(await thirteenth.json()).toEqual({ error: CART_TICKET_CAP_MESSAGE });
    // All or nothing: the 13th seat is not held either, and the cart still holds 12.
    expect(await heldSeats(cart)).toBe(CART_TICKET_CAP);
    expect(await tickets(cart)).toBe(CART_TICKET_CAP);

    // The same through general admission at another performance.
    const ga = await upcomingGeneralAdmission(database().db, 0);
    const place = await hold({ kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 1 }, { cart });
    expect(place.status).toBe(409);
    expect(await tickets(cart)).toBe(CART_TICKET_CAP);

    // Fewer is always fine: giving seats back is not refused.
    const fewer = await hold({ kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 0 }, { cart });
    expect(fewer.status).toBe(200);
  });

  it('refuses the second of two holds of 7 sent to one cart at the same time (one cart never holds 14)', async () => {
    const a = await upcomingSeatedPerformance(database().db, 1, { seatCount: 7 });
    const b = await upcomingSeatedPerformance(database().db, 2, { seatCount: 7 });
    const cart = await ensureCart(null);
    const answers = await Promise.all(
      [a, b].map((show) => hold({ kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, { cart })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await tickets(cart)).toBe(7);
    expect(await heldSeats(cart)).toBe(7);

    // Same performance, other seats: never both. (Each sees the other's seats while it counts, so
    // in a close race both may be refused; a visitor simply adds again.)
    const c = await upcomingSeatedPerformance(database().db, 3, { seatCount: 14 });
    const other = await ensureCart(null);
    const halves = [c.seats.slice(0, 7), c.seats.slice(7)];
    const both = await Promise.all(halves.map((seats) => hold({ kind: 'seats', performanceId: c.performanceId, skuId: c.skuId, seatIds: seats.map((s) => s.id) }, { cart: other })));
    const passed = both.filter((r) => r.status === 200).length;
    expect(passed).toBeLessThanOrEqual(1);
    for (const refused of both.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: CART_TICKET_CAP_MESSAGE });
    }
    expect(await tickets(other)).toBe(7 * passed);
    // No seat is left held outside the cart's items.
    expect(await heldSeats(other)).toBe(7 * passed);
  });

  it('makes no cart and sets no cookie for a refused hold or one that holds nothing', async () => {
    const ga = await upcomingGeneralAdmission(database().db, 1);
    const before = await cartCount();
    const tooMany = await hold({ kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: CART_TICKET_CAP + 1 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.headers.get('set-cookie')).toBeNull();
    const nothing = await hold({ kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 0 });
    expect(nothing.status).toBe(200);
    expect(nothing.headers.get('set-cookie')).toBeNull();
    const unknownSku = await hold({ kind: 'ga', performanceId: ga.performanceId, skuId: 2_000_000_000, quantity: 1 });
    expect(unknownSku.status).toBeGreaterThanOrEqual(400);
    expect(unknownSku.status).toBeLessThan(500);
    expect(unknownSku.headers.get('set-cookie')).toBeNull();
    expect(await cartCount()).toBe(before);
    // A held place does make the cart.
    const one = await hold({ kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 1 });
    expect(one.status).toBe(200);
    expect(cartCookieOf(one)).not.toBeNull();
    expect(await cartCount()).toBe(before + 1);
  });

  it(`a spoofed X-Forwarded-For does not reset the limits: ${NEW_CARTS_MAX_PER_ADDRESS} new carts per address, then 429`, async () => {
    const ga = await upcomingGeneralAdmission(database().db, 2, NEW_CARTS_MAX_PER_ADDRESS + 10);
    const body = { kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 1 };
    for (let i = 0; i < NEW_CARTS_MAX_PER_ADDRESS; i++) {
      const response = await hold(body, { ip: '203.0.113.50', xff: `198.51.100.${i + 1}` });
      expect(response.status).toBe(200);
    }
    const before = await cartCount();
    const refused = await hold(body, { ip: '203.0.113.50', xff: '198.51.100.250' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({ error: HOLDS_THROTTLED_MESSAGE });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await cartCount()).toBe(before);
    // Another client is not affected.
    expect((await hold(body, { ip: '203.0.113.51' })).status).toBe(200);
  });

  it(`limits one cart to ${HOLDS_MAX_PER_CART} hold requests per window, whatever the address`, async () => {
    const ga = await upcomingGeneralAdmission(database().db, 3);
    const cart = await ensureCart(null);
    const statuses: number[] = [];
    for (let i = 0; i <= HOLDS_MAX_PER_CART; i++) {
      statuses.push((await hold({ kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: (i % 2) + 1 }, { cart, ip: `198.18.0.${i + 1}` })).status);
    }
    expect(statuses).toEqual([...Array(HOLDS_MAX_PER_CART).fill(200), 429]);
  });
});
