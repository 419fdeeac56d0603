import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productViews, products } from '@/lib/db/schema';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { sql } from 'drizzle-orm';
import { pruneProductViews, recordProductView } from './mutations';
import { getBookingCounts, getLastBookedTimes } from './queries';
import { VIEW_WINDOW_MS } from './rules';
import { rows } from '@/lib/db/rows';

const visitor = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(testDatabaseKinds())('product views on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });

  async function productId(offset: number): Promise<number> {
    const rows = await database().db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1).offset(offset);
    return rows[0]!.id;
  }

  it('counts each other visitor once, whatever they reload', async () => {
    const id = await productId(3);
    const now = new Date('2026-11-23T17:44:00Z');
    for (let n = 1; n <= 5; n += 1) {
      await recordProductView(id, visitor(n), now);
      await recordProductView(id, visitor(n), new Date(now.getTime() + 1000));
    }
    // Visitor 6 sees the five others; visitor 1 sees four (never itself).
    expect(await recordProductView(id, visitor(6), now)).toBe(5);
    expect(await recordProductView(id, visitor(1), now)).toBe(5);
    const rows = await database().db.select().from(productViews).where(eq(productViews.productId, id));
    expect(rows).toHaveLength(6);
  });

  it('forgets views once they are an hour old, and does not record when told not to (bots)', async () => {
    const id = await productId(4);
    const then = new Date('2026-11-23T10:05:00Z');
    for (let n = 1; n <= 3; n += 1) await recordProductView(id, visitor(n), then);
    expect(await recordProductView(id, visitor(9), new Date(then.getTime() + VIEW_WINDOW_MS), false)).toBe(3);
    expect(await recordProductView(id, visitor(9), new Date(then.getTime() + 2 * VIEW_WINDOW_MS), false)).toBe(0);
    const rows = await database().db.select().from(productViews).where(eq(productViews.productId, id));
    expect(rows.map((r) => r.visitorId).sort()).toEqual([visitor(1), visitor(2), visitor(3)]);
  });

  it('prunes views older than the metrics period', async () => {
    const id = await productId(5);
    const old = new Date('2026-11-01T10:00:00Z');
    await recordProductView(id, visitor(1), old);
    const later = new Date('2026-11-20T10:00:00Z');
    await recordProductView(id, visitor(2), later);
    // Recording prunes at most once a minute per process; the pruning itself, at a time two days on:
    await pruneProductViews(later);
    const rows = await database().db.select().from(productViews).where(eq(productViews.productId, id));
    expect(rows.map((r) => r.visitorId)).toEqual([visitor(2)]);
  });

  it('knows no unknown product', async () => {
    expect(await recordProductView(999_999_999, visitor(1))).toBeNull();
  });

  it('counts real orders of the product: today (Pacific), past 24 hours, and hours since the newest', async () => {
    const id = await productId(7);
    const other = await productId(8);
    const [sku] = await rows<{ id: number }>(database().db, sql`select id from skus where product_id = ${id} limit 1`);
    const now = new Date();
    expect(await getBookingCounts(id, now)).toEqual({ bookedToday: 0, bookedPast24Hours: 0, lastBookedHoursAgo: null });
    const [cart] = await rows<{ id: string }>(database().db, sql`insert into carts default values returning id`);
    let n = 0;
    async function order(product: number, hoursAgo: number) {
      n += 1;
      const at = new Date(now.getTime() - hoursAgo * 3_600_000);
      const pacificDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(at);
      const [o] = await rows<{ id: string }>(
        database().db,
        sql`
        insert into orders (number, cart_id, submission_key, email, first_name, last_name, phone, country, postal_code,
                            subtotal_cents, discount_cents, fees_cents, taxes_cents, total_cents, gift_card_cents, charged_cents, order_date, created_at)
        values (${`VG-${String(900000000 + n)}`}, ${cart!.id}, gen_random_uuid(), 'a@example.com', 'A', 'B', '7025550100', 'US', '89109',
                1000, 0, 0, 0, 1000, 0, 1000, ${pacificDate}, ${at.toISOString()}) returning id`,
      );
      await database().db.execute(sql`
        insert into order_items (order_id, product_id, product_name, sku_id, sku_name, quantity, unit_price_cents, unit_fee_cents, unit_tax_cents, discount_cents, total_cents)
        values (${o!.id}, ${product}, 'P', ${sku!.id}, 'S', 2, 500, 0, 0, 0, 1000)`);
    }
    await order(id, 0.2);
    await order(id, 3);
    await order(id, 30);
    await order(id, 100); // beyond the 48-hour lookback
    await order(other, 0.1);
    const counts = await getBookingCounts(id, now);
    expect(counts.bookedPast24Hours).toBe(2);
    expect(counts.lastBookedHoursAgo).toBe(1);
    const todayPacific = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(now);
    const expectedToday = [0.2, 3, 30].filter((h) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(now.getTime() - h * 3_600_000)) === todayPacific).length;
    expect(counts.bookedToday).toBe(expectedToday);

    // The cards' last-booked times: the newest order per product within the lookback window.
    const third = await productId(9);
    await order(third, 100);
    const times = await getLastBookedTimes([id, other, third], now);
    expect([...times.keys()].sort((a, b) => a - b)).toEqual([id, other].sort((a, b) => a - b));
    expect(Math.round((now.getTime() - times.get(id)!.getTime()) / 60_000)).toBe(12);
  });
});
