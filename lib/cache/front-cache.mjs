// The front cache: whole HTTP responses of cached pages, kept in this server's memory and sent
// again without entering Next at all (scripts/server.mjs puts it in front of Next's handler).
//
// Why: a page that Next serves from its response cache still pays Next's whole request path
// (routing, rewrites, the cache lookup, headers) of about 0.7 ms a request on our machines,
// which held cached pages at 0.25-0.5 of the rate of the same bytes served as a file. A CDN or
// an nginx proxy_cache in front of the site would remove that cost; this does it inside the
// server, so the site is as fast wherever it runs, and it honours the same rules:
//
// - Only what Next itself cached is kept: a GET answered 200 or 404 with `x-nextjs-cache` HIT
//   or MISS (MISS: rendered now and stored in Next's response cache). Never a STALE answer
//   (Next is regenerating it), never one without the header (rendered per request: cart,
//   checkout, account, site search), never one that sets a cookie, never a 200 that Next marks
//   private or no-store. Next marks its cached 404 pages private so that caches outside the
//   server do not keep a 404 for a path that may exist later; here, inside the server, they are
//   dropped on every invalidation like everything else, and kept at most NOT_FOUND_TTL_MS.
// - A 200 is kept for its `s-maxage` (the page's revalidate time), then Next decides again.
// - Responses vary only on the request headers Next names in `Vary` (the RSC headers and
//   Accept-Encoding); they are part of the key, and a response that varies on anything else
//   is not kept.
// - Every invalidation (revalidateTag, revalidatePath, a NOTIFY from another server, a full
//   purge) moves the cache handler's generation counter (lib/cache/cache-handler.mjs), and the
//   front cache then forgets everything it holds before answering: it never serves a page
//   older than the change that invalidated it. Next's own cache keeps the pages that the
//   change did not touch, so the front cache fills again at once from hits.
// - A response rendered while an invalidation happened is not kept (it may predate the change).
// - A url with `nc=1` (storefront 2.2: details "bypass cache") is neither answered nor kept here.
import { getStore } from './cache-handler.mjs';

export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
export const NOT_FOUND_TTL_MS = 60_000;

/** Request headers a response may vary on (Next's `Vary`); their values are part of the key. */
export const KEY_HEADERS = Object.freeze([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
]);
const KEY_HEADER_SET = new Set(KEY_HEADERS);

/** A query with `nc=1` (or `nc=true`), the spec's "bypass the cache" flag. */
const NO_CACHE_QUERY = /[?&]nc=(?:1|true)(?:&|#|$)/;

/** Headers about one connection or one sending, never stored. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'content-length']);

/**
 * The cache key of a request, or null when the request may not be answered from the cache.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function requestKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!req.url || req.headers.range !== undefined || req.headers.authorization !== undefined) return null;
  // `nc=1` asks for an answer fresh from the database (storefront 2.2): never from here, and never kept.
  if (NO_CACHE_QUERY.test(req.url)) return null;
  let key = `${req.headers.host ?? ''}\u0000${req.url}`;
  for (const name of KEY_HEADERS) {
    const value = req.headers[name];
    key += `\u0000${Array.isArray(value) ? value.join(',') : (value ?? '')}`;
  }
  return key;
}

/** @param {unknown} value */
function headerText(value) {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * How long a response may be kept (ms), or 0 when it may not be kept at all.
 * @param {number} status
 * @param {Record<string, unknown>} headers lower-case names
 */
export function keepFor(status, headers) {
  if (status !== 200 && status !== 404) return 0;
  const nextCache = headerText(headers['x-nextjs-cache']).toUpperCase();
  if (nextCache !== 'HIT' && nextCache !== 'MISS') return 0;
  if (headers['set-cookie'] !== undefined) return 0;
  const vary = headerText(headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !KEY_HEADER_SET.has(name))) return 0;
  if (status === 404) return NOT_FOUND_TTL_MS;
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  if (/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/.test(cacheControl)) return 0;
  const sMaxAge = /(?:^|[\s,])s-maxage=(\d+)/.exec(cacheControl);
  const seconds = sMaxAge ? Number(sMaxAge[1]) : 0;
  return seconds > 0 ? seconds * 1000 : 0;
}

/**
 * Headers passed to writeHead (an object, or Node's flat [name, value, ...] array).
 * @param {unknown[]} args writeHead's arguments after the status
 * @param {Record<string, unknown>} into
 */
function collectWriteHeadHeaders(args, into) {
  const headers = args.find((arg) => arg !== null && typeof arg === 'object');
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) into[String(headers[i]).toLowerCase()] = headers[i + 1];
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) into[name.toLowerCase()] = value;
  }
}

