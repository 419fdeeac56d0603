import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productViews, products } from '@/lib/db/schema';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { pruneProductViews, recordProductView } from './mutations';
import { VIEW_WINDOW_MS } from './rules';

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
});
