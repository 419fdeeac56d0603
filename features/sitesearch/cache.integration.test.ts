// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import '@/tests/helpers/data-cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import CacheHandler, { clearCache, getStore } from '@/lib/cache/cache-handler.mjs';
import { publishInvalidation } from '@/lib/cache/invalidation';
import { siteSearchKey, siteSearchTextOfKey, normaliseSiteSearchText } from '@/lib/cache/shared-queries.mjs';
import { catalogTags } from '@/features/catalog/tags';
import { contentTags } from '@/features/content/tags';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { products } from '@/lib/db/schema';
import { productRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { getSiteSearchFirstPage } from './queries';

/**
 * unstable_cache over the server's own cache handler (lib/cache/cache-handler.mjs), the one
 * `revalidateTag` and publishInvalidation expire: what a running server does, without a server.
 */
function installServerDataCache() {
  const handler = new CacheHandler();
  const holder = globalThis as Record<string, unknown>;
  const previous = holder.__incrementalCache;
  holder.__incrementalCache = {
    isOnDemandRevalidate: false,
    generateSimpleCacheKey: async (key: string) => key,
    async get(key: string, ctx: Record<string, unknown>) {
      const entry = await handler.get(key, ctx);
      return entry && { value: entry.value, isStale: false, lastModified: entry.lastModified };
    },
    set: (key: string, value: Parameters<CacheHandler['set']>[1], ctx: Record<string, unknown>) => handler.set(key, value, ctx),
  };
  return () => {
    if (previous === undefined) delete holder.__incrementalCache;
    else holder.__incrementalCache = previous;
  };
}

// Issue 27: a site search is cached per normalised query (the page and its first page of results)
// and a catalog change must show in it at once, on this server and (by NOTIFY) on every other.
describe.each(testDatabaseKinds())('a cached site search on %s', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;
  let uninstall: (() => void) | undefined;
  const names = async (query: string) => (await getSiteSearchFirstPage(query)).results.map((r) => r.name).sort();

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
    uninstall = installServerDataCache();
    await handle.db.insert(products).values(productRow({ id: 9201, type: 'SHOW', name: 'Quokka Glow Revue', slug: 'quokka-glow-revue' }));
  });
  beforeEach(() => clearCache());
  afterAll(async () => {
    uninstall?.();
    forget?.();
    await handle?.close();
    clearCache();
  });

  it('answers one question from its cache entry, whatever its case, until the catalog changes; then at once from the database', async () => {
    expect(await names('Quokka')).toEqual(['Quokka Glow Revue']);
    await handle.db.insert(products).values(productRow({ id: 9202, type: 'TOUR', name: 'Quokka Night Tour', slug: 'quokka-night-tour' }));
    // Cached: the new product is not searched for yet, under any spelling of the question.
    expect(await names('Quokka')).toEqual(['Quokka Glow Revue']);
    expect(await names('quokka')).toEqual(['Quokka Glow Revue']);
    expect(getStore().segments.query.size).toBe(1);
    // A change elsewhere leaves it be; a change to the catalog's tours expires it.
    await publishInvalidation(handle.db, [contentTags.entries]);
    expect(await names('QUOKKA')).toEqual(['Quokka Glow Revue']);
    await publishInvalidation(handle.db, [catalogTags.productType('TOUR')]);
    expect(await names('Quokka')).toEqual(['Quokka Glow Revue', 'Quokka Night Tour']);
  });

  it('a reseed (the whole catalog) expires every cached search', async () => {
    expect((await getSiteSearchFirstPage('Revue')).totalResults).toBe(1);
    await handle.db.insert(products).values(productRow({ id: 9203, type: 'SHOW', name: 'Midnight Revue', slug: 'midnight-revue' }));
    expect((await getSiteSearchFirstPage('Revue')).totalResults).toBe(1);
    await publishInvalidation(handle.db, [catalogTags.all]);
    expect((await getSiteSearchFirstPage('Revue')).totalResults).toBe(2);
  });

  it('keys the page on the normalised question that server.mjs writes', () => {
    const typed = '  Quokka   Glow ';
    const key = siteSearchKey(normaliseSiteSearchText(typed)!);
    expect(siteSearchTextOfKey(key)).toBe('Quokka Glow');
  });
});
