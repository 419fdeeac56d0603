// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { slugify } from '@/lib/routes';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET } from './route';
import { rows } from '@/lib/db/rows';

const cache = installTestDataCache();

type Group = { code: string; label: string; options: { value: string; label: string }[] };

async function options(query: string): Promise<{ status: number; body: unknown }> {
  const response = await GET(new Request(`http://localhost/api/search/options${query}`), undefined);
  return { status: response.status, body: await response.json() };
}

describe.each(testDatabaseKinds())('GET /api/search/options (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  // Each database answers for itself, not from the entries the previous one cached.
  beforeEach(() => cache.clear());
  const categoriesOf = async (type: string, group: string) =>
    (
      await rows<{ id: number; name: string }>(database().db, sql`
        select id, name from categories where product_type = ${type} and group_code = ${group} order by sort_order, id`)
    ).map((c) => ({ value: String(c.id), label: c.name }));

  it("answers the shows' categories (storefront 9 ids) for the shows widget", async () => {
    const { status, body } = await options('?productType=SHOW');
    expect(status).toBe(200);
    const groups = (body as { groups: Group[] }).groups;
    expect(groups).toEqual([{ code: 'SHOWCATEGORIES', label: 'Category', options: await categoriesOf('SHOW', 'SHOWCATEGORIES') }]);
    expect(groups[0]!.options).toEqual(expect.arrayContaining([{ value: '259', label: 'Comedy' }, { value: '260', label: 'Magic' }]));
  });

  it('answers the tour destinations 878 to 885, and no choices for hotels', async () => {
    const tours = (await options('?productType=TOUR')).body as { groups: Group[] };
    expect(tours.groups.map((g) => g.code)).toEqual(['TOURAREAS']);
    expect(tours.groups[0]!.options.map((o) => Number(o.value)).sort((a, b) => a - b)).toEqual([878, 879, 880, 881, 882, 883, 884, 885]);
    expect(await options('?productType=HOTEL')).toEqual({ status: 200, body: { groups: [] } });
  });

  it('answers the restaurant filters: cuisines, hotels that hold restaurants, areas and prices', async () => {
    const { status, body } = await options('?productType=RESTAURANT');
    expect(status).toBe(200);
    const groups = (body as { groups: Group[] }).groups;
    expect(groups.map((g) => [g.code, g.label])).toEqual([
      ['Cuisine', 'Cuisine'],
      ['HOTEL', 'Hotel'],
      ['LOCATION', 'Location'],
      ['RESTAURANTPRICES', 'Price'],
    ]);
    const byCode = Object.fromEntries(groups.map((g) => [g.code, g.options]));
    expect(byCode.Cuisine).toEqual(await categoriesOf('RESTAURANT', 'Cuisine'));
    expect(byCode.RESTAURANTPRICES).toEqual(await categoriesOf('RESTAURANT', 'RESTAURANTPRICES'));

    const hotels = await rows<{ id: number; name: string }>(database().db, sql`
      select distinct h.id, h.name from products h
       where h.type = 'HOTEL' and h.name in (select located_within from products where type = 'RESTAURANT')`);
    expect(hotels.length).toBeGreaterThan(0);
    expect([...byCode.HOTEL!].sort((a, b) => Number(a.value) - Number(b.value))).toEqual(
      hotels.map((h) => ({ value: String(h.id), label: h.name })).sort((a, b) => Number(a.value) - Number(b.value)),
    );

    const areas = await rows<{ area: string }>(database().db, sql`select distinct area from products where type = 'RESTAURANT'`);
    expect(byCode.LOCATION!.map((o) => o.value).sort()).toEqual([...new Set(areas.map((a) => slugify(a.area)))].sort());
    for (const option of byCode.LOCATION!) expect(option.value).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('answers 400 with a message for a missing or unknown product type', async () => {
    for (const query of ['', '?productType=SPA', '?productType=show']) {
      const { status, body } = await options(query);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toMatch(/productType/);
    }
  });
});
