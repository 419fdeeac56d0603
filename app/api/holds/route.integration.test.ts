import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { DELETE, POST } from './route';

type Answer = { seatIds: number[]; quantity: number; heldUntil: string | null; relocked: boolean; message: string | null; cartCount: number };

function request(method: 'POST' | 'DELETE', body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/holds', {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function cartCookieOf(response: Response): string | null {
  const header = response.headers.get('set-cookie') ?? '';
  return /CART_UUID=([0-9a-f-]{36})/.exec(header)?.[1] ?? null;
}

describe.each(testDatabaseKinds())('/api/holds (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;

  async function seatedPerformance() {
    const [found] = await rows<{ performance_id: number; sku_id: number; venue_id: number; price_tier: number }>(sql`
      select p.id as performance_id, k.id as sku_id, p.venue_id, k.price_tier
        from performances p join skus k on k.product_id = p.product_id and k.supports_seat_selection
       where p.starts_at > now() + interval '1 day' and not p.cancelled and p.venue_id is not null
       order by p.starts_at, p.id, k.id limit 1`);
    await database().db.execute(sql`update skus set purchase_quantities = '{}', max_quantity = 12 where id = ${found!.sku_id}`);
    const seats = await rows<{ id: number }>(sql`
      select id from seats where venue_id = ${found!.venue_id} and price_tier = ${found!.price_tier} and accessibility is null
       order by section_id, row_name, seat_number limit 2`);
    return { performanceId: Number(found!.performance_id), skuId: Number(found!.sku_id), seatIds: seats.map((s) => Number(s.id)) };
  }

  it('holds seats for a new cart, sets CART_UUID, puts them in the cart, and releases them again', async () => {
    const { performanceId, skuId, seatIds } = await seatedPerformance();
    const response = await POST(request('POST', { kind: 'seats', performanceId, skuId, seatIds }), undefined);
    expect(response.status).toBe(200);
    const cartId = cartCookieOf(response);
    expect(cartId).not.toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    const answer = (await response.json()) as Answer;
    expect(answer).toMatchObject({ seatIds, quantity: 2, relocked: false, message: null, cartCount: 2 });
    expect(Date.parse(answer.heldUntil!)).toBeGreaterThan(Date.now());
    const items = await rows<{ quantity: number; performance_id: number }>(sql`select quantity, performance_id from cart_items where cart_id = ${cartId}`);
    expect(items).toEqual([{ quantity: 2, performance_id: performanceId }]);

    // The same cart again: no new cookie.
    const again = await POST(request('POST', { kind: 'seats', performanceId, skuId, seatIds }, { cookie: `CART_UUID=${cartId}` }), undefined);
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();

    const released = await DELETE(request('DELETE', { performanceId, seatIds: [seatIds[0]] }, { cookie: `CART_UUID=${cartId}` }), undefined);
    expect(await released.json()).toEqual({ released: 1, cartCount: 1 });
    const all = await DELETE(request('DELETE', { performanceId }, { cookie: `CART_UUID=${cartId}` }), undefined);
    expect(await all.json()).toEqual({ released: 1, cartCount: 0 });
    expect(await rows(sql`select 1 from cart_items where cart_id = ${cartId}`)).toEqual([]);
  });

  it('answers a seat taken by another cart with the best available seats and the relock message', async () => {
    const { performanceId, skuId, seatIds } = await seatedPerformance();
    const first = await POST(request('POST', { kind: 'seats', performanceId, skuId, seatIds }), undefined);
    expect(first.status).toBe(200);
    const second = await POST(request('POST', { kind: 'seats', performanceId, skuId, seatIds }), undefined);
    const answer = (await second.json()) as Answer;
    expect(answer.relocked).toBe(true);
    expect(answer.message).toBe('We grabbed you the best available seats because your selection was taken.');
    expect(answer.seatIds.some((id) => seatIds.includes(id))).toBe(false);
  });

  it('refuses bad input with a 4xx and a message, holding nothing', async () => {
    const { performanceId, skuId, seatIds } = await seatedPerformance();
    const before = await rows<{ n: number | string }>(sql`select count(*) as n from seat_claims`);
    const cases: [unknown, number][] = [
      ['{not json', 400],
      [{ kind: 'seats', performanceId, skuId, seatIds: [] }, 400],
      [{ kind: 'seats', performanceId, skuId, seatIds: Array.from({ length: 13 }, (_, i) => i + 1) }, 400],
      [{ kind: 'seats', performanceId: -1, skuId, seatIds }, 400],
      [{ kind: 'ga', performanceId, skuId, quantity: 2 }, 400],
      [{ kind: 'seats', performanceId: 2_000_000_000, skuId, seatIds }, 404],
      [{ kind: 'bogus' }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await POST(request('POST', body), undefined);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    const form = await POST(request('POST', { kind: 'seats', performanceId, skuId, seatIds }, { 'content-type': 'text/plain' }), undefined);
    expect(form.status).toBe(400);
    expect(await rows<{ n: number | string }>(sql`select count(*) as n from seat_claims`)).toEqual(before);
    // A release without a cart, or with a made-up one, releases nothing.
    expect(await (await DELETE(request('DELETE', { performanceId }), undefined)).json()).toEqual({ released: 0, cartCount: 0 });
    expect(await (await DELETE(request('DELETE', { performanceId }, { cookie: 'CART_UUID=nope' }), undefined)).json()).toEqual({ released: 0, cartCount: 0 });
  });
});