/**
 * @typedef {{ status: number, headers: Record<string, unknown>, body: Buffer, storedAt: number, expiresAt: number }} Stored
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/**
 * @param {{ maxBytes?: number, now?: () => number, generation?: () => number }} [options]
 */
export function createFrontCache(options = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? (() => Date.now());
  const generation = options.generation ?? (() => getStore().generation);
  /** @type {Map<string, Stored>} */
  const entries = new Map();
  let bytes = 0;
  let seenGeneration = generation();
  const stats = { hits: 0, stored: 0, passed: 0, purges: 0 };

  function remove(/** @type {string} */ key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  /** Forgets everything when an invalidation happened since the last look. */
  function sync() {
    const current = generation();
    if (current === seenGeneration) return;
    seenGeneration = current;
    if (entries.size > 0) stats.purges += 1;
    entries.clear();
    bytes = 0;
  }

  /** @param {string} key @param {Stored} entry */
  function store(key, entry) {
    remove(key);
    if (entry.body.length > MAX_ENTRY_BYTES || entry.body.length > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    stats.stored += 1;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  /** @param {Req} req @param {Res} res @param {Stored} entry */
  function send(req, res, entry) {
    const headers = { ...entry.headers };
    headers['x-nextjs-cache'] = 'HIT';
    headers['x-front-cache'] = 'HIT';
    headers.age = String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000)));
    headers['content-length'] = String(entry.body.length);
    res.writeHead(entry.status, /** @type {import('node:http').OutgoingHttpHeaders} */ (headers));
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  /** Records what Next sends and keeps it when keepFor allows. @param {string} key @param {Res} res */
  function capture(key, res) {
    const startedIn = seenGeneration;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let tooBig = false;
    /** @type {Record<string, unknown>} */
    const headArgs = {};
    const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) {
        tooBig = true;
        chunks.length = 0;
        return;
      }
      chunks.push(buffer);
    };
    const originalWriteHead = res.writeHead;
    const originalWrite = res.write;
    const originalEnd = res.end;
    res.writeHead = /** @type {any} */ (
      function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
        collectWriteHeadHeaders(rest, headArgs);
        return /** @type {any} */ (originalWriteHead).call(this, status, ...rest);
      }
    );
    res.write = /** @type {any} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        collect(chunk, rest[0]);
        return /** @type {any} */ (originalWrite).call(this, chunk, ...rest);
      }
    );
    res.end = /** @type {any} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        collect(chunk, rest[0]);
        return /** @type {any} */ (originalEnd).call(this, chunk, ...rest);
      }
    );
    res.once('finish', () => {
      if (tooBig) return;
      /** @type {Record<string, unknown>} */
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) headers[name.toLowerCase()] = value;
      Object.assign(headers, headArgs);
      const ttl = keepFor(res.statusCode, headers);
      if (ttl <= 0) return;
      sync();
      if (seenGeneration !== startedIn) return;
      for (const name of HOP_HEADERS) delete headers[name];
      const at = now();
      store(key, { status: res.statusCode, headers, body: Buffer.concat(chunks), storedAt: at, expiresAt: at + ttl });
    });
  }

  return {
    /**
     * Answers from the cache, or lets `next` answer and keeps what may be kept.
     * @param {Req} req @param {Res} res @param {() => unknown} next
     */
    serve(req, res, next) {
      const key = requestKey(req);
      if (key === null) {
        stats.passed += 1;
        return next();
      }
      sync();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, entry);
        stats.hits += 1;
        send(req, res, entry);
        return undefined;
      }
      if (entry) remove(key);
      stats.passed += 1;
      if (req.method === 'GET') capture(key, res);
      return next();
    },
    /** What the cache holds and has done (tests, the health of a running server). */
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
}
