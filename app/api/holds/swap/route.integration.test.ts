import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import type { SwapAnswer } from '@/features/seating/schema';
import { POST as hold } from '../route';
import { POST as swap } from './route';

function request(path: string, body: unknown, cartId?: string): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cartId ? { cookie: `CART_UUID=${cartId}` } : {}) },
    body: JSON.stringify(body),
  });
}

const cartCookieOf = (response: Response) => /CART_UUID=([0-9a-f-]{36})/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;

describe.each(testDatabaseKinds())('/api/holds/swap (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Three upcoming performances of one show sold by seat, its seated sku, and two seats side by side. */
  async function seatedShow() {
    const [found] = await rows<{ product_id: number; sku_id: number; venue_id: number; price_tier: number }>(sql`
      select p.product_id, k.id as sku_id, p.venue_id, k.price_tier
        from performances p join skus k on k.product_id = p.product_id and k.supports_seat_selection
       where p.starts_at > now() + interval '1 day' and not p.cancelled and p.venue_id is not null
       order by p.starts_at, p.id, k.id limit 1`);
    const productId = Number(found!.product_id);
    const skuId = Number(found!.sku_id);
    await database().db.execute(sql`update skus set purchase_quantities = '{}', max_quantity = 12 where id = ${skuId}`);
    const performances = await rows<{ id: number }>(sql`
      select id from performances where product_id = ${productId} and starts_at > now() + interval '1 day' and not cancelled
       order by starts_at limit 3`);
    const seats = await rows<{ id: number }>(sql`
      select id from seats where venue_id = ${found!.venue_id} and price_tier = ${found!.price_tier} and accessibility is null
       order by section_id, row_name, seat_number limit 2`);
    return { skuId, performanceIds: performances.map((p) => Number(p.id)), seatIds: seats.map((s) => Number(s.id)) };
  }

  const claims = (cartId: string) =>
    rows<{ performance_id: number; seat_id: number }>(sql`select performance_id, seat_id from seat_claims where cart_id = ${cartId} and status = 'held' order by seat_id`);
  const items = (cartId: string) =>
    rows<{ performance_id: number; quantity: number }>(sql`select performance_id, quantity from cart_items where cart_id = ${cartId} order by performance_id`);

  it('moves the cart’s seats of the show to the new date, the same seats when free, and the cart item with them', async () => {
    const { skuId, performanceIds, seatIds } = await seatedShow();
    const [first, second, third] = performanceIds as [number, number, number];
    const held = await hold(request('/api/holds', { kind: 'seats', performanceId: first, skuId, seatIds }), undefined);
    const cartId = cartCookieOf(held)!;

    const moved = await swap(request('/api/holds/swap', { performanceId: second }, cartId), undefined);
    expect(moved.status).toBe(200);
    expect((await moved.json()) as SwapAnswer).toEqual({ alreadyThere: false, moved: 2, kept: [], relocked: false, cartCount: 2 });
    expect((await claims(cartId)).map((c) => [Number(c.performance_id), Number(c.seat_id)])).toEqual(seatIds.map((id) => [second, id]));
    expect((await items(cartId)).map((i) => [Number(i.performance_id), Number(i.quantity)])).toEqual([[second, 2]]);

    // Already for that show and time: nothing moves.
    const again = await swap(request('/api/holds/swap', { performanceId: second }, cartId), undefined);
    expect((await again.json()) as SwapAnswer).toMatchObject({ alreadyThere: true, moved: 0 });

    // At the third date someone else holds those seats: the best others of the same price instead.
    const other = await hold(request('/api/holds', { kind: 'seats', performanceId: third, skuId, seatIds }), undefined);
    expect(other.status).toBe(200);
    const relocked = await swap(request('/api/holds/swap', { performanceId: third }, cartId), undefined);
    expect((await relocked.json()) as SwapAnswer).toMatchObject({ alreadyThere: false, moved: 2, relocked: true, kept: [] });
    const now = await claims(cartId);
    expect(now.every((c) => Number(c.performance_id) === third)).toBe(true);
    expect(now).toHaveLength(2);
    expect(now.some((c) => seatIds.includes(Number(c.seat_id)))).toBe(false);
    expect((await items(cartId)).map((i) => [Number(i.performance_id), Number(i.quantity)])).toEqual([[third, 2]]);
  });

  it('moves general-admission places, and keeps them where they were when the new date has too few', async () => {
    const [found] = await rows<{ product_id: number; sku_id: number }>(sql`
      select p.product_id, k.id as sku_id
        from performances p join skus k on k.product_id = p.product_id and not k.supports_seat_selection and k.capacity_per_performance >= 10
       where p.starts_at > now() + interval '1 day' and not p.cancelled
       order by p.starts_at, p.id, k.id limit 1`);
    const skuId = Number(found!.sku_id);
    await database().db.execute(sql`update skus set purchase_quantities = '{}', max_quantity = 12 where id = ${skuId}`);
    const [a, b, c] = (
      await rows<{ id: number }>(sql`
        select id from performances where product_id = ${found!.product_id} and starts_at > now() + interval '1 day' and not cancelled
         order by starts_at limit 3`)
    ).map((p) => Number(p.id)) as [number, number, number];
    const held = await hold(request('/api/holds', { kind: 'ga', performanceId: a, skuId, quantity: 3 }), undefined);
    const cartId = cartCookieOf(held)!;
    const moved = await swap(request('/api/holds/swap', { performanceId: b }, cartId), undefined);
    expect((await moved.json()) as SwapAnswer).toEqual({ alreadyThere: false, moved: 3, kept: [], relocked: false, cartCount: 3 });
    const places = await rows<{ performance_id: number; quantity: number }>(sql`select performance_id, quantity from ga_holds where cart_id = ${cartId}`);
    expect(places.map((p) => [Number(p.performance_id), Number(p.quantity)])).toEqual([[b, 3]]);

    // The third date is sold out for this ticket type: the places stay on the second.
    await database().db.execute(sql`
      insert into ga_inventory (performance_id, sku_id, capacity, held, sold)
      select ${c}, ${skuId}, capacity_per_performance, 0, capacity_per_performance from skus where id = ${skuId}
      on conflict (performance_id, sku_id) do update set sold = excluded.sold`);
    const refused = (await (await swap(request('/api/holds/swap', { performanceId: c }, cartId), undefined)).json()) as SwapAnswer;
    expect(refused).toMatchObject({ alreadyThere: false, moved: 0, relocked: false, cartCount: 3 });
    expect(refused.kept).toEqual(['Sorry, this ticket type is sold out for this performance.']);
    expect((await items(cartId)).map((i) => [Number(i.performance_id), Number(i.quantity)])).toEqual([[b, 3]]);
  });

  it('moves nothing without a cart, and answers a bad body with a 400', async () => {
    const none = await swap(request('/api/holds/swap', { performanceId: 1 }), undefined);
    expect(await none.json()).toEqual({ alreadyThere: false, moved: 0, kept: [], relocked: false, cartCount: 0 });
    const bad = await swap(request('/api/holds/swap', { performanceId: 'x' }), undefined);
    expect(bad.status).toBe(400);
  });
});
