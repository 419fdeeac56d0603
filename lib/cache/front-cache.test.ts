import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCache, expireTags, getStore } from './cache-handler.mjs';
import { SHARED_QUERY_HEADER } from './shared-queries.mjs';
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import searchRewrites from '@/lib/routes/search-rewrites.json';
import contentRewrites from '@/lib/routes/content-rewrites.json';
import queryRewrites from '@/lib/routes/query-rewrites.json';
import {
  createFrontCache,
  createRequestKey,
  ENTRY_OVERHEAD_BYTES,
  keepFor,
  KEY_HEADERS,
  MAX_KEY_HEADERS_LENGTH,
  MAX_KEY_PATH_LENGTH,
  negotiatedEncoding,
  NOT_FOUND_SHARE,
  NOT_FOUND_TTL_MS,
  PROTECTED_SHARE,
  QUERY_SHARE,
  queryRulesOf,
  SWEEP_INTERVAL_MS,
} from './front-cache.mjs';

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

});

/** The query rules Next builds from next.config's routes (as in .next/routes-manifest.json). */
function rulesOfTheRepo() {
  const manifestRegex = (source: string) => `${pathToRegexp(source, [], { strict: true, sensitive: false, delimiter: '/' }).source.replace(/\$$/, '')}(?:/)?$`;
  const rewrites = [...searchRewrites, ...contentRewrites, ...queryRewrites].map((rule) => ({ ...rule, regex: manifestRegex(rule.source) }));
  return queryRulesOf({ caseSensitive: false, rewrites: { beforeFiles: rewrites, afterFiles: [], fallback: [] } });
}

