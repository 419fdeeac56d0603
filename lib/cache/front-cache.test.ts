import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCache, expireTags, getStore } from './cache-handler.mjs';
import { createFrontCache, keepFor, KEY_HEADERS, NOT_FOUND_TTL_MS, requestKey } from './front-cache.mjs';

const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
const cachedPage = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', vary: VARY };

describe('what the front cache may keep', () => {
  it('keeps a page Next served from, or just stored in, its response cache for its s-maxage', () => {
    expect(keepFor(200, cachedPage)).toBe(300_000);
    expect(keepFor(200, { ...cachedPage, 'x-nextjs-cache': 'MISS' })).toBe(300_000);
  });

  it('never keeps a page Next is regenerating, or one rendered per request', () => {
    expect(keepFor(200, { ...cachedPage, 'x-nextjs-cache': 'STALE' })).toBe(0);
    expect(keepFor(200, { 'cache-control': 's-maxage=300', vary: VARY })).toBe(0);
    expect(keepFor(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', vary: VARY })).toBe(0);
  });

  it('never keeps a private or uncacheable answer, one that sets a cookie, or one that varies on more than the key', () => {
    expect(keepFor(200, { ...cachedPage, 'cache-control': 'private, s-maxage=300' })).toBe(0);
    expect(keepFor(200, { ...cachedPage, 'cache-control': 'no-store' })).toBe(0);
    expect(keepFor(200, { ...cachedPage, 'cache-control': 'max-age=60' })).toBe(0);
    expect(keepFor(200, { ...cachedPage, 'set-cookie': ['a=1'] })).toBe(0);
    expect(keepFor(200, { ...cachedPage, vary: `${VARY}, Cookie` })).toBe(0);
    expect(keepFor(200, { ...cachedPage, vary: '*' })).toBe(0);
  });

  it('keeps a cached not-found page for a minute at most, and no other status', () => {
    const notFound = { ...cachedPage, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
    expect(keepFor(404, notFound)).toBe(NOT_FOUND_TTL_MS);
    expect(keepFor(404, { ...notFound, 'x-nextjs-cache': undefined })).toBe(0);
    for (const status of [301, 307, 308, 400, 500, 503]) expect(keepFor(status, cachedPage)).toBe(0);
  });

  it('keys a request on its host, its whole URL and the headers Next varies on; only GET and HEAD', () => {
    const base = { method: 'GET', url: '/shows?utm_source=x', headers: { host: 'a.test' } };
    const key = requestKey(base);
    expect(key).not.toBeNull();
    expect(requestKey({ ...base, method: 'HEAD' })).toBe(key);
    expect(requestKey({ ...base, url: '/shows' })).not.toBe(key);
    expect(requestKey({ ...base, headers: { host: 'b.test' } })).not.toBe(key);
    for (const name of KEY_HEADERS) expect(requestKey({ ...base, headers: { ...base.headers, [name]: '1' } })).not.toBe(key);
    expect(requestKey({ ...base, headers: { ...base.headers, cookie: 'CART_UUID=x' } })).toBe(key);
    expect(requestKey({ ...base, method: 'POST' })).toBeNull();
    expect(requestKey({ ...base, headers: { ...base.headers, range: 'bytes=0-10' } })).toBeNull();
  });
});

type Answer = { status: number; headers: Record<string, string | string[]>; body: string | Buffer; chunked?: boolean; viaWriteHead?: boolean };

describe('the front cache in front of a server', () => {
  let server: http.Server;
  let base: string;
  let clock: number;
  let calls: string[];
  let answer: (url: string) => Answer;
  let beforeAnswer: () => void;
  let front: ReturnType<typeof createFrontCache>;

  beforeEach(async () => {
    clearCache();
    clock = 1_000_000;
    calls = [];
    beforeAnswer = () => {};
    answer = (url) => ({ status: 200, headers: { ...cachedPage, 'content-type': 'text/html' }, body: `<p>${url} #${calls.length}</p>` });
    front = createFrontCache({ now: () => clock, maxBytes: 10_000 });
    server = http.createServer((req, res) => {
      front.serve(req, res, () => {
        calls.push(`${req.method} ${req.url}`);
        beforeAnswer();
        const a = answer(req.url ?? '');
        if (a.viaWriteHead) {
          res.writeHead(a.status, a.headers);
        } else {
          res.statusCode = a.status;
          for (const [name, value] of Object.entries(a.headers)) res.setHeader(name, value);
        }
        if (a.chunked) {
          const body = Buffer.from(a.body);
          res.write(body.subarray(0, 3));
          res.write(body.subarray(3).toString('latin1'), 'latin1');
          res.end();
        } else {
          res.end(req.method === 'HEAD' ? undefined : a.body);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearCache();
  });

  it('answers the second request for a cached page itself, with the same body and headers', async () => {
    const first = await fetch(`${base}/shows`);
    const second = await fetch(`${base}/shows`);
    expect(calls).toEqual(['GET /shows']);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-front-cache')).toBe('HIT');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('text/html');
    expect(second.headers.get('cache-control')).toBe(cachedPage['cache-control']);
    expect(first.headers.get('x-front-cache')).toBeNull();
  });

  it('never answers nor keeps a url with nc=1, even one Next says it cached', async () => {
    const details = '/iv2/las-vegas-hotels/108/bellagio/dates/2026-12-01/2026-12-03';
    await fetch(`${base}${details}`);
    for (const query of ['?nc=1', '?nc=true', '?utm_source=x&nc=1']) {
      const fresh = await fetch(`${base}${details}${query}`);
      expect(fresh.headers.get('x-front-cache')).toBeNull();
      await fetch(`${base}${details}${query}`);
    }
    expect(calls).toEqual([`GET ${details}`, ...['?nc=1', '?nc=true', '?utm_source=x&nc=1'].flatMap((q) => [`GET ${details}${q}`, `GET ${details}${q}`])]);
    expect(front.stats().entries).toBe(1);
    // Only the flag's own values count: ?nc=10 or ?xnc=1 are urls like any other.
    for (const query of ['?nc=10', '?xnc=1']) {
      await fetch(`${base}${details}${query}`);
      expect((await fetch(`${base}${details}${query}`)).headers.get('x-front-cache')).toBe('HIT');
    }
  });

  it('answers HEAD from what a GET stored, without a body', async () => {
    await fetch(`${base}/a`);
    const head = await fetch(`${base}/a`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<p>/a #1</p>'.length));
    expect(await head.text()).toBe('');
    expect(calls).toEqual(['GET /a']);
  });

  it('keeps headers given to writeHead and bodies written in pieces, byte for byte (compressed ones too)', async () => {
    const html = '<p>ünïcode</p>'.repeat(50);
    answer = () => ({ status: 200, headers: { ...cachedPage, 'content-encoding': 'gzip' }, body: gzipSync(html), chunked: true, viaWriteHead: true });
    await fetch(`${base}/z`, { headers: { 'accept-encoding': 'gzip' } });
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(`${base}/z`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      }).on('error', reject);
    });
    expect(calls).toHaveLength(1);
    expect(raw.headers['x-front-cache']).toBe('HIT');
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(html);
  });

  it('keeps variants apart by the headers Next varies on', async () => {
    await fetch(`${base}/v`);
    await fetch(`${base}/v`, { headers: { rsc: '1' } });
    await fetch(`${base}/v`, { headers: { rsc: '1' } });
    await fetch(`${base}/v`);
    expect(calls).toEqual(['GET /v', 'GET /v']);
  });

  it('passes through what it may not keep: per-request pages, cookies, other statuses, POST', async () => {
    answer = (url) => {
      if (url === '/cart') return { status: 200, headers: { 'cache-control': 'private, no-store', vary: VARY }, body: 'cart' };
      if (url === '/cookie') return { status: 200, headers: { ...cachedPage, 'set-cookie': 'a=1' }, body: 'c' };
      if (url === '/moved') return { status: 308, headers: { ...cachedPage, location: '/x' }, body: '' };
      return { status: 200, headers: cachedPage, body: 'ok' };
    };
    for (const url of ['/cart', '/cookie', '/moved']) {
      await fetch(`${base}${url}`, { redirect: 'manual' });
      await fetch(`${base}${url}`, { redirect: 'manual' });
    }
    await fetch(`${base}/post`, { method: 'POST', body: 'x' });
    await fetch(`${base}/post`, { method: 'POST', body: 'x' });
    expect(calls).toEqual(['GET /cart', 'GET /cart', 'GET /cookie', 'GET /cookie', 'GET /moved', 'GET /moved', 'POST /post', 'POST /post']);
  });

  it('forgets everything when a tag is invalidated, before the next answer', async () => {
    await fetch(`${base}/p`);
    await fetch(`${base}/p`);
    expect(calls).toHaveLength(1);
    expireTags(['catalog:product:7']);
    const after = await fetch(`${base}/p`);
    expect(await after.text()).toBe('<p>/p #2</p>');
    expect(calls).toHaveLength(2);
    await fetch(`${base}/p`);
    expect(calls).toHaveLength(2);
    expect(front.stats().purges).toBe(1);
  });

  it('does not keep a page rendered while an invalidation happened', async () => {
    beforeAnswer = () => expireTags(['catalog']);
    await fetch(`${base}/race`);
    beforeAnswer = () => {};
    await fetch(`${base}/race`);
    await fetch(`${base}/race`);
    expect(calls).toEqual(['GET /race', 'GET /race']);
  });

  it('asks Next again once s-maxage has passed, and keeps a not-found page a minute', async () => {
    answer = (url) =>
      url === '/gone'
        ? { status: 404, headers: { ...cachedPage, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, body: 'nf' }
        : { status: 200, headers: cachedPage, body: 'ok' };
    await fetch(`${base}/p`);
    await fetch(`${base}/gone`);
    clock += 59_000;
    expect((await fetch(`${base}/gone`)).status).toBe(404);
    expect(calls).toEqual(['GET /p', 'GET /gone']);
    clock += 2_000;
    await fetch(`${base}/gone`);
    expect(calls).toEqual(['GET /p', 'GET /gone', 'GET /gone']);
    clock += 240_000;
    const stale = await fetch(`${base}/p`);
    expect(stale.headers.get('x-front-cache')).toBeNull();
    expect(calls.at(-1)).toBe('GET /p');
  });

  it('stays within its memory bound, dropping the least recently used first', async () => {
    answer = (url) => ({ status: 200, headers: cachedPage, body: url.padEnd(4_000, '.') });
    await fetch(`${base}/1`);
    await fetch(`${base}/2`);
    await fetch(`${base}/1`); // 1 is now the most recently used
    await fetch(`${base}/3`); // 12 kB > 10 kB: 2 goes
    expect(front.stats().entries).toBe(2);
    expect(front.stats().bytes).toBeLessThanOrEqual(10_000);
    await fetch(`${base}/1`);
    await fetch(`${base}/3`);
    await fetch(`${base}/2`);
    expect(calls).toEqual(['GET /1', 'GET /2', 'GET /3', 'GET /2']);
  });

  it('shares its invalidations with the cache handler Next loads (one store per process)', () => {
    const before = getStore().generation;
    expireTags([]);
    expect(getStore().generation).toBe(before);
    expireTags(['x']);
    expect(getStore().generation).toBe(before + 1);
  });
});
