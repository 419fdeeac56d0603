// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCartView } from '@/features/cart/queries';
import { upcomingGeneralAdmission, upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST as hold } from '../../holds/route';
import { DELETE } from './route';

installTestDataCache();

function request(method: 'POST' | 'DELETE', url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const remove = (body: unknown, cartId: string | null, headers: Record<string, string> = {}) =>
  DELETE(request('DELETE', '/api/cart/items', body, cartId ? { cookie: `CART_UUID=${cartId}`, ...headers } : headers), undefined);

describe.each(testDatabaseKinds())('DELETE /api/cart/items (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The n-th upcoming seated performance and two seats of its price (tests/helpers/performances). */
  async function seatedPerformance(n = 0) {
    const show = await upcomingSeatedPerformance(database().db, n);
    return { performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) };
  }

  async function gaPerformance() {
    const { performanceId, skuId } = await upcomingGeneralAdmission(database().db, 0, 20);
    return { performanceId, skuId };
  }



  it('removes a seated item: its seats are free again and the cart item is gone', async () => {
    const { performanceId, skuId, seatIds } = await seatedPerformance();
    const held = await hold(request('POST', '/api/holds', { kind: 'seats', performanceId, skuId, seatIds }), undefined);
    expect(held.status).toBe(200);
    const cartId = /CART_UUID=([0-9a-f-]{36})/.exec(held.headers.get('set-cookie') ?? '')![1]!;
    const ga = await gaPerformance();
    await hold(request('POST', '/api/holds', { kind: 'ga', ...ga, quantity: 2 }, { cookie: `CART_UUID=${cartId}` }), undefined);

    const before = await getCartView(cartId);
    expect(before.items).toHaveLength(2);
    const seated = before.items.find((i) => i.sku.id === skuId)!;

    const response = await remove({ itemId: seated.id }, cartId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: true, cartCount: 2 });
    expect(await rows(sql`select * from seat_claims where cart_id = ${cartId}`)).toEqual([]);
    expect(await rows(sql`select * from cart_items where id = ${seated.id}`)).toEqual([]);

    // The general-admission item: its places go back to the capacity.
    const gaItem = (await getCartView(cartId)).items[0]!;
    const second = await remove({ itemId: gaItem.id }, cartId);
    expect(await second.json()).toEqual({ removed: true, cartCount: 0 });
    expect(await rows(sql`select * from ga_holds where cart_id = ${cartId}`)).toEqual([]);
    const [inventory] = await rows<{ held: number }>(sql`select held from ga_inventory where performance_id = ${ga.performanceId} and sku_id = ${ga.skuId}`);
    expect(Number(inventory!.held)).toBe(0);
    expect((await getCartView(cartId)).items).toEqual([]);

    // Removing it again: it is no longer there.
    expect((await remove({ itemId: gaItem.id }, cartId)).status).toBe(404);
  });

  it("removes an expired item whose seat another cart took, and nobody else's holds", async () => {
    const { performanceId, skuId, seatIds } = await seatedPerformance();
    const mine = await hold(request('POST', '/api/holds', { kind: 'seats', performanceId, skuId, seatIds: [seatIds[0]!] }), undefined);
    const cartId = /CART_UUID=([0-9a-f-]{36})/.exec(mine.headers.get('set-cookie') ?? '')![1]!;
    await database().db.execute(sql`update seat_claims set held_until = now() - interval '1 second' where cart_id = ${cartId}`);
    const theirs = await hold(request('POST', '/api/holds', { kind: 'seats', performanceId, skuId, seatIds: [seatIds[0]!] }), undefined);
    expect(((await theirs.json()) as { seatIds: number[] }).seatIds).toEqual([seatIds[0]]);
    const otherCart = /CART_UUID=([0-9a-f-]{36})/.exec(theirs.headers.get('set-cookie') ?? '')![1]!;

    const item = (await getCartView(cartId)).items[0]!;
    expect(item.status).toBe('expired');
    expect(await (await remove({ itemId: item.id }, cartId)).json()).toEqual({ removed: true, cartCount: 0 });
    expect(await rows(sql`select seat_id from seat_claims where cart_id = ${otherCart}`)).toEqual([{ seat_id: seatIds[0] }]);
    // Another visitor cannot remove the item of someone else's cart.
    const otherItem = (await getCartView(otherCart)).items[0]!;
    expect((await remove({ itemId: otherItem.id }, cartId)).status).toBe(404);
    expect((await getCartView(otherCart)).items).toHaveLength(1);
  });

  it('removes general-admission places of a performance that was cancelled since', async () => {
    const ga = await gaPerformance();
    const held = await hold(request('POST', '/api/holds', { kind: 'ga', ...ga, quantity: 3 }), undefined);
    const cartId = /CART_UUID=([0-9a-f-]{36})/.exec(held.headers.get('set-cookie') ?? '')![1]!;
    await database().db.execute(sql`update performances set cancelled = true where id = ${ga.performanceId}`);
    try {
      const item = (await getCartView(cartId)).items[0]!;
      expect(item.status).toBe('unavailable');
      const response = await remove({ itemId: item.id }, cartId);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ removed: true, cartCount: 0 });
      expect(await rows(sql`select * from ga_holds where cart_id = ${cartId}`)).toEqual([]);
      const [inventory] = await rows<{ held: number }>(sql`select held from ga_inventory where performance_id = ${ga.performanceId} and sku_id = ${ga.skuId}`);
      expect(Number(inventory!.held)).toBe(0);
    } finally {
      await database().db.execute(sql`update performances set cancelled = false where id = ${ga.performanceId}`);
    }
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const cartId = '00000000-0000-4000-8000-000000000000';
    const cases: [unknown, string | null, Record<string, string>, number][] = [
      [{ itemId: 'nope' }, cartId, {}, 400],
      [{}, cartId, {}, 400],
      ['{not json', cartId, {}, 400],
      [{ itemId: cartId }, cartId, { 'content-type': 'text/plain' }, 400],
      [{ itemId: cartId }, null, {}, 404],
      [{ itemId: cartId }, 'malformed', {}, 404],
      [{ itemId: cartId }, cartId, {}, 404],
    ];
    for (const [body, cookie, headers, status] of cases) {
      const response = await remove(body, cookie, headers);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
  });
});
