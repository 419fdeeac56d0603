import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import type { DatabaseHandle } from '@/lib/db/client';
import CacheHandler, { clearCache } from './cache-handler.mjs';
import { listenForInvalidations, parseInvalidationPayload, publishInvalidation } from './invalidation';

const page = (tags: string[]) => ({ kind: 'APP_PAGE', html: 'x', headers: { 'x-next-cache-tags': tags.join(',') } });

describe('invalidation payloads', () => {
  it('accepts a JSON list of tags and ignores anything else', () => {
    expect(parseInvalidationPayload('["catalog","catalog:product:7"]')).toEqual(['catalog', 'catalog:product:7']);
    for (const bad of [undefined, '', 'catalog', '{"tags":[]}', '[1,2]', '[""]', `[${'"t",'.repeat(100)}"t"]`]) {
      expect(parseInvalidationPayload(bad), String(bad)).toEqual([]);
    }
  });
});

describe.each(testDatabaseKinds())('cache invalidation on %s', (kind) => {
  let handle: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('expires the published tags in this process at once', async () => {
    clearCache();
    const cache = new CacheHandler();
    await cache.set('/index', page(['catalog', 'catalog:merch:HomeFeaturedShows']), {});
    await cache.set('/iv2/about', page(['content']), {});
    await publishInvalidation(handle.db, ['catalog:merch:HomeFeaturedShows']);
    expect(await cache.get('/index', {})).toBeNull();
    expect(await cache.get('/iv2/about', {})).not.toBeNull();
  });

  it.runIf(kind === 'postgres')('reaches a server listening on the same database, and only committed changes do', async () => {
    const url = handle.url!;
    const received: string[][] = [];
    const heard = () => received.flat().filter((tag) => tag !== 'probe');
    const listener = listenForInvalidations(url, { onTags: (tags) => received.push(tags), log: () => {} });
    try {
      // LISTEN is issued asynchronously: announce until the listener hears one.
      await expect
        .poll(async () => {
          await publishInvalidation(handle.db, ['probe']);
          return received.length;
        }, { timeout: 10_000 })
        .toBeGreaterThan(0);
      received.length = 0;
      await handle.db
        .transaction(async (tx) => {
          await publishInvalidation(tx, ['catalog:product:1']);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      const many = Array.from({ length: 250 }, (_, i) => `catalog:product:${i + 2}`);
      await publishInvalidation(handle.db, many);
      await expect.poll(() => heard().length, { timeout: 10_000 }).toBe(250);
      expect(heard()).toEqual(many);
    } finally {
      await listener.close();
    }
  });
});
