import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CacheHandler, { clearCache, expireTags, getStore } from './cache-handler.mjs';

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
    getStore().maxBytes = 256 * 1024 * 1024;
    getStore().now = () => Date.now();
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
});
