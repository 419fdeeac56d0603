// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCartView } from '@/features/cart/queries';
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
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  const lapse = (cartId: string) =>
    Promise.all([
      database().db.execute(sql`update seat_claims set held_until = now() - interval '1 second' where cart_id = ${cartId}`),
      database().db.execute(sql`update ga_holds set held_until = now() - interval '1 second' where cart_id = ${cartId}`),
    ]);

  async function seatedPerformance(n: number) {
    const [found] = await rows<{ performance_id: number; sku_id: number; venue_id: number; price_tier: number }>(sql`
      select p.id as performance_id, k.id as sku_id, p.venue_id, k.price_tier
        from performances p join skus k on k.product_id = p.product_id and k.supports_seat_selection
       where p.starts_at > now() + interval '1 day' and not p.cancelled and p.venue_id is not null
       order by p.starts_at, p.id, k.id limit 1 offset ${n}`);
    await database().db.execute(sql`update skus set purchase_quantities = '{}', max_quantity = 12 where id = ${found!.sku_id}`);
    const seats = await rows<{ id: number }>(sql`
      select id from seats where venue_id = ${found!.venue_id} and price_tier = ${found!.price_tier}
       order by section_id, row_name, seat_number limit 2`);
    return { performanceId: Number(found!.performance_id), skuId: Number(found!.sku_id), seatIds: seats.map((s) => Number(s.id)) };
  }

  async function gaPerformance() {
    const [found] = await rows<{ performance_id: number; sku_id: number }>(sql`
      select p.id as performance_id, k.id as sku_id
        from performances p join skus k on k.product_id = p.product_id and k.capacity_per_performance is not null and not k.supports_seat_selection
       where p.starts_at > now() + interval '1 day' and not p.cancelled
       order by p.starts_at, p.id, k.id limit 1`);
    await database().db.execute(sql`update skus set capacity_per_performance = 4, purchase_quantities = '{}', max_quantity = 12 where id = ${found!.sku_id}`);
    return { performanceId: Number(found!.performance_id), skuId: Number(found!.sku_id) };
  }

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
