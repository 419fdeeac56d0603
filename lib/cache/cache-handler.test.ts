import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHARED_QUERY_TAG } from './shared-queries.mjs';
import CacheHandler, { clearCache, ENTRY_OVERHEAD_BYTES, expireTags, getStore, MAX_BYTES, MAX_ENTRIES, NEGATIVE_SHARE, PROTECTED_SHARE, QUERY_SHARE, STALE_KEEP_MS, SWEEP_INTERVAL_MS } from './cache-handler.mjs';

const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
});
const fetchEntry = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, url: '', status: 200 }, revalidate: 300 });

describe('the server cache handler', () => {
  let clock = 1_000;
  beforeEach(() => {
    clearCache();
    clock = 1_000;
    getStore().now = () => clock;
  });
  afterEach(() => {
    getStore().maxBytes = MAX_BYTES;
    getStore().maxEntries = MAX_ENTRIES;
    getStore().now = () => Date.now();
    clearCache();
  });

  it('starts empty: nothing next build prerendered is ever served', async () => {
    expect(await new CacheHandler().get('/index', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('serves what this server stored, with its time and cache control', async () => {
    const handler = new CacheHandler();
    await handler.set('/index', page('<p>home</p>', ['catalog']), { cacheControl: { revalidate: 300, expire: 31536000 } });
    clock += 5;
    const hit = await new CacheHandler().get('/index', { kind: 'APP_PAGE' });
    expect(hit?.value.html).toBe('<p>home</p>');
    expect(hit?.lastModified).toBe(1_001);
    expect(hit?.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
  });

  it('drops every page and data entry carrying a revalidated tag, and only those', async () => {
    const handler = new CacheHandler();
    await handler.set('/index', page('home', ['_N_T_/layout', 'catalog', 'catalog:merch:HomeFeaturedShows']), {});
    await handler.set('/iv2/content', page('content', ['_N_T_/layout', 'content']), {});
    await handler.set('merch-key', fetchEntry('[1,2]'), { fetchCache: true, tags: ['catalog', 'catalog:product:7'] });
    clock += 10;
    await handler.revalidateTag(['catalog:product:7']);
    expect(await handler.get('merch-key', { kind: 'FETCH', tags: ['catalog', 'catalog:product:7'] })).toBeNull();
    expect(await handler.get('/index', { kind: 'APP_PAGE' })).not.toBeNull();
    await handler.revalidateTag('catalog');
    expect(await handler.get('/index', { kind: 'APP_PAGE' })).toBeNull();
    expect((await handler.get('/iv2/content', { kind: 'APP_PAGE' }))?.value.html).toBe('content');
  });

  it('honours the implicit tags of the page being rendered (revalidatePath)', async () => {
    const handler = new CacheHandler();
    await handler.set('data', fetchEntry('x'), { fetchCache: true, tags: [] });
    clock += 10;
    expireTags(['_N_T_/']);
    expect(await handler.get('data', { kind: 'FETCH', softTags: ['_N_T_/layout'] })).not.toBeNull();
    expect(await handler.get('data', { kind: 'FETCH', softTags: ['_N_T_/'] })).toBeNull();
  });

  it('keeps an entry stored after the revalidation, even within the same millisecond', async () => {
    const handler = new CacheHandler();
    expireTags(['catalog']);
    await handler.set('/index', page('fresh', ['catalog']), {});
    expect((await handler.get('/index', { kind: 'APP_PAGE' }))?.value.html).toBe('fresh');
  });

  it('judges a render that its tags were revalidated during as stale, and keeps one that only other tags overtook', async () => {
    const handler = new CacheHandler();
    expect(await handler.get('/index', { kind: 'APP_PAGE' })).toBeNull(); // the render starts here
    expect(await handler.get('/shows', { kind: 'APP_PAGE' })).toBeNull();
    clock += 5;
    expireTags(['catalog']); // a product changes while both render
    clock += 5;
    await handler.set('/index', page('read before the change', ['catalog']), {});
    await handler.set('/shows', page('unaffected', ['content']), {});
    expect(await handler.get('/index', { kind: 'APP_PAGE' })).toBeNull();
    expect((await handler.get('/shows', { kind: 'APP_PAGE' }))?.value.html).toBe('unaffected');
    // The next render starts after the change and is kept.
    clock += 5;
    await handler.set('/index', page('read after the change', ['catalog']), {});
    expect((await handler.get('/index', { kind: 'APP_PAGE' }))?.value.html).toBe('read after the change');
  });

  it('evicts the least recently used entries beyond its memory budget', async () => {
    const handler = new CacheHandler();
    const html = 'x'.repeat(1000);
    await handler.set('a', page(html, []), {});
    getStore().maxBytes = 3 * getStore().bytes;
    await handler.set('b', page(html, []), {});
    await handler.set('c', page(html, []), {});
    await handler.get('a', { kind: 'APP_PAGE' }); // a is now the most recently used
    await handler.set('d', page(html, []), {});
    expect(await handler.get('b', { kind: 'APP_PAGE' })).toBeNull();
    for (const key of ['a', 'c', 'd']) expect(await handler.get(key, { kind: 'APP_PAGE' }), key).not.toBeNull();
    expect(getStore().bytes).toBeLessThanOrEqual(getStore().maxBytes);
  });

  it('forgets an entry set to null', async () => {
    const handler = new CacheHandler();
    await handler.set('a', page('x', []), {});
    await handler.set('a', null, {});
    expect(await handler.get('a', { kind: 'APP_PAGE' })).toBeNull();
    expect(getStore().bytes).toBe(0);
  });

  describe('under attack: bounded whatever the urls', () => {
    const pageCache = { cacheControl: { revalidate: 300, expire: 31536000 } };
    const withinBounds = () => {
      const store = getStore();
      expect(store.entries.size).toBeLessThanOrEqual(store.maxEntries);
      expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
      expect(store.segments.negative.size).toBeLessThanOrEqual(store.maxEntries * NEGATIVE_SHARE);
      expect(store.segmentBytes.negative).toBeLessThanOrEqual(store.maxBytes * NEGATIVE_SHARE);
      expect(store.segments.protected.size).toBeLessThanOrEqual(store.maxEntries * PROTECTED_SHARE);
    };

    it('counts keys, tags and headers with the value', async () => {
      const key = `/route-cache/APP_PAGE/x/$/iv2/las-vegas-shows/1/${'n'.repeat(6000)}/dates`;
      await new CacheHandler().set(key, page('', ['catalog']), pageCache);
      expect(getStore().bytes).toBeGreaterThan(ENTRY_OVERHEAD_BYTES + 2 * 6000);
      expect(getStore().entries.get(key)?.bytes).toBe(getStore().bytes);
    });

    it('10,000 pages set once (made-up urls that render) stay within the bounds and never evict what renders keep reading', async () => {
      getStore().maxBytes = 2 * 1024 * 1024;
      getStore().maxEntries = 500;
      const handler = new CacheHandler();
      // Data and a page that renders read again: protected.
      await handler.set('merch-key', fetchEntry('[1,2,3]'), { fetchCache: true, tags: ['catalog'] });
      await handler.set('/route-cache/APP_PAGE/h/$/shows', page('x'.repeat(3000), ['catalog']), pageCache);
      expect(await handler.get('merch-key', { kind: 'FETCH' })).not.toBeNull();
      expect(await handler.get('/route-cache/APP_PAGE/h/$/shows', { kind: 'APP_PAGE' })).not.toBeNull();
      for (let i = 0; i < 10_000; i += 1) {
        const key = `/route-cache/APP_PAGE/h/$/iv2/las-vegas-shows/${i + 1}/${'n'.repeat(900)}/dates`;
        expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull();
        await handler.set(key, page('x'.repeat(2000), ['catalog']), pageCache);
        if (i % 1000 === 0) withinBounds();
      }
      withinBounds();
      // Full by bytes (each entry counts its ~1 kB key): about 240 of the 10,002 are left.
      expect(getStore().bytes).toBeGreaterThan(0.95 * getStore().maxBytes);
      expect(await handler.get('merch-key', { kind: 'FETCH' })).not.toBeNull();
      expect(await handler.get('/route-cache/APP_PAGE/h/$/shows', { kind: 'APP_PAGE' })).not.toBeNull();
    });

    it('10,000 not-found pages and redirects (made-up ids, wrong product names) stay within their share; a page set once survives them', async () => {
      getStore().maxBytes = 2 * 1024 * 1024;
      getStore().maxEntries = 500;
      const handler = new CacheHandler();
      await handler.set('/route-cache/APP_PAGE/h/$/hotels', page('hotels', ['catalog']), pageCache);
      for (let i = 0; i < 10_000; i += 1) {
        const missing = { ...page('x'.repeat(1500), ['catalog']), status: 404 };
        const moved = { ...page('', ['catalog']), status: 308, headers: { location: '/iv2/las-vegas-shows/1/right-name/dates' } };
        await handler.set(`/route-cache/APP_PAGE/h/$/iv2/las-vegas-shows/${i + 100}/x/dates`, missing, pageCache);
        await handler.set(`/route-cache/APP_PAGE/h/$/iv2/las-vegas-shows/1/wrong-${i}/dates`, moved, pageCache);
      }
      withinBounds();
      expect(getStore().segments.negative.size).toBe(Math.floor(500 * NEGATIVE_SHARE));
      expect((await handler.get('/route-cache/APP_PAGE/h/$/hotels', { kind: 'APP_PAGE' }))?.value.html).toBe('hotels');
    });

    it('10,000 distinct shared questions (twin pages and their tagged reads) stay within the query share; what renders keep reading survives them', async () => {
      getStore().maxBytes = 2 * 1024 * 1024;
      getStore().maxEntries = 500;
      const handler = new CacheHandler();
      await handler.set('/route-cache/APP_PAGE/h/$/hotels', page('hotels', ['catalog']), pageCache);
      await handler.set('summary-key', fetchEntry('{"id":1}'), { fetchCache: true, tags: ['catalog'] });
      for (let i = 0; i < 10_000; i += 1) {
        await handler.set(`sitesearch-${i}`, fetchEntry('[1,2,3]'), { fetchCache: true, tags: ['sitesearch', SHARED_QUERY_TAG, 'catalog'] });
        await handler.set(`/route-cache/APP_PAGE/h/$/iv2/shared-results/sitesearch/q${i}`, page('x'.repeat(1500), ['sitesearch', SHARED_QUERY_TAG]), pageCache);
        if (i % 1000 === 0) withinBounds();
      }
      withinBounds();
      const store = getStore();
      expect(store.segments.query.size).toBe(Math.floor(500 * QUERY_SHARE));
      expect(store.segmentBytes.query).toBeLessThanOrEqual(store.maxBytes * QUERY_SHARE);
      expect((await handler.get('/route-cache/APP_PAGE/h/$/hotels', { kind: 'APP_PAGE' }))?.value.html).toBe('hotels');
      expect(await handler.get('summary-key', { kind: 'FETCH' })).not.toBeNull();
      // The latest questions are kept, each under its own key; reading one keeps it in its share.
      expect(await handler.get('/route-cache/APP_PAGE/h/$/iv2/shared-results/sitesearch/q9999', { kind: 'APP_PAGE' })).not.toBeNull();
      expect(store.segments.query.size).toBe(Math.floor(500 * QUERY_SHARE));
      expect(await handler.get('/route-cache/APP_PAGE/h/$/iv2/shared-results/sitesearch/q0', { kind: 'APP_PAGE' })).toBeNull();
    });

    it('does not keep a negative answer larger than its share at all', async () => {
      getStore().maxBytes = 100_000;
      await new CacheHandler().set('/nf', { ...page('x'.repeat(100_000 * NEGATIVE_SHARE), []), status: 404 }, pageCache);
      expect(getStore().entries.size).toBe(0);
      expect(getStore().bytes).toBe(0);
    });

    it('sweeps entries nobody asked for since they went stale, without a lookup of theirs', async () => {
      const handler = new CacheHandler();
      for (let i = 0; i < 100; i += 1) await handler.set(`/page/${i}`, page('p', []), pageCache);
      await handler.set('data-forever', { ...fetchEntry('[1]'), revalidate: false }, { fetchCache: true, tags: [] });
      await handler.set('data-5min', { ...fetchEntry('[2]'), revalidate: 300 }, { fetchCache: true, tags: [] });
      clock += 300_000 + STALE_KEEP_MS - 1;
      await handler.get('other', { kind: 'APP_PAGE' });
      expect(getStore().entries.size).toBe(102);
      clock += SWEEP_INTERVAL_MS + 1;
      await handler.get('other', { kind: 'APP_PAGE' });
      expect([...getStore().entries.keys()]).toEqual(['data-forever']);
      expect(getStore().bytes).toBe(getStore().entries.get('data-forever')?.bytes);
    });
  });
});

