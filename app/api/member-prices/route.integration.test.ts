// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findMemberFromPrices } from '@/features/catalog/queries';
import { signedInMemberCookie } from '@/tests/helpers/accounts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET } from './route';

installTestDataCache();

type Answer = { prices: { productId: number; publicCents: number; memberCents: number }[] };

const get = (query: string, cookie?: string) =>
  GET(new Request(`http://localhost:3000/api/member-prices?${query}`, { headers: cookie ? { cookie } : {} }), undefined);

describe.each(testDatabaseKinds())('GET /api/member-prices (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Two shows on sale: one whose cheapest ticket type has an open insider rate, one password-protected. */
  async function setUp() {
    const shows = await rows<{ id: number; sku_id: number; price_cents: number }>(sql`
      select distinct on (p.id) p.id, k.id as sku_id, k.price_cents from products p join skus k on k.product_id = p.id
       where p.type = 'SHOW'
         and exists (select 1 from performances f where f.product_id = p.id and not f.cancelled and f.starts_at > now() + interval '2 days')
       order by p.id, k.price_cents, k.id limit 2`);
    const [open, locked] = shows.map((s) => ({ id: Number(s.id), skuId: Number(s.sku_id), price: Number(s.price_cents) }));
    // Only these two ticket types carry insider rates, so the expected prices are exact.
    await database().db.execute(sql`update skus set insider_price_cents = null where product_id in (${open!.id}, ${locked!.id})`);
    await database().db.execute(sql`update skus set insider_price_cents = price_cents - 700, insider_password_protected = false where id = ${open!.skuId}`);
    await database().db.execute(sql`update skus set insider_price_cents = price_cents - 900, insider_password_protected = true where id = ${locked!.skuId}`);
    return { open: open!, locked: locked! };
  }

  it('gives nothing to a visitor with no entitlement, and never lets a shared cache keep the answer', async () => {
    const { open, locked } = await setUp();
    const response = await get(`ids=${open.id},${locked.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(((await response.json()) as Answer).prices).toEqual([]);
    // A cookie that says "member" in another way is not one.
    expect(((await (await get(`ids=${open.id}`, 'memberDeals=yes')).json()) as Answer).prices).toEqual([]);
  });

  it('applies open insider rates for the member-deal cookie, and every insider rate for a signed-in member', async () => {
    const { open, locked } = await setUp();
    const deal = ((await (await get(`ids=${open.id},${locked.id}`, 'memberDeals=1')).json()) as Answer).prices;
    expect(deal).toEqual([{ productId: open.id, publicCents: open.price, memberCents: open.price - 700 }]);

    const cookie = await signedInMemberCookie('prices.member@example.com');
    const member = ((await (await get(`ids=${open.id},${locked.id}`, cookie)).json()) as Answer).prices;
    expect(member).toEqual(
      [
        { productId: open.id, publicCents: open.price, memberCents: open.price - 700 },
        { productId: locked.id, publicCents: locked.price, memberCents: locked.price - 900 },
      ].sort((a, b) => a.productId - b.productId),
    );
  });

  it('keeps to the searched dates: no performance in the window, no price', async () => {
    const { open } = await setUp();
    const past = await findMemberFromPrices([open.id], { memberDeal: true, signedInInsider: false }, { startDate: '2020-01-01', endDate: '2020-01-31' });
    expect(past).toEqual([]);
    const [first] = await rows<{ day: string }>(sql`
      select to_char((min(starts_at) at time zone 'America/Los_Angeles')::date, 'YYYY-MM-DD') as day
        from performances where product_id = ${open.id} and not cancelled and starts_at > now()`);
    const within = await findMemberFromPrices([open.id], { memberDeal: true, signedInInsider: false }, { startDate: first!.day, endDate: first!.day });
    expect(within.map((p) => p.productId)).toEqual([open.id]);
  });

  it('refuses malformed input with a 400', async () => {
    for (const query of ['', 'ids=', 'ids=1,x', 'ids=0', 'ids=1&startDate=2026-12-05', 'ids=1&startDate=2026-12-05&endDate=2026-12-01', `ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`]) {
      expect((await get(query, 'memberDeals=1')).status, query).toBe(400);
    }
  });
});
