// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { searchSite, SITE_SEARCH_PAGE_SIZE } from './queries';
import { rows } from '@/lib/db/rows';

installTestDataCache();

describe.each(testDatabaseKinds())('site search on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });

  it("finds a show by its name first", async () => {
    const [show] = await rows<{ id: number; name: string }>(database().db, sql`select id, name from products where type = 'SHOW' order by popularity desc limit 1`);
    const page = await searchSite(show!.name, 0);
    expect(page.results[0]?.id).toBe(Number(show!.id));
    expect(page.totalResults).toBeGreaterThanOrEqual(1);
  });

  it('still finds a product with a typo in its name', async () => {
    const page = await searchSite('Cirqe Lumiere', 0);
    expect(page.results[0]?.name).toMatch(/^Cirque Lumière/);
  });

  it('finds the products of a category by its name', async () => {
    const page = await searchSite('hypnosis', 0, 50);
    const hypnosis = await rows<{ product_id: number }>(database().db, sql`select product_id from product_categories where category_id = 265`);
    expect(hypnosis.length).toBeGreaterThan(0);
    const ids = new Set(page.results.map((r) => r.id));
    for (const { product_id } of hypnosis) expect(ids.has(Number(product_id))).toBe(true);
  });

  it('pages through every match without repeats', async () => {
    const first = await searchSite('Las Vegas', 0);
    expect(first.totalResults).toBeGreaterThan(SITE_SEARCH_PAGE_SIZE * 2);
    const seen = new Set<number>();
    for (let offset = 0; offset < first.totalResults; offset += SITE_SEARCH_PAGE_SIZE) {
      const page = await searchSite('Las Vegas', offset);
      expect(page.totalResults).toBe(first.totalResults);
      for (const r of page.results) seen.add(r.id);
    }
    expect(seen.size).toBe(first.totalResults);
  });

  it('finds nothing for a term with no match, and reads wildcards literally', async () => {
    expect((await searchSite('zzqxjv', 0)).totalResults).toBe(0);
    expect((await searchSite('%', 0)).totalResults).toBe(0);
  });

  it('keeps the search document current when a name, a category or its name changes', async () => {
    const [tour] = await rows<{ id: number }>(database().db, sql`select id from products where type = 'TOUR' order by id limit 1`);
    await database().db.execute(sql`update products set name = 'Quokkaflight Canyon Express' where id = ${tour!.id}`);
    expect((await searchSite('quokkaflight', 0)).results[0]?.id).toBe(Number(tour!.id));
    await database().db.execute(sql`insert into categories (id, group_code, product_type, name, slug, sort_order) values (9901, 'TOURAREAS', 'TOUR', 'Zebracorn Trails', 'zebracorn-trails', 99)`);
    await database().db.execute(sql`insert into product_categories (product_id, category_id) values (${tour!.id}, 9901)`);
    expect((await searchSite('zebracorn', 0)).results.map((r) => r.id)).toEqual([Number(tour!.id)]);
    await database().db.execute(sql`update categories set name = 'Okapiwood Loop' where id = 9901`);
    expect((await searchSite('zebracorn', 0)).totalResults).toBe(0);
    expect((await searchSite('okapiwood', 0)).results.map((r) => r.id)).toEqual([Number(tour!.id)]);
    await database().db.execute(sql`delete from product_categories where category_id = 9901`);
    expect((await searchSite('okapiwood', 0)).totalResults).toBe(0);
  });
});