describe('the key of a request: what decides the answer, not what the client chose', () => {
  const keyOf = createRequestKey({ siteUrl: 'https://www.vegas.test', queryRules: rulesOfTheRepo() });
  const key = (url: string, headers: Record<string, string> = {}, method = 'GET') => keyOf({ method, url, headers })?.key ?? null;

  it('only GET and HEAD, without Range or Authorization, and never a url with nc=1', () => {
    expect(key('/shows')).not.toBeNull();
    expect(key('/shows', {}, 'HEAD')).toBe(key('/shows'));
    expect(key('/shows', {}, 'POST')).toBeNull();
    expect(key('/shows', { range: 'bytes=0-10' })).toBeNull();
    expect(key('/shows', { authorization: 'Basic x' })).toBeNull();
    expect(key('/iv2/las-vegas-shows/7/x/dates?nc=1')).toBeNull();
  });

  it("stands SITE_URL's host for every Host: a foreign Host makes no entry of its own", () => {
    expect(key('/shows', { host: 'evil.example' })).toBe(key('/shows', { host: 'www.vegas.test' }));
    expect(key('/shows', { host: 'x'.repeat(5000) })).toBe(key('/shows'));
    expect(key('/shows')).toContain('www.vegas.test');
  });

  it('keeps of the query only what a rewrite of the path reads: tracking keys, _rsc, order and any query of a page that reads none go', () => {
    const plain = key('/shows');
    for (const query of ['utm_source=x&utm_medium=y', 'gclid=1&fbclid=2&msclkid=3&dclid=4', 'mc_cid=1&mc_eid=2&_ga=3&_gl=4&ref=5', '_rsc=abc', 'a=1&b=2', 'b=2&a=1', 'mo=SHOWS'])
      expect(key(`/shows?${query}`), query).toBe(plain);
    // Search results: a valid ?mo= renders the same page as none; a malformed one is rewritten to the not-found page.
    const results = key('/iv2/searchresults/shows');
    expect(key('/iv2/searchresults/shows?mo=HomeFeatured')).toBe(results);
    expect(key('/iv2/searchresults/shows?mo=Other&utm_source=x')).toBe(results);
    expect(key('/iv2/searchresults/shows?mo=%3Cx%3E')).not.toBe(results);
    expect(key('/iv2/searchresults/shows?mo=%3Cx%3E')).toBe(key('/iv2/searchresults/shows?utm_source=1&mo=!!'));
    // The hotel search page: its search keys rewrite it to the per-request search.
    const hotels = key('/mytrip/app/Products/hotel');
    expect(key('/mytrip/app/Products/hotel?gclid=1')).toBe(hotels);
    expect(key('/mytrip/app/Products/hotel?startDate=2026-12-01')).not.toBe(hotels);
  });

  it('rests on rules whose destinations carry no query value (else the value would decide the answer)', () => {
    type Rule = { source: string; destination: string; has?: { type: string; value?: string }[] };
    const rules: Rule[] = [...searchRewrites, ...contentRewrites, ...queryRewrites];
    const withQuery = rules.filter((rule) => rule.has?.some((item) => item.type === 'query'));
    expect(withQuery.length).toBeGreaterThan(0);
    for (const rule of withQuery) {
      const pathParams = new Set([...rule.source.matchAll(/:(\w+)/g)].map((m) => m[1]));
      const used = [...rule.destination.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(used.filter((name) => !pathParams.has(name)), rule.source).toEqual([]);
      for (const item of rule.has ?? []) expect(item.value ?? '', rule.source).not.toMatch(/\(\?<\w+>/);
    }
  });

  it('keeps no url with a query when it does not know the rewrites (no build)', () => {
    const blind = createRequestKey({ siteUrl: 'https://www.vegas.test', queryRules: null });
    expect(blind({ method: 'GET', url: '/shows', headers: {} })).not.toBeNull();
    expect(blind({ method: 'GET', url: '/shows?utm_source=x', headers: {} })).toBeNull();
  });

  it("reduces Accept-Encoding to the encoding Next's compression picks", () => {
    expect(negotiatedEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(negotiatedEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('gzip');
    expect(negotiatedEncoding('deflate, gzip')).toBe('gzip');
    expect(negotiatedEncoding('deflate')).toBe('deflate');
    expect(negotiatedEncoding('*')).toBe('gzip');
    for (const header of [undefined, '', 'br', 'identity', 'gzip;q=0', 'x'.repeat(3000)]) expect(negotiatedEncoding(header), header).toBe('identity');
    expect(key('/shows', { 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe(key('/shows', { 'accept-encoding': 'gzip' }));
    expect(key('/shows', { 'accept-encoding': `br, ${'a'.repeat(1000)}` })).toBe(key('/shows'));
    expect(key('/shows', { 'accept-encoding': 'gzip' })).not.toBe(key('/shows'));
  });

  it('reads the router headers only of an RSC request, and only what Next reads of them', () => {
    const html = key('/shows');
    for (const name of KEY_HEADERS.filter((header) => header !== 'accept-encoding' && header !== 'rsc')) expect(key('/shows', { [name]: '1' }), name).toBe(html);
    expect(key('/shows', { rsc: 'yes' })).toBe(html);
    const rsc = key('/shows', { rsc: '1' });
    expect(rsc).not.toBe(html);
    expect(key('/shows', { rsc: '1', 'next-router-prefetch': '9' })).toBe(rsc);
    expect(key('/shows', { rsc: '1', 'next-router-prefetch': '1' })).not.toBe(rsc);
    expect(key('/shows', { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' })).not.toBe(rsc);
    expect(key('/shows', { rsc: '1', 'next-router-state-tree': 'x'.repeat(MAX_KEY_HEADERS_LENGTH + 1) })).toBeNull();
  });

  it('keeps no path longer than MAX_KEY_PATH_LENGTH, and no absolute-form request target', () => {
    expect(key(`/${'a'.repeat(MAX_KEY_PATH_LENGTH - 1)}`)).not.toBeNull();
    expect(key(`/${'a'.repeat(MAX_KEY_PATH_LENGTH)}`)).toBeNull();
    expect(key('http://evil.example/shows')).toBeNull();
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
    front = createFrontCache({ now: () => clock, maxBytes: 10_000, siteUrl: 'http://localhost:3000', queryRules: rulesOfTheRepo() });
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
    answer = (url) => ({ status: 200, headers: cachedPage, body: url.padEnd(3_000, '.') });
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

/** Requests sent over a few keep-alive connections, `parallel` at a time (an attacker's loop). */
async function hammer(base: string, count: number, request: (i: number) => { path: string; headers?: Record<string, string> }, parallel = 8) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const { hostname, port } = new URL(base);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const { path, headers = {} } = request(next++);
      await new Promise<void>((resolve, reject) => {
        http
          .get({ hostname, port, path, headers, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          })
          .on('error', reject);
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  agent.destroy();
}

describe('the front cache under attack: bounded whatever the requests', () => {
  const MAX_BYTES = 2 * 1024 * 1024;
  const MAX_ENTRIES = 400;
  /**
   * An attack's requests: five times the entry bound, each distinct (the bound is what is tested;
   * 10,000 requests per test cost the suite 40 s of a two-core machine and proved nothing more).
   */
  const ATTACK = 5 * MAX_ENTRIES;
  let server: http.Server;
  let base: string;
  let clock: number;
  let rendered: number;
  let front: ReturnType<typeof createFrontCache>;
  const notFoundHeaders = { ...cachedPage, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };

  beforeEach(async () => {
    clearCache();
    clock = 1_000_000;
    rendered = 0;
    front = createFrontCache({ now: () => clock, maxBytes: MAX_BYTES, maxEntries: MAX_ENTRIES, siteUrl: 'https://www.vegas.test', queryRules: rulesOfTheRepo() });
    server = http.createServer((req, res) => {
      front.serve(req, res, () => {
        rendered += 1;
        const path = (req.url ?? '').split('?')[0] ?? '';
        const missing = path.startsWith('/nope/');
        res.writeHead(missing ? 404 : 200, { ...(missing ? notFoundHeaders : cachedPage), 'content-type': 'text/html' });
        // A prefetch answer of 482 bytes, as in the issue.
        res.end('x'.repeat(482));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearCache();
  });

  const withinBounds = () => {
    const stats = front.stats();
    expect(stats.entries).toBeLessThanOrEqual(MAX_ENTRIES);
    expect(stats.bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(stats.notFound).toBeLessThanOrEqual(MAX_ENTRIES * NOT_FOUND_SHARE);
    expect(stats.notFoundBytes).toBeLessThanOrEqual(MAX_BYTES * NOT_FOUND_SHARE);
  };
  const isHit = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${base}${path}`, { headers })).headers.get('x-front-cache') === 'HIT';

  it(`${ATTACK} distinct query strings on a page that reads none: one entry, one render`, async () => {
    await hammer(base, ATTACK, (i) => ({ path: `/shows?utm_source=s${i}&gclid=${i}&q${i % 97}=${'v'.repeat(i % 2000)}` }));
    expect(rendered).toBe(1);
    expect(front.stats().entries).toBe(1);
    expect(front.stats().hits).toBe(ATTACK - 1);
    withinBounds();
  });

  it(`${ATTACK} foreign Hosts: one entry`, async () => {
    await hammer(base, ATTACK, (i) => ({ path: '/hotels', headers: { host: `attacker-${i}.example:${i % 65535}` } }));
    expect(rendered).toBe(1);
    expect(front.stats().entries).toBe(1);
  });

  it(`${ATTACK} distinct long urls: within the byte and entry bounds, counting keys and headers, and pages visitors come back to survive`, async () => {
    // Two pages visitors read (the second request is a hit: they are protected).
    for (const path of ['/', '/shows']) for (let i = 0; i < 2; i += 1) await fetch(`${base}${path}`);
    await hammer(base, ATTACK, (i) => ({ path: `/iv2/las-vegas-shows/${i + 1}/${'n'.repeat(900)}/dates` }));
    withinBounds();
    const stats = front.stats();
    expect(stats.entries).toBe(MAX_ENTRIES);
    expect(stats.evicted).toBeGreaterThanOrEqual(ATTACK - MAX_ENTRIES);
    // Each 482-byte answer is counted with its ~1 kB key (twice: UTF-16) and its headers.
    expect(stats.bytes / stats.entries).toBeGreaterThan(482 + 2 * 900 + ENTRY_OVERHEAD_BYTES);
    expect(await isHit('/')).toBe(true);
    expect(await isHit('/shows')).toBe(true);
    // A longer path is served, never kept.
    const long = `/iv2/las-vegas-shows/1/${'n'.repeat(MAX_KEY_PATH_LENGTH)}/dates`;
    await fetch(`${base}${long}`);
    expect(await isHit(long)).toBe(false);
  });

  it(`${ATTACK} router-header values: within bounds, and the protected pages survive`, async () => {
    for (let i = 0; i < 2; i += 1) await fetch(`${base}/shows`, { headers: { rsc: '1' } });
    await hammer(base, ATTACK, (i) => ({ path: '/shows', headers: { rsc: '1', 'next-router-state-tree': `%5B%22${i}%22%5D`.padEnd(3000, 'x') } }));
    withinBounds();
    expect(front.stats().protected).toBeLessThanOrEqual(MAX_ENTRIES * PROTECTED_SHARE);
    expect(await isHit('/shows', { rsc: '1' })).toBe(true);
    // Values Next does not read are one entry: `rsc` values that are not '1' are the HTML page.
    const before = rendered;
    await hammer(base, 2_000, (i) => ({ path: '/hotels', headers: { rsc: `r${i}`, 'next-router-prefetch': `p${i}`, 'next-url': `/u${i}` } }));
    expect(rendered).toBe(before + 1);
  });

  it(`${ATTACK} made-up paths answered 404: not-found entries stay within their share, and no page is evicted for them`, async () => {
    await fetch(`${base}/shows`); // asked for once: on probation
    await hammer(base, ATTACK, (i) => ({ path: `/nope/${i}` }));
    withinBounds();
    expect(front.stats().notFound).toBe(Math.floor(MAX_ENTRIES * NOT_FOUND_SHARE));
    expect(await isHit('/shows')).toBe(true);
  });

  it('10,000 distinct shared questions: their pages stay within the query share, and no page visitors come back to is evicted for them', async () => {
    for (let i = 0; i < 2; i += 1) await fetch(`${base}/shows`); // protected
    await fetch(`${base}/hotels`); // on probation
    // What scripts/server.mjs sends on: the normalised question in SHARED_QUERY_HEADER.
    await hammer(base, 10_000, (i) => ({ path: `/iv2/searchresults/sitesearch?rq=q${i}`, headers: { [SHARED_QUERY_HEADER]: `cQ${i}` } }));
    withinBounds();
    const stats = front.stats();
    expect(stats.query).toBe(Math.floor(MAX_ENTRIES * QUERY_SHARE));
    expect(stats.queryBytes).toBeLessThanOrEqual(MAX_BYTES * QUERY_SHARE);
    expect(await isHit('/shows')).toBe(true);
    expect(await isHit('/hotels')).toBe(true);
    // The most recent questions are answered from memory, each under its own key.
    // (in the encoding the flood asked for: none)
    const asked = (key: string) => isHit('/iv2/searchresults/sitesearch?rq=q9999', { [SHARED_QUERY_HEADER]: key, 'accept-encoding': 'identity' });
    expect(await asked('cQ9999')).toBe(true);
    expect(await asked('cQ9990')).toBe(true);
    expect(await asked('cQ0')).toBe(false);
  });

  it('keeps a protected page protected when it is stored again after its s-maxage', async () => {
    for (let i = 0; i < 2; i += 1) await fetch(`${base}/shows`);
    expect(front.stats().protected).toBe(1);
    clock += 300_001;
    expect(await isHit('/shows')).toBe(false);
    expect(front.stats().protected).toBe(1);
    await hammer(base, 2_000, (i) => ({ path: `/page/${i}` }));
    expect(await isHit('/shows')).toBe(true);
  });

  it('sweeps expired entries without being asked for them again', async () => {
    await hammer(base, 100, (i) => ({ path: `/page/${i}` }));
    await hammer(base, 50, (i) => ({ path: `/nope/${i}` }));
    expect(front.stats().entries).toBe(100 + Math.floor(MAX_ENTRIES * NOT_FOUND_SHARE));
    clock += NOT_FOUND_TTL_MS + SWEEP_INTERVAL_MS;
    await fetch(`${base}/other`);
    expect(front.stats().notFound).toBe(0);
    expect(front.stats().entries).toBe(101);
    // Swept once expired for a sweep interval: the pages (expired at 300 s), not /other (at 390 s).
    clock += 300_000;
    await fetch(`${base}/another`);
    expect(front.stats().entries).toBe(2);
    expect(front.stats().swept).toBe(100 + 50);
  });
});
