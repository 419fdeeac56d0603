// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache, type TestDataCache } from '@/tests/helpers/data-cache';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '@/lib/cache/cache-handler.mjs';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { products } from '@/lib/db/schema';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { parseRoute } from '@/lib/routes';
import { productRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { contentPathGate, contentRouteKey, isKnownContentPath, NOT_FOUND_TARGET } from './known-paths';
import { deleteEntry, upsertEntries } from './mutations';
import { resolvePageEntry } from './page-entry';

const page = (url: string, name: string) => ({ url, type: 'page', data: { name, layoutId: 'l', type: 'LINK_FARM', content: {} } });

describe('content route keys (which paths the known-path check decides)', () => {
  it('takes the static route shapes of storefront 2.2 and leaves every other route alone', () => {
    expect(contentRouteKey('/shows/comedy/carrot-top/?utm_source=x')).toBe('/shows/comedy/carrot-top');
    expect(contentRouteKey('/hotels/bellagio')).toBe('/hotels/bellagio');
    expect(contentRouteKey('/nightlife/bars/downtown/the-velveteen-rabbit')).toBe('/nightlife/bars/downtown/the-velveteen-rabbit');
    expect(contentRouteKey('/shows/smarch-2026')).toBe('/shows/smarch-2026');
    for (const other of ['/shows', '/shows/december-2026', '/nightlife/bars', '/hotels/citywide-hotel-deals-calendar', '/shopping/antique-stores', '/lounge/guide', '/iv2/cart', '/nightlife', '/sitemap.xml', '/media/products/1/x.svg']) {
      expect(contentRouteKey(other), other).toBeNull();
    }
  });
});

describe.each(testDatabaseKinds())('content-managed static routes (%s)', (kind) => {
  let handle: DatabaseHandle & { url?: string };
  let forget: (() => void) | undefined;
  let cache: TestDataCache;

  beforeAll(async () => {
    handle = await createTestDatabase(kind, { seed: true });
    forget = useDatabaseForProcess(handle);
    cache = installTestDataCache();
  });

  afterAll(async () => {
    cache?.uninstall();
    forget?.();
    await handle?.close();
  });

  beforeEach(() => cache.clear());

  it('gives seeded products landing urls of the static route shapes, each answered by the catalog', async () => {
    const rows = await handle.db.select({ id: products.id, type: products.type, landingUrl: products.landingUrl }).from(products);
    const landed = rows.filter((r) => r.landingUrl !== null);
    expect(landed.length).toBeGreaterThan(rows.length * 0.9);
    for (const row of landed) expect(parseRoute(row.landingUrl ?? '')?.name, row.landingUrl ?? '').toBe('staticProductLandingPage');
    const urls = landed.map((r) => r.landingUrl ?? '');
    expect(urls.some((u) => /^\/shows\/comedy\/[a-z0-9-]+$/.test(u))).toBe(true);
    expect(urls.some((u) => /^\/nightlife\/bars\/[a-z0-9-]+$/.test(u))).toBe(true);
    expect(urls.some((u) => /^\/hotels\/[a-z0-9-]+$/.test(u))).toBe(true);
    expect(urls.some((u) => /^\/tours\/[a-z0-9-]+\/[a-z0-9-]+$/.test(u))).toBe(true);
    const hotel = landed.find((r) => r.type === 'HOTEL');
    expect(await resolvePageEntry(hotel?.landingUrl ?? '')).toMatchObject({ source: 'catalog', entry: { type: 'product', data: { id: hotel?.id, productType: 'HOTEL' } } });
  });

  it('migration 0020 writes the same landing urls into a database seeded before it', async () => {
    const seeded = new Map(buildCatalog(1).products.map((p) => [p.product.id, p.product.landingUrl ?? null]));
    const statements = readFileSync(path.join(process.cwd(), 'lib/db/migrations/0020_product_landing_urls.sql'), 'utf8').split('--> statement-breakpoint');
    const backfill = statements.at(-1) ?? '';
    expect(backfill).toContain('UPDATE "products"');
    await handle.db.execute(sql`update products set landing_url = null`);
    await handle.db.execute(sql.raw(backfill));
    const rows = await handle.db.select({ id: products.id, landingUrl: products.landingUrl }).from(products);
    for (const row of rows) expect(row.landingUrl, String(row.id)).toBe(seeded.get(row.id) ?? null);
  });

  it('resolves content first, then the catalog product at that landing url, else nothing', async () => {
    const [show] = await handle.db.select({ id: products.id, url: products.landingUrl }).from(products).where(sql`type = 'SHOW' and landing_url is not null`).limit(1);
    const landing = show?.url ?? '';
    expect(await resolvePageEntry(landing)).toMatchObject({ source: 'catalog', entry: { data: { id: show?.id, productType: 'SHOW' } } });
    await upsertEntries([page(`${landing}/`, 'Editor page')], handle.db);
    try {
      expect(await resolvePageEntry(landing)).toMatchObject({ source: 'content', entry: { type: 'page', data: { name: 'Editor page' } } });
    } finally {
      await deleteEntry(`${landing}/`, handle.db);
    }
    expect(await resolvePageEntry(`${landing}-not`)).toBeNull();
  });

  it("forces the gay club type on a 'gayclubs' path whatever the product's own type", async () => {
    const [club] = await handle.db
      .insert(products)
      .values(productRow({ type: 'CLUB', name: 'Route Test Club', slug: 'route-test-club', landingUrl: '/nightlife/gayclubs/route-test-club' }))
      .returning({ id: products.id });
    try {
      expect(await resolvePageEntry('/nightlife/gayclubs/route-test-club')).toMatchObject({ source: 'catalog', entry: { data: { id: club?.id, productType: 'GAY_CLUB' } } });
      await handle.db.update(products).set({ landingUrl: '/nightclubs/route-test-club' }).where(sql`id = ${club?.id ?? 0}`);
      expect(await resolvePageEntry('/nightclubs/route-test-club')).toMatchObject({ entry: { data: { productType: 'CLUB' } } });
    } finally {
      await handle.db.delete(products).where(sql`id = ${club?.id ?? 0}`);
    }
  });

  it('answers unknown static-route paths with the one not-found page, from one loaded set: no query and no cache entry per path', async () => {
    const [hotel] = await handle.db.select({ url: products.landingUrl }).from(products).where(sql`type = 'HOTEL' and landing_url is not null`).limit(1);
    const known = hotel?.url ?? '';
    // The first call may load the set; every later one answers at once, without the database.
    expect(await contentPathGate(known)).toBeNull();
    const entriesBefore = getStore().entries.size;
    const dataCacheBefore = cache.entries().length;
    for (let i = 0; i < 2000; i += 1) {
      const answer = contentPathGate(`/hotels/made-up-${i}`);
      expect(answer).toBe(NOT_FOUND_TARGET);
    }
    expect(contentPathGate(`${known}/?redirected=1`)).toBeNull();
    expect(contentPathGate('/shows/december-2026')).toBeNull();
    expect(contentPathGate('/lounge/made-up')).toBeNull();
    expect(getStore().entries.size).toBe(entriesBefore);
    expect(cache.entries().length).toBe(dataCacheBefore);
  });

  it('knows a content entry as soon as it is written, and forgets it when it is deleted', async () => {
    expect(await isKnownContentPath('/shows/comedy')).toBe(false);
    await upsertEntries([page('/shows/comedy/', 'Comedy shows')], handle.db);
    expect(await isKnownContentPath('/shows/comedy')).toBe(true);
    expect(await contentPathGate('/shows/comedy')).toBeNull();
    await deleteEntry('/shows/comedy/', handle.db);
    expect(await contentPathGate('/shows/comedy')).toBe(NOT_FOUND_TARGET);
  });
});
