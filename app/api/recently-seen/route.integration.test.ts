// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache, type TestDataCache } from '@/tests/helpers/data-cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogTags } from '@/features/catalog/tags';
import { MAX_RECENTLY_SEEN } from '@/features/recently-seen/schema';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { products } from '@/lib/db/schema';
import { productRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET } from './route';

async function recentlySeen(ids: string): Promise<{ status: number; body: unknown }> {
  const res = await GET(new Request(`http://localhost/api/recently-seen?ids=${ids}`), undefined);
  return { status: res.status, body: await res.json() };
}

const idsOf = (body: unknown) => (body as { products: { id: number }[] }).products.map((p) => p.id);

describe.each(testDatabaseKinds())('GET /api/recently-seen (%s)', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;
  let cache: TestDataCache;
  const known = Array.from({ length: MAX_RECENTLY_SEEN + 1 }, (_, i) => 9301 + i);

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
    cache = installTestDataCache();
    await handle.db
      .insert(products)
      .values(known.map((id) => productRow({ id, type: 'ATTRACTION', name: `Attraction ${id}`, slug: `attraction-${id}` })));
  });

  afterAll(async () => {
    cache?.uninstall();
    forget?.();
    await handle?.close();
  });

  beforeEach(() => cache.clear());

  it('answers the known products in the order asked, from one cache entry per product', async () => {
    const first = await recentlySeen(`${known[2]},4242,${known[0]}`);
    expect(first.status).toBe(200);
    expect(idsOf(first.body)).toEqual([known[2], known[0]]);
    const entryTags = () => cache.entries().map((e) => e.tags).sort();
    const perProduct = (ids: number[]) => ids.map((id) => [catalogTags.all, catalogTags.product(id)]).sort();
    expect(entryTags()).toEqual(perProduct([known[0]!, known[2]!]));

    // Other lists of the same products reuse those entries; a new product adds its own, only.
    expect(idsOf((await recentlySeen(`${known[0]},${known[2]}`)).body)).toEqual([known[0], known[2]]);
    expect(idsOf((await recentlySeen(`${known[1]},${known[0]}`)).body)).toEqual([known[1], known[0]]);
    expect(entryTags()).toEqual(perProduct([known[0]!, known[1]!, known[2]!]));
  });

  it('caches nothing for ids that are no product, however many a visitor makes up', async () => {
    for (let start = 5_000_000; start < 5_000_050; start += MAX_RECENTLY_SEEN) {
      const ids = Array.from({ length: MAX_RECENTLY_SEEN }, (_, i) => start + i).join(',');
      expect(await recentlySeen(ids)).toEqual({ status: 200, body: { products: [] } });
    }
    expect(cache.entries()).toEqual([]);
  });

  it(`takes ${MAX_RECENTLY_SEEN} ids and refuses more with a 400 that says why, reading nothing`, async () => {
    const full = await recentlySeen(known.slice(0, MAX_RECENTLY_SEEN).join(','));
    expect(full.status).toBe(200);
    expect(idsOf(full.body)).toEqual(known.slice(0, MAX_RECENTLY_SEEN));
    cache.clear();

    const tooMany = await recentlySeen(known.join(','));
    expect(tooMany).toEqual({
      status: 400,
      body: { error: 'Invalid request', fieldErrors: { ids: [`At most ${MAX_RECENTLY_SEEN} ids.`] } },
    });
    expect(cache.entries()).toEqual([]);
  });

  it('takes each entry with its dates and quantity: the links carry dates not past, the cache stays per product', async () => {
    const answer = await recentlySeen(`${known[0]}:2099-01-02:2099-01-04:2,${known[1]}:2020-01-02:2020-01-03:1,${known[2]}`);
    expect(answer.status).toBe(200);
    const hrefs = (answer.body as { products: { href: string }[] }).products.map((p) => p.href);
    expect(hrefs).toEqual([
      `/iv2/las-vegas-attractions/${known[0]}/attraction-${known[0]}/dates/2099-01-02/2099-01-04`,
      `/iv2/las-vegas-attractions/${known[1]}/attraction-${known[1]}/dates`,
      `/iv2/las-vegas-attractions/${known[2]}/attraction-${known[2]}/dates`,
    ]);
    expect(cache.entries()).toHaveLength(3);
    expect((await recentlySeen(`${known[0]}:2099-02-30:2099-03-01:1`)).status).toBe(400);
  });

  it('answers 400 for ids that are not product ids', async () => {
    expect((await recentlySeen('1,x')).status).toBe(400);
    expect((await recentlySeen('1,,2')).status).toBe(400);
  });
});
