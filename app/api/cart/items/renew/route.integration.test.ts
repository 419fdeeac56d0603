// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCartView } from '@/features/cart/queries';
import { upcomingGeneralAdmission, upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST as hold } from '../../../holds/route';
import { POST as renew } from './route';

installTestDataCache();

function request(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const cartOf = (response: Response) => /CART_UUID=([0-9a-f-]{36})/.exec(response.headers.get('set-cookie') ?? '')![1]!;
const again = (itemId: unknown, cartId: string | null, headers: Record<string, string> = {}) =>
  renew(request('/api/cart/items/renew', { itemId }, cartId ? { cookie: `CART_UUID=${cartId}`, ...headers } : headers), undefined);

describe.each(testDatabaseKinds())('POST /api/cart/items/renew (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });

  /** The n-th upcoming seated performance and two seats of its price (tests/helpers/performances). */
  async function seatedPerformance(n = 0) {
    const show = await upcomingSeatedPerformance(database().db, n);
    return { performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) };
  }

  async function gaPerformance() {
    const { performanceId, skuId } = await upcomingGeneralAdmission(database().db, 0, 4);
    return { performanceId, skuId };
  }
  const lapse = (cartId: string) =>
    Promise.all([
      database().db.execute(sql`update seat_claims set held_until = now() - interval '1 second' where cart_id = ${cartId}`),
      database().db.execute(sql`update ga_holds set held_until = now() - interval '1 second' where cart_id = ${cartId}`),
    ]);



  it('holds the same seats again after the hold lapsed', async () => {
    const { performanceId, skuId, seatIds } = await seatedPerformance(0);
    const cartId = cartOf(await hold(request('/api/holds', { kind: 'seats', performanceId, skuId, seatIds }), undefined));
    await lapse(cartId);
    const expired = (await getCartView(cartId)).items[0]!;
    expect(expired.status).toBe('expired');

    const response = await again(expired.id, cartId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ renewed: true, relocked: false, message: null, cartCount: 2 });
    const renewed = (await getCartView(cartId)).items[0]!;
    expect(renewed).toMatchObject({ id: expired.id, status: 'held', quantity: 2 });
    expect(renewed.seats.map((s) => s.seatId).sort()).toEqual([...seatIds].sort());
    expect(renewed.secondsLeft).toBeGreaterThan(14 * 60);
  });

  it('refuses when another visitor took one of the seats, and when the performance was cancelled', async () => {
    const { performanceId, skuId, seatIds } = await seatedPerformance(1);
    const cartId = cartOf(await hold(request('/api/holds', { kind: 'seats', performanceId, skuId, seatIds }), undefined));
    await lapse(cartId);
    await hold(request('/api/holds', { kind: 'seats', performanceId, skuId, seatIds: [seatIds[0]!] }), undefined);
    const item = (await getCartView(cartId)).items[0]!;
    const taken = await again(item.id, cartId);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'Some of these seats have been taken. Please remove them and choose again.' });

    const ga = await gaPerformance();
    const gaCart = cartOf(await hold(request('/api/holds', { kind: 'ga', ...ga, quantity: 2 }), undefined));
    await lapse(gaCart);
    await database().db.execute(sql`update performances set cancelled = true where id = ${ga.performanceId}`);
    try {
      const gaItem = (await getCartView(gaCart)).items[0]!;
      const cancelled = await again(gaItem.id, gaCart);
      expect(cancelled.status).toBe(409);
      expect(((await cancelled.json()) as { error: string }).error).toBe('This performance is no longer on sale.');
    } finally {
      await database().db.execute(sql`update performances set cancelled = false where id = ${ga.performanceId}`);
    }
  });

  it('holds general-admission places again while they last', async () => {
    const ga = await gaPerformance();
    const cartId = cartOf(await hold(request('/api/holds', { kind: 'ga', ...ga, quantity: 3 }), undefined));
    await lapse(cartId);
    const item = (await getCartView(cartId)).items[0]!;
    expect(item.status).toBe('expired');
    expect(await (await again(item.id, cartId)).json()).toEqual({ renewed: true, relocked: false, message: null, cartCount: 3 });
    expect((await getCartView(cartId)).items[0]).toMatchObject({ status: 'held', quantity: 3 });

    // Lapsed again, and meanwhile others hold 2 of the 4 places: 3 no longer fit.
    await lapse(cartId);
    await hold(request('/api/holds', { kind: 'ga', ...ga, quantity: 2 }), undefined);
    const refused = await again(item.id, cartId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe('Sorry, only 2 left for this performance.');
  });

  it('answers bad input with 4xx', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await again('nope', unknown)).status).toBe(400);
    expect((await again(unknown, unknown, { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await again(unknown, null)).status).toBe(404);
    expect((await again(unknown, 'malformed')).status).toBe(404);
    expect((await again(unknown, unknown)).status).toBe(404);
  });
});
